// Product searches answered by the Worker. The company's API searches like Django REST Framework
// (a case-insensitive substring of the title), so "принтеры" or "qebz printerleri" would find
// nothing there. This source answers a product list that carries `search` itself, from the
// language's stored search index (stored-index.ts: titles, category names, features and
// descriptions, built off the request path); until the first one is built, and for any query this
// source does not know, the upstream's own search answers. It filters (a card names its category
// and the parents above it), ranks, sorts and paginates as the upstream would, and offers a corrected query
// when nothing is found (suggest.ts).
import { ENDPOINTS, endpointOf } from '../../shared/data/endpoints.ts';
import { UpstreamError } from '../../shared/data/errors.ts';
import type { DataSource, Query, QueryValue } from '../../shared/data/source.ts';
import type { ProductSummary } from '../../shared/data/types.ts';
import type { Check } from '../../shared/data/validate.ts';
import type { Language } from '../../shared/constants.ts';
import { queryKey, search } from './match.ts';
import { suggestQuery } from './suggest.ts';
import { compareTitles } from './order.ts';
import type { StoredIndex } from './stored-index.ts';

/** The parameters of the upstream's product list (docs/upstream-contract.md); a query with any other goes upstream. */
const KNOWN = new Set(['search', 'category', 'ordering', 'page', 'limit', 'price__gte', 'price__lte', 'is_new']);
const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
const BOOLEANS: Record<string, boolean> = { true: true, True: true, '1': true, false: false, False: false, '0': false };
const DEFAULT_LIMIT = 10;

function single(value: QueryValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? undefined : String(first);
}

/** Whether a product is in the category or one below it (the upstream's category filter includes descendants): its card names its category's parents. */
function inCategory(product: ProductSummary, slug: string): boolean {
  for (let ref = product.category; ref; ref = ref.parent) if (ref.slug === slug) return true;
  return false;
}

interface ListRequest {
  search: string;
  category?: string;
  ordering?: string;
  page: number;
  limit: number | 'all';
  priceMin?: number;
  priceMax?: number;
  isNew?: boolean;
}

/** The query as the upstream would read it, or undefined when the upstream should answer it (an error included). */
function readRequest(query: Query): ListRequest | undefined {
  if (Object.keys(query).some((key) => !KNOWN.has(key))) return undefined;
  const search = single(query.search)?.trim();
  if (!search) return undefined;
  const page = single(query.page) ?? '1';
  const limit = single(query.limit) ?? String(DEFAULT_LIMIT);
  const priceMin = single(query.price__gte)?.trim() || undefined;
  const priceMax = single(query.price__lte)?.trim() || undefined;
  const isNew = single(query.is_new) || undefined;
  if (!/^[1-9]\d{0,5}$/.test(page) || !(limit === 'all' || /^[1-9]\d{0,3}$/.test(limit))) return undefined;
  if ((priceMin && !NUMBER.test(priceMin)) || (priceMax && !NUMBER.test(priceMax))) return undefined;
  if (isNew !== undefined && BOOLEANS[isNew] === undefined) return undefined;
  const categorySlug = single(query.category) || undefined;
  const ordering = single(query.ordering) || undefined;
  return {
    search,
    page: Number(page),
    limit: limit === 'all' ? 'all' : Number(limit),
    ...(categorySlug ? { category: categorySlug } : {}),
    ...(ordering ? { ordering } : {}),
    ...(priceMin ? { priceMin: Number(priceMin) } : {}),
    ...(priceMax ? { priceMax: Number(priceMax) } : {}),
    ...(isNew !== undefined ? { isNew: BOOLEANS[isNew] } : {}),
  };
}

type Compare = (a: ProductSummary, b: ProductSummary) => number;

/** DRF's OrderingFilter over created_at, price and title; unknown fields are ignored. */
function ordering(raw: string | undefined, language: Language): Compare | undefined {
  const compares: Compare[] = [];
  for (const term of (raw ?? '').split(',').map((item) => item.trim())) {
    const descending = term.startsWith('-');
    const field = descending ? term.slice(1) : term;
    const compare: Compare | undefined =
      field === 'price'
        ? (a, b) => a.price - b.price
        : field === 'created_at'
          ? (a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0)
          : field === 'title'
            ? (a, b) => compareTitles(a.title, b.title, language)
            : undefined;
    if (compare) compares.push(descending ? (a, b) => compare(b, a) : compare);
  }
  if (compares.length === 0) return undefined;
  return (a, b) => {
    for (const compare of compares) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };
}

