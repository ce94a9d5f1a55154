// Switching the language: the same page under another /{lang} prefix, and remembering the
// choice where the worker (cookie) and the browser (local storage) look for it.
import { isLanguage, LANG_COOKIE_MAX_AGE, LANG_STORAGE_KEY, type Language } from '../constants.ts';

/** Each language by its own name, as a visitor looks for it whatever the page's language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  az: 'Azərbaycanca',
  en: 'English',
  ru: 'Русский',
};

/** The URL of the same page in `target`: /az/products?x=1 → /en/products?x=1. */
export function languagePath(target: Language, pathname: string, search = ''): string {
  const segments = pathname.split('/');
  // segments[0] is the empty string before the leading slash.
  if (isLanguage(segments[1])) segments[1] = target;
  else segments.splice(1, 0, target);
  let path = segments.join('/');
  if (!path.startsWith('/')) path = `/${path}`;
  if (path === `/${target}`) path = `/${target}/`;
  const query = search && !search.startsWith('?') ? `?${search}` : search;
  return `${path}${query === '?' ? '' : query}`;
}

/** The Set-Cookie-style string that stores the language for a year on the whole site. */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANG_STORAGE_KEY}=${language}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Stores the language in local storage and in the cookie. Browser only. */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, language);
  } catch {
    // Storage can be disabled (private mode, policies); the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: one synchronous write with the attributes the server uses (languageCookie), in every browser.
  document.cookie = languageCookie(language, location.protocol === 'https:');
}
