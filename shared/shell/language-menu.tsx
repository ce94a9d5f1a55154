// The language dropdown: the current language's code, and links to the same page in the others.
// Without JavaScript the links simply load that page; with it the choice is stored first.
import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { LANGUAGES, type Language } from '../constants.ts';
import { useLanguage, useT } from '../i18n/intl.ts';
import { LANGUAGE_NAMES, languagePath, rememberLanguage } from '../i18n/language-switch.ts';
import { ChevronDownIcon, GlobeIcon } from '../ui/icons.tsx';

/** Closes an open <details> menu on a click outside it or on Escape (which refocuses its toggle). */
function useDismissable(ref: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const details = ref.current;
      if (event.key !== 'Escape' || !details?.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [ref]);
}

export function LanguageMenu() {
  const language = useLanguage();
  const t = useT();
  const location = useLocation();
  const ref = useRef<HTMLDetailsElement>(null);
  useDismissable(ref);

  const choose = (event: MouseEvent<HTMLAnchorElement>, code: Language) => {
    // A new tab or window keeps this page as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (ref.current) ref.current.open = false;
    rememberLanguage(code);
    window.location.assign(event.currentTarget.href);
  };

  return (
    <details ref={ref} className="relative" data-testid="language-menu">
      <summary className="flex h-8 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-white/90 hover:bg-white/10 hover:text-white">
        <GlobeIcon size={16} />
        <span>{language.toUpperCase()}</span>
        <span className="sr-only">, {t('language.label', { language: LANGUAGE_NAMES[language] })}</span>
        <ChevronDownIcon size={14} className="disclosure-chevron" />
      </summary>
      <ul
        className="absolute right-0 top-full z-50 mt-1.5 min-w-44 overflow-hidden rounded-lg border border-line bg-white py-1 text-ink shadow-menu"
        aria-label={t('language.choose')}
      >
        {LANGUAGES.filter((code) => code !== language).map((code) => (
          <li key={code}>
            <a
              href={languagePath(code, location.pathname, location.search)}
              hrefLang={code}
              lang={code}
              onClick={(event) => choose(event, code)}
              className="flex items-center gap-3 px-4 py-2 text-sm hover:bg-canvas hover:text-brand"
            >
              <span className="w-6 font-semibold">{code.toUpperCase()}</span>
              <span>{LANGUAGE_NAMES[code]}</span>
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
