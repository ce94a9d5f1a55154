// The product list's URL parameters (page, category, search, ordering, price__gte,
// price__lte) read into a sane query whatever the URL holds, and written back as links.
import { PRICE_MAX, PRICE_MIN } from '../constants.ts';
import { isSlug } from './slug.ts';

/** Sort options, in the order the dropdown shows them. */
export const ORDERINGS = ['-created_at', 'created_at', 'price', '-price', 'title', '-title'] as const;
export type Ordering = (typeof ORDERINGS)[number];

/** Longer search terms are cut: no product title is longer, and upstream URLs stay short. */
export const SEARCH_MAX_LENGTH = 100;
const MAX_PAGE = 100_000;

/** The upstream's query parameters of the product list: what toProductQuery makes of a ListQuery. */
export interface ProductQuery {
  page?: number;
  category?: string;
  search?: string;
  ordering?: string;
  price__gte?: number;
  price__lte?: number;
}

export interface ListQuery {
  page: number;
  category?: string;
  search?: string;
  ordering?: Ordering;
  /** Within PRICE_MIN..PRICE_MAX and never above priceMax; absent means the full range. */
  priceMin?: number;
  priceMax?: number;
}

function price(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) return undefined;
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(value)));
}

export function parseListQuery(params: URLSearchParams): ListQuery {
  const rawPage = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(rawPage) ? Math.min(MAX_PAGE, Math.max(1, Number(rawPage))) : 1;
  const rawCategory = params.get('category') ?? '';
  const search = (params.get('search') ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH).trim();
  const rawOrdering = params.get('ordering') ?? '';
  let priceMin = price(params.get('price__gte'));
  let priceMax = price(params.get('price__lte'));
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  return {
    page,
    ...(isSlug(rawCategory) ? { category: rawCategory } : {}),
    ...(search ? { search } : {}),
    ...((ORDERINGS as readonly string[]).includes(rawOrdering) ? { ordering: rawOrdering as Ordering } : {}),
    ...(priceMin !== undefined && priceMin > PRICE_MIN ? { priceMin } : {}),
    ...(priceMax !== undefined && priceMax < PRICE_MAX ? { priceMax } : {}),
  };
}

/** The upstream call for a list query: defaults left out so equal lists share a cache entry. */
export function toProductQuery(query: ListQuery): ProductQuery {
  return {
    ...(query.page > 1 ? { page: query.page } : {}),
    ...(query.category ? { category: query.category } : {}),
    ...(query.search ? { search: query.search } : {}),
    ...(query.ordering ? { ordering: query.ordering } : {}),
    ...(query.priceMin !== undefined ? { price__gte: query.priceMin } : {}),
    ...(query.priceMax !== undefined ? { price__lte: query.priceMax } : {}),
  };
}

/** The list's parameters in the one order its address writes them (a GET form's fields follow it). */
export const LIST_PARAMS = ['page', 'category', 'search', 'ordering', 'price__gte', 'price__lte'] as const;
export type ListParam = (typeof LIST_PARAMS)[number];

/**
 * The parameters of a list's address, in LIST_PARAMS order. A price range names both its bounds
 * (a bound at its end of the scale too): the price form always submits both fields, so what a
 * browser sends for it without JavaScript is already the address, with no redirect.
 */
export function listParams(query: ListQuery): [ListParam, string][] {
  const { price__gte, price__lte, ...rest } = toProductQuery(query);
  const range = price__gte !== undefined || price__lte !== undefined ? { price__gte: price__gte ?? PRICE_MIN, price__lte: price__lte ?? PRICE_MAX } : {};
  const values: Partial<Record<ListParam, string | number>> = { ...rest, ...range };
  return LIST_PARAMS.flatMap((key) => (values[key] === undefined ? [] : [[key, String(values[key])] as [ListParam, string]]));
}

/** The query string of a list URL ("" for the plain list): listParams, written as a browser's GET form writes them. */
export function listSearch(query: ListQuery): string {
  const text = new URLSearchParams(listParams(query)).toString();
  return text ? `?${text}` : '';
}

/**
 * The other parameters a GET form of the list carries as hidden fields, around its own fields
 * (`own`, adjacent in LIST_PARAMS): `before` them and `after` them, so that the browser, which
 * sends fields in document order, sends the address's order. The page is left out: a change starts
 * again from page 1.
 */
export function keptFields(query: ListQuery, own: readonly ListParam[]): { before: [ListParam, string][]; after: [ListParam, string][] } {
  const at = Math.min(...own.map((key) => LIST_PARAMS.indexOf(key)));
  const kept = listParams(withFilter(query, {})).filter(([key]) => !own.includes(key));
  return { before: kept.filter(([key]) => LIST_PARAMS.indexOf(key) < at), after: kept.filter(([key]) => LIST_PARAMS.indexOf(key) > at) };
}

/** The list's address for whatever the URL holds: known parameters, sane values, fixed order. */
export function canonicalListSearch(params: URLSearchParams): string {
  return listSearch(parseListQuery(params));
}

/** A change of filter, search or sort starts again from page 1. */
export function withFilter(query: ListQuery, change: Partial<Omit<ListQuery, 'page'>>): ListQuery {
  const next: ListQuery = { ...query, ...change, page: 1 };
  for (const key of Object.keys(next) as (keyof ListQuery)[]) if (next[key] === undefined) delete next[key];
  return next;
}

export function hasListParams(query: ListQuery): boolean {
  return Object.keys(toProductQuery(query)).length > 0;
}