/** What the source needs of the stored search indexes (stored-index.ts, index-build.ts). */
export interface StoredIndexes {
  read(language: Language): Promise<StoredIndex | undefined>;
  askForBuild(language: Language): void;
  /** A search index older than this is built again (its list may have changed without a purge). */
  freshMs: number;
}

export interface SearchingSourceOptions {
  /** Catalogues with more products than this are searched by the upstream (0: every search). */
  maxProducts: number;
  indexes: StoredIndexes;
  /** Told what answered a search: `index {described}/{count}` (products whose features and descriptions it holds) or `upstream`. */
  told?: (how: string) => void;
  /** Told of a search that found nothing (the first page, no filter): its meaningful words, folded as ranking reads them. */
  foundNothing?: (language: Language, query: string) => void;
}

/** Shorter queries are typing in progress in the search modal; longer ones are cut. */
const MIN_MISSED_LENGTH = 3;
const MAX_MISSED_LENGTH = 80;

export function createSearchingSource(upstream: DataSource, { maxProducts, indexes, told, foundNothing }: SearchingSourceOptions): DataSource {
  /** The language's stored search index; undefined when the upstream should answer. */
  const searched = async (language: Language): Promise<StoredIndex | undefined> => {
    const stored = await indexes.read(language);
    if (!stored || Date.now() - stored.header.builtAt > indexes.freshMs) indexes.askForBuild(language);
    if (!stored || stored.header.count > maxProducts) return undefined;
    told?.(`index ${stored.header.described}/${stored.header.count}`);
    return stored;
  };

  const answer = async (request: ListRequest, language: Language) => {
    const found = await searched(language);
    if (!found) return undefined;
    const { index, card } = found;
    const keep = (at: number) => {
      const product = card(at);
      return (
        (!request.category || inCategory(product, request.category)) &&
        (request.priceMin === undefined || product.price >= request.priceMin) &&
        (request.priceMax === undefined || product.price <= request.priceMax) &&
        (request.isNew === undefined || product.is_new === request.isNew)
      );
    };
    const matches = search(index, request.search, keep).map(card);
    const unfiltered = !request.category && request.priceMin === undefined && request.priceMax === undefined && request.isNew === undefined;
    if (matches.length === 0 && unfiltered && request.page === 1) {
      const key = queryKey(request.search, language);
      if (key.length >= MIN_MISSED_LENGTH) foundNothing?.(language, key.slice(0, MAX_MISSED_LENGTH));
    }
    // Nothing found: perhaps the words were mistyped beyond what search forgives.
    const suggestion = matches.length === 0 && request.page === 1 ? suggestQuery(index, request.search, card, keep) : undefined;
    // An explicit sort wins over relevance; ties keep the relevance order.
    const compare = ordering(request.ordering, language);
    const sorted = compare ? [...matches].sort(compare) : matches;
    const size = request.limit === 'all' ? Math.max(sorted.length, 1) : request.limit;
    const offset = (request.page - 1) * size;
    // As DRF: a page past the last one (other than the first) is "Invalid page.".
    if (request.page > 1 && offset >= sorted.length) throw new UpstreamError('not-found', 'Invalid page.', 404);
    return { count: sorted.length, next: null, previous: null, results: sorted.slice(offset, offset + size), ...(suggestion ? { suggestion } : {}) };
  };

  return {
    async get<T>(path: string, query: Query, language: Language, check: Check<T>, signal?: AbortSignal): Promise<T> {
      const request = endpointOf(path)?.endpoint === ENDPOINTS.products ? readRequest(query) : undefined;
      if (request && maxProducts > 0) {
        const page = await answer(request, language);
        if (page) return check(page, '');
      }
      if (request) told?.('upstream');
      return upstream.get(path, query, language, check, signal);
    },
    peek: async (path, query, language, check, about) => upstream.peek?.(path, query, language, check, about),
  };
}
