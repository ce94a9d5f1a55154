// Which language a request is in, and where a path without one goes.
import { isLanguage, type Language } from '../../shared/constants.ts';
import { movedProductPath } from './moved-products.ts';

/** Longer paths are answered 404 rather than redirected. */
export const MAX_PATH_LENGTH = 2048;
/** Static files live outside the language prefixes; a missing one is a 404, never a page. */
const STATIC_FILE = /^\/(assets|images)\/|^\/[^/]*\.(js|mjs|css|map|json|webmanifest|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|txt|xml)$/i;

/** A path segment that is a dot segment, spelled plainly or percent-encoded (".", "..", "%2e", ".%2E"…). */
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

/** 'redirect' depends on the visitor (language): temporary; 'moved' is the page's one address: permanent. */
export type Routing =
  | { kind: 'page'; language: Language }
  | { kind: 'redirect'; location: string }
  | { kind: 'moved'; location: string }
  | { kind: 'not-found' };

/**
 * A path without a supported prefix goes to /{preferred} + the same path and query (the request's
 * context resolves `preferred`: the LANG cookie's language, else az); a prefix in the wrong
 * case (/AZ/…) is corrected. The location always starts with /{lang}/, so it never leaves the
 * site whatever the path holds (//evil.example, encoded slashes, control characters).
 */
export function route(url: URL, preferred: Language, rawUrl = url.href): Routing {
  const { pathname, search } = url;
  if (pathname.length > MAX_PATH_LENGTH || STATIC_FILE.test(pathname)) return { kind: 'not-found' };
  const [, first = '', ...rest] = pathname.split('/');
  if (isLanguage(first)) {
    // One address per page: dot segments resolved (URL parsing already did, when the runtime had
    // not) and no trailing slash after a page's path (/az/ is home's own address).
    const tidy = rest.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const rawPath = rawUrl.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '').replace(/[?#].*$/s, '');
    if (tidy !== pathname || DOT_SEGMENT.test(rawPath)) return { kind: 'moved', location: `${tidy}${search}` };
    // A renamed product: its old address goes to its current one, whatever it was asked with.
    const renamed = movedProductPath(first, tidy.split('/').slice(2));
    if (renamed) return { kind: 'moved', location: `${renamed}${search}` };
    return { kind: 'page', language: first };
  }
  const lowered = first.toLowerCase();
  if (isLanguage(lowered)) return { kind: 'redirect', location: `/${lowered}/${rest.join('/')}${search}` };
  return { kind: 'redirect', location: `/${preferred}/${pathname.replace(/^\/+/, '')}${search}` };
}
