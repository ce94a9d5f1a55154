import { useLanguage, useT } from '../i18n/intl.ts';
import { PageHead } from './page-head.tsx';
import { useShellData } from './shell-data.ts';
import { organizationData } from './structured-data.ts';

/** The head of a page that presents the company (home, about): its own texts and the company's JSON-LD. */
export function CompanyPageHead({ page }: { page: 'home' | 'about' }) {
  const t = useT();
  const language = useLanguage();
  const shell = useShellData();
  const description = t(`${page}.description`);
  return (
    <PageHead
      title={t(`${page}.title`)}
      description={description}
      keywords={t(`${page}.keywords`)}
      page={page}
      jsonLd={shell ? [organizationData(shell.origin, language, shell.contact, { description, slogan: t('site.tagline') })] : []}
    />
  );
}
