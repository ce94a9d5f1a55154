import { PartnerLogos, partnersLoader } from './partner-logos.tsx';

export const loader = partnersLoader(false);
export function Component() {
  return <PartnerLogos page="partners" title="partners.title" description="partners.description" intro="partners.intro" testId="partners" />;
}
