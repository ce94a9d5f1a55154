import { PartnerLogos, partnersLoader } from './partner-logos.tsx';

export const loader = partnersLoader(true);
export function Component() {
  return <PartnerLogos page="reference" title="reference.title" description="reference.description" intro="reference.intro" testId="references" />;
}
