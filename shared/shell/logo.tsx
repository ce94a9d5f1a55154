import { Link } from '../ui/link.tsx';
import { SITE_NAME } from '../constants.ts';
import { useLanguage, useT } from '../i18n/intl.ts';
import { pagePath } from '../urls.ts';

/** The brand mark, the same drawing as the favicon. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b5cab" />
      <path d="M18 16h20a10 10 0 0 1 0 20H26v12h-8zm8 8v4h12a2 2 0 0 0 0-4z" fill="#fff" />
      <rect x="34" y="42" width="12" height="6" rx="3" fill="#5fb4ff" />
    </svg>
  );
}

export function Wordmark({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className={`text-xl font-bold tracking-tight ${inverted ? 'text-white' : 'text-ink'}`}>
      Hesab<span className={inverted ? 'text-brand-200' : 'text-brand'}>POS</span>
    </span>
  );
}

/** Logo linking to the home page of the current language. */
export function Logo() {
  const language = useLanguage();
  const t = useT();
  return (
    <Link
      to={pagePath(language)}
      className="inline-flex shrink-0 items-center gap-2 rounded-md no-underline focus-ring"
      aria-label={`${SITE_NAME} — ${t('nav.home')}`}
    >
      <LogoMark />
      <Wordmark />
    </Link>
  );
}
