// Product searches answered by the Worker. The company's API searches like Django REST Framework
// (a case-insensitive substring of the title), so "принтеры" or "qebz printerleri" would find
// nothing there. This source answers a product list that carries `search` itself, from the
// language's stored search index (stored-index.ts); until the first one is built, and for any query
// this source does not know, the upstream's own search answers. It filters (a card names its category
// and the parents above it), ranks, sorts and paginates as the upstream would, and offers a corrected query
// when nothing is found (suggest.ts).
import { PRODUCTS_PAGE_SIZE, type Language } from '../../shared/constants.ts';
import { ENDPOINTS, endpointOf } from '../../shared/data/endpoints.ts';
import { UpstreamError } from '../../shared/data/errors.ts';
import { parseListQuery, type ListQuery } from '../../shared/data/list-query.ts';
import { toSearchParams, type DataSource, type Query } from '../../shared/data/source.ts';
import type { ProductSummary } from '../../shared/data/types.ts';
import type { ReadDependencies, RequestMetrics } from '../core/metrics.ts';
import { POLICIES } from '../store/policies.ts';
import { queryKey, search } from './match.ts';
import { suggestQuery } from './suggest.ts';
import { compareTitles } from './order.ts';
import { categoriesOf, type StoredIndex } from './stored-index.ts';

/**
 * The product list's parameters the site sends with a search: the list page's (parseListQuery) and,
 * through /_api, a smaller limit and `is_new` (ENDPOINTS.products.query). A query with any other goes upstream.
 */
const KNOWN = new Set(['search', 'category', 'ordering', 'page', 'limit', 'price__gte', 'price__lte', 'is_new']);

interface ListRequest extends ListQuery {
  search: string;
  limit: number;
  isNew?: boolean;
}

/** The query as the site writes it, or undefined when the upstream should answer it. */
function readRequest(query: Query): ListRequest | undefined {
  if (Object.keys(query).some((key) => !KNOWN.has(key))) return undefined;
  const { search, ...list } = parseListQuery(toSearchParams(query));
  const limit = Number(query.limit ?? PRODUCTS_PAGE_SIZE);
  if (!search || !Number.isInteger(limit) || limit < 1) return undefined;
  return { ...list, search, limit, ...(query.is_new === undefined ? {} : { isNew: String(query.is_new) === 'true' }) };
}

type Compare = (a: ProductSummary, b: ProductSummary) => number;

/** The orderings the list offers (ORDERINGS), by field; `-` before one reverses it. */
const BY_FIELD: Record<string, (language: Language) => Compare> = {
  price: () => (a, b) => a.price - b.price,
  created_at: () => (a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0),
  title: (language) => (a, b) => compareTitles(a.title, b.title, language),
};

interface SearchingSourceOptions {
  read(language: Language): Promise<StoredIndex | undefined>;
  askForBuild(language: Language): void;
  /** A search index older than this is built again (its list may have changed without a purge). */
  freshMs: number;
  /** Told what answered a search (`index {described}/{count}` or `upstream`) and a search that found nothing. */
  metrics: RequestMetrics;
  /** How long the answer may be kept (worker/core/http-cache.ts): shortened when the upstream answered for a missing index. */
  dependencies: ReadDependencies;
}

/** Shorter queries are typing in progress in the search modal; longer ones are cut. */
const MIN_MISSED_LENGTH = 3;
const MAX_MISSED_LENGTH = 80;

export function createSearchingSource(upstream: DataSource, { read, askForBuild, freshMs, metrics, dependencies }: SearchingSourceOptions): DataSource {
  const answer = async (request: ListRequest, language: Language) => {
    const found = await read(language);
    if (!found || Date.now() - found.header.builtAt > freshMs) askForBuild(language);
    if (!found) return undefined;
    metrics.search = `index ${found.header.described}/${found.index.size}`;
    const { index, card } = found;
    const { category, priceMin, priceMax, isNew, ordering, page, limit } = request;
    const keep = (at: number) => {
      const product = card(at);
      return (
        // In the category or one below it, as the upstream's filter: a card names its category's parents.
        (!category || categoriesOf(product).some((ref) => ref.slug === category)) &&
        (priceMin === undefined || product.price >= priceMin) &&
        (priceMax === undefined || product.price <= priceMax) &&
        (isNew === undefined || product.is_new === isNew)
      );
    };
    const matches = search(index, request.search, keep, (at) => card(at).price).map(card);
    const unfiltered = !category && priceMin === undefined && priceMax === undefined && isNew === undefined;
    if (matches.length === 0 && unfiltered && page === 1) {
      const key = queryKey(request.search, language);
      if (key.length >= MIN_MISSED_LENGTH) metrics.zeroResults = { language, query: key.slice(0, MAX_MISSED_LENGTH) };
    }
    // Nothing found: perhaps the words were mistyped beyond what search forgives.
    const suggestion = matches.length === 0 && page === 1 ? suggestQuery(index, request.search, card, keep) : undefined;
    // An explicit sort wins over relevance; ties keep the relevance order.
    const compare = ordering && BY_FIELD[ordering.replace('-', '')]!(language);
    if (compare) matches.sort(ordering.startsWith('-') ? (a, b) => compare(b, a) : compare);
    const offset = (page - 1) * limit;
    // As DRF: a page past the last one (other than the first) is "Invalid page.".
    if (page > 1 && offset >= matches.length) throw new UpstreamError('not-found', 'Invalid page.', 404);
    return { count: matches.length, next: null, previous: null, results: matches.slice(offset, offset + limit), ...(suggestion ? { suggestion } : {}) };
  };

  return {
    async get(path, query, language, check, signal) {
      const request = endpointOf(path)?.endpoint === ENDPOINTS.products ? readRequest(query) : undefined;
      const page = request && (await answer(request, language));
      if (page) return check(page, '');
      if (request) {
        metrics.search = 'upstream';
        // No index yet (its build was just asked for): a page or JSON made from the upstream's search is
        // kept no longer than one ask for a build, so the index's answer replaces it once built, not
        // when the products' freshness ends (hours).
        dependencies.freshUntil = Math.min(dependencies.freshUntil, Date.now() + POLICIES.searchBuildAsked.memory * 1000);
      }
      return upstream.get(path, query, language, check, signal);
    },
    peek: async (path, query, language, check, about) => upstream.peek?.(path, query, language, check, about),
  };
}
