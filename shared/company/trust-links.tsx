// The company pages lead to one another: each trust page (and about) ends with links to the others,
// so that /reference and /certificates are reached from pages, not only from the sitemap.
import { useLanguage, useT, type MessageKey } from '../i18n/intl.ts';
import { Link } from '../ui/link.tsx';
import { PAGES } from '../pages.ts';
import { pagePath } from '../urls.ts';

type TrustPage = 'about' | 'partners' | 'reference' | 'certificates';
const LINKS: { page: TrustPage; title: MessageKey }[] = [
  { page: 'about', title: 'nav.about' },
  { page: 'partners', title: 'nav.partners' },
  { page: 'reference', title: 'nav.reference' },
  { page: 'certificates', title: 'nav.certificates' },
];

export function TrustLinks({ current }: { current: TrustPage }) {
  const t = useT();
  const language = useLanguage();
  return (
    <nav aria-label={t('company.seeAlso')} className="mt-10 flex flex-wrap items-center gap-3 border-t border-line pt-6" data-testid="trust-links">
      <span className="font-semibold">{t('company.seeAlso')}</span>
      {LINKS.filter((link) => link.page !== current).map((link) => (
        <Link key={link.page} to={pagePath(language, PAGES[link.page].path)} className="btn-outline px-4 py-2 text-sm">
          {t(link.title)}
        </Link>
      ))}
    </nav>
  );
}
