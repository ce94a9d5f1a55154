// The upstream's calls (docs/upstream-contract.md) as typed functions. Every loader and JSON endpoint goes
// through these, on the server and in the browser alike.
import type { LoaderFunctionArgs } from 'react-router';
import { HOME_GRID_LIMIT, NEW_ARRIVALS_LIMIT, PRODUCTS_PAGE_SIZE, SEARCH_MODAL_LIMIT, type Language } from '../constants.ts';
import { catalogSource, type CatalogSource, type Query } from './source.ts';
import { category, categoryDetail, certificate, contactInformation, paginated, partner, product, productSummary, slide } from './types.ts';
import type { Check } from './validate.ts';

/** Query parameters of the product list, as the /products page passes them on. */
export interface ProductQuery {
  page?: number;
  category?: string;
  search?: string;
  ordering?: string;
  price__gte?: number;
  price__lte?: number;
}

export function createCatalogApi(source: CatalogSource, language: Language, signal?: AbortSignal) {
  const get = <T>(path: string, query: Query, check: Check<T>): Promise<T> => source.get(path, query, language, check, signal);
  const all = { limit: 'all' };
  return {
    partners: () => get('partners/', all, paginated(partner)),
    slides: () => get('slides/', all, paginated(slide)),
    categories: () => get('categories/', all, paginated(category)),
    category: (slug: string) => get(`categories/${encodeURIComponent(slug)}`, {}, categoryDetail),
    contactInformation: () => get('contact/information/', {}, contactInformation),
    /** Every product, for the sitemap. */
    allProducts: () => get('products/', all, paginated(productSummary)),
    products: (query: ProductQuery) => get('products/', { ...query, limit: PRODUCTS_PAGE_SIZE }, paginated(productSummary)),
    search: (term: string) => get('products/', { search: term, limit: SEARCH_MODAL_LIMIT }, paginated(productSummary)),
    newArrivals: () => get('products/', { is_new: true, limit: NEW_ARRIVALS_LIMIT }, paginated(productSummary)),
    homeProducts: () => get('products/', { limit: HOME_GRID_LIMIT }, paginated(productSummary)),
    product: (slug: string) => get(`products/${encodeURIComponent(slug)}`, {}, product),
    related: (slug: string) => get(`products/${encodeURIComponent(slug)}/related`, all, paginated(productSummary)),
    certificates: () => get('certificates', {}, paginated(certificate)),
  };
}

export type CatalogApi = ReturnType<typeof createCatalogApi>;

/** The catalogue API of a loader (its context's source; calls dropped when its request is) in a language. */
export function catalogApi({ context, request }: Pick<LoaderFunctionArgs, 'context' | 'request'>, language: Language): CatalogApi {
  return createCatalogApi(catalogSource(context), language, request.signal);
}
