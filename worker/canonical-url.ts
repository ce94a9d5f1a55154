// Every page has one address: the query parameters its route knows (shared/routes/lazy.ts), with
// sane values, in a fixed order. A request for any other address of the page is redirected to
// it, so unknown parameters, junk values and repeated keys never cost a render or a cache entry,
// and the page the browser hydrates is the one its address names.
import { matchRoutes } from 'react-router';
import { routes } from '../shared/routes.tsx';
import { canonicalQueryOf } from '../shared/routes/lazy.ts';

/** The same parameters with the same values, in any order (a GET form sends its fields in its own). */
function sameParams(a: URLSearchParams, b: URLSearchParams): boolean {
  const sorted = (params: URLSearchParams) => JSON.stringify([...params].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
  return sorted(a) === sorted(b);
}

/** The page's query string ('' or '?…') and whether the URL already says that, in any order. */
export function canonicalSearch(url: URL): { search: string; canonical: boolean } {
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const query = matches.map(({ route }) => canonicalQueryOf(route)).findLast((found) => found !== undefined);
  const search = query ? query(url.searchParams) : '';
  return { search, canonical: sameParams(new URLSearchParams(search), url.searchParams) };
}
