// The search modal's live results: a loader-only route the modal's fetcher calls, so the
// search runs through whichever catalogue source the side provides (in the browser, the
// Worker's /_api endpoints) and the fetcher drops answers to older terms.
import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { dataApi } from '../data/api.ts';
import { SEARCH_MAX_LENGTH } from '../data/list-query.ts';
import type { ProductSummary } from '../data/types.ts';
import { isLanguage } from '../constants.ts';
import { PAGES } from '../pages.ts';

export interface SearchResults {
  term: string;
  count: number;
  results: ProductSummary[];
  /** A corrected term, when nothing was found (the site's own search offers one). */
  suggestion?: string;
  error: boolean;
}

/** The term as the list page would read it: spaces collapsed, trimmed, cut to the maximum length. */
export function searchTerm(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

export async function searchResultsLoader({ params, request, context }: LoaderFunctionArgs): Promise<SearchResults> {
  // Only the modal's fetcher asks for this; a visitor who opens the address gets "not found".
  if (request.headers.get('Accept')?.includes('text/html')) throw data(null, { status: 404 });
  const term = searchTerm(new URL(request.url).searchParams.get('q') ?? '');
  if (!term || !isLanguage(params.lang)) return { term, count: 0, results: [], error: false };
  try {
    const { count, results, suggestion } = await dataApi({ context, request }, params.lang).search(term);
    return { term, count, results, ...(suggestion ? { suggestion } : {}), error: false };
  } catch {
    return { term, count: 0, results: [], error: true };
  }
}

export const searchResultsRoute: RouteObject = { id: 'search-results', path: PAGES.searchResults.path, loader: searchResultsLoader };
