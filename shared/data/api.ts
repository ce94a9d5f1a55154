// The upstream calls loaders make, by name, on the server and in the browser alike; each is a
// call of an endpoint of the registry (endpoints.ts), which says its path, check and cache scope.
import type { LoaderFunctionArgs } from 'react-router';
import { NEW_ARRIVALS_LIMIT, PRODUCTS_PAGE_SIZE, SEARCH_MODAL_LIMIT, type Language } from '../constants.ts';
import { ENDPOINTS, endpointPath, type Endpoint } from './endpoints.ts';
import type { ProductQuery } from './list-query.ts';
import { dataSource, type DataSource, type Query } from './source.ts';

const NO_PARAMS = new URLSearchParams();

export function createDataApi(source: DataSource, language: Language, signal?: AbortSignal) {
  /** A call of an endpoint of the registry: with the query given, else the one the endpoint always sends. */
  const get = <T>(endpoint: Endpoint<T>, { slug, query }: { slug?: string; query?: Query } = {}): Promise<T> =>
    source.get(endpointPath(endpoint, slug), query ?? endpoint.query(NO_PARAMS), language, endpoint.check, signal);
  /** The same call's answer when the cache holds it fresh, without asking the upstream; else undefined. */
  const peek = <T>(endpoint: Endpoint<T>, { query, about }: { query?: Query; about?: string } = {}): Promise<T | undefined> =>
    source.peek?.(endpointPath(endpoint), query ?? endpoint.query(NO_PARAMS), language, endpoint.check, about) ?? Promise.resolve(undefined);
  const { products } = ENDPOINTS;
  const productsPage = (query: ProductQuery): Query => ({ ...query, limit: PRODUCTS_PAGE_SIZE });
  return {
    partners: () => get(ENDPOINTS.partners),
    slides: () => get(ENDPOINTS.slides),
    categories: () => get(ENDPOINTS.categories),
    category: (slug: string) => get(ENDPOINTS.category, { slug }),
    contactInformation: () => get(ENDPOINTS.contactInformation),
    /** Every product, for the sitemap and the Worker's search (never through /_api, which caps the page). */
    allProducts: () => get(products, { query: { limit: 'all' } }),
    products: (query: ProductQuery) => get(products, { query: productsPage(query) }),
    search: (term: string) => get(products, { query: { search: term, limit: SEARCH_MODAL_LIMIT } }),
    newArrivals: () => get(products, { query: { is_new: true, limit: NEW_ARRIVALS_LIMIT } }),
    /** The pool home's grid picks from (shared/home/explore.ts): the dearest products, as many as a call may ask. */
    homeProducts: () => get(products, { query: { ordering: '-price', limit: PRODUCTS_PAGE_SIZE } }),
    product: (slug: string) => get(ENDPOINTS.product, { slug }),
    related: (slug: string) => get(ENDPOINTS.related, { slug }),
    certificates: () => get(ENDPOINTS.certificates),
    /**
     * What the cache already holds fresh (undefined when it does not, and always in the browser),
     * so that a loader can answer an address that cannot exist without an upstream call.
     */
    known: {
      categories: () => peek(ENDPOINTS.categories),
      products: (query: ProductQuery) => peek(products, { query: productsPage(query) }),
      /** Every product, unless the product `slug` was purged since the list was stored. */
      allProductsFor: (slug: string) => peek(products, { query: { limit: 'all' }, about: endpointPath(ENDPOINTS.product, slug) }),
    },
  };
}

export type DataApi = ReturnType<typeof createDataApi>;

/** The catalogue API of a loader (its context's source; calls dropped when its request is) in a language. */
export function dataApi({ context, request }: Pick<LoaderFunctionArgs, 'context' | 'request'>, language: Language): DataApi {
  return createDataApi(dataSource(context), language, request.signal);
}
