// Every page has one address: the query parameters its route knows (shared/page-route.ts), with
// sane values, in a fixed order. A request for any other address of the page is redirected to
// it, so unknown parameters, junk values and repeated keys never cost a render or a cache entry,
// and the page the browser hydrates is the one its address names.
import { matchRoutes } from 'react-router';
import { routes } from '../../shared/routes.tsx';
import { canonicalQueryOf, type CanonicalQuery } from '../../shared/page-route.ts';
import { Lru } from '../cache/lru.ts';

/** The same parameters with the same values, in any order (a GET form sends its fields in its own). */
function sameParams(a: URLSearchParams, b: URLSearchParams): boolean {
  const sorted = (params: URLSearchParams) => JSON.stringify([...params].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
  return sorted(a) === sorted(b);
}

/** Which route's parameters a path takes, for the paths seen lately (matching ranks every route). */
const queries = new Lru<string, CanonicalQuery | null>(1024);

function queryOf(pathname: string): CanonicalQuery | null {
  let query = queries.get(pathname);
  if (query === undefined) {
    const matches = matchRoutes(routes, pathname) ?? [];
    query = matches.map(({ route }) => canonicalQueryOf(route)).findLast((found) => found !== undefined) ?? null;
    queries.set(pathname, query);
  }
  return query;
}

/** The page's query string ('' or '?…') and whether the URL already says that, in any order. */
export function canonicalSearch(url: URL): { search: string; canonical: boolean } {
  const query = queryOf(url.pathname);
  const search = query ? query(url.searchParams) : '';
  return { search, canonical: sameParams(new URLSearchParams(search), url.searchParams) };
}
