// Every page has one address: the query parameters its route knows (shared/routes/lazy.ts), with
// sane values, in a fixed order. A request for any other address of the page is redirected to
// it, so unknown parameters, junk values and repeated keys never cost a render or a cache entry,
// and the page the browser hydrates is the one its address names.
import { matchRoutes } from 'react-router';
import { routes } from '../shared/routes.tsx';
import { canonicalQueryOf } from '../shared/routes/lazy.ts';

function sameParams(a: URLSearchParams, b: URLSearchParams): boolean {
  const left = [...a];
  const right = [...b];
  return left.length === right.length && left.every(([key, value], index) => right[index]![0] === key && right[index]![1] === value);
}

/** The page's query string ('' or '?…') and whether the URL already says exactly that. */
export function canonicalSearch(url: URL): { search: string; canonical: boolean } {
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const query = matches.map(({ route }) => canonicalQueryOf(route)).findLast((found) => found !== undefined);
  const search = query ? query(url.searchParams) : '';
  return { search, canonical: sameParams(new URLSearchParams(search), url.searchParams) };
}
