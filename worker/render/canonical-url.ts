// Every page has one address: the query parameters its route knows (shared/page-route.ts), with
// sane values, in a fixed order; any other address of the page is redirected to it
// (docs/security.md#one-address-per-page, docs/decisions/005-canonical-redirects.md).
import { matchRoutes } from 'react-router';
import { routes } from '../../shared/routes.tsx';
import { canonicalQueryOf } from '../../shared/page-route.ts';

/** The query string as the request wrote it: '' without one, '?' for a bare question mark (URL.search says '' for both). */
export function writtenSearch(url: URL): string {
  if (url.search !== '') return url.search;
  return url.href.slice(0, url.href.length - url.hash.length).endsWith('?') ? '?' : '';
}

/** The page's query string ('' or '?…') and whether the URL already says exactly that; its route is matched anew (docs/caching.md says why). */
export function canonicalSearch(url: URL): { search: string; canonical: boolean } {
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const query = matches.map(({ route }) => canonicalQueryOf(route)).findLast((found) => found !== undefined);
  const search = query ? query(url.searchParams) : '';
  return { search, canonical: search === writtenSearch(url) };
}
