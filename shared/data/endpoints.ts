// Every upstream call the site makes, in one table. Each entry is the one place its path, the
// check its answer must pass, its cache scope and freshness, the query the browser may send
// through /_api and the fields that carry upstream HTML are written; the catalogue API
// (api.ts), the /_api allowlist (worker/routes/api.ts), the cache scopes
// (worker/cache/versions.ts) and the sanitizing step (worker/core/sanitize.ts) all read it from here.
// Adding an upstream GET is one entry here (and a method in api.ts when loaders call it by name).
import { PRODUCTS_PAGE_SIZE } from '../constants.ts';
import { parseListQuery, toProductQuery } from './list-query.ts';
import type { Query } from './source.ts';
import { category, categoryDetail, certificate, contactInformation, paginated, partner, product, productPage, productSummary, slide } from './types.ts';
import type { Check } from './validate.ts';

/**
 * Which version keys a purge writes retire the entry ("products" and "categories" are purge
 * scopes of their own; a product's slug is one too, for its detail and related list).
 */
export const CACHE_SCOPES = ['shared', 'categories', 'products'] as const;
export type CacheScope = (typeof CACHE_SCOPES)[number];
/** How long an entry stays fresh: CACHE_FRESH_PRODUCTS_SECONDS or CACHE_FRESH_SHARED_SECONDS. */
export type Freshness = 'products' | 'shared';

export interface Endpoint<T = unknown> {
  /** The upstream path, `{slug}` standing for a product or category slug, spelled as the upstream's own links spell it. */
  path: string;
  check: Check<T>;
  scope: CacheScope;
  fresh: Freshness;
  /** The query sent for a call through /_api, reduced to what the site itself asks (unknown parameters dropped). */
  query: (params: URLSearchParams) => Query;
  /** Fields holding HTML from the upstream: sanitized on the server before anything caches or renders them. */
  html?: readonly string[];
}

/** No query at all. */
const none = () => ({});
/** Lists the site always reads whole. */
const whole = () => ({ limit: 'all' });
/** The product list's filters, is_new, and a page of at most PRODUCTS_PAGE_SIZE (never all). */
function productList(params: URLSearchParams): Query {
  const limit = params.get('limit') ?? '';
  return {
    ...toProductQuery(parseListQuery(params)),
    ...(params.get('is_new') === 'true' ? { is_new: true } : {}),
    limit: /^\d{1,6}$/.test(limit) ? Math.min(PRODUCTS_PAGE_SIZE, Math.max(1, Number(limit))) : PRODUCTS_PAGE_SIZE,
  };
}

const endpoint = <T>(entry: Endpoint<T>): Endpoint<T> => entry;

export const ENDPOINTS = {
  products: endpoint({ path: 'products/', check: productPage, scope: 'products', fresh: 'products', query: productList }),
  related: endpoint({ path: 'products/{slug}/related', check: paginated(productSummary), scope: 'products', fresh: 'products', query: whole }),
  product: endpoint({ path: 'products/{slug}', check: product, scope: 'products', fresh: 'products', query: none, html: ['description'] }),
  categories: endpoint({ path: 'categories/', check: paginated(category), scope: 'categories', fresh: 'shared', query: whole }),
  category: endpoint({ path: 'categories/{slug}', check: categoryDetail, scope: 'categories', fresh: 'shared', query: none }),
  slides: endpoint({ path: 'slides/', check: paginated(slide), scope: 'shared', fresh: 'shared', query: whole }),
  partners: endpoint({ path: 'partners/', check: paginated(partner), scope: 'shared', fresh: 'shared', query: whole }),
  certificates: endpoint({ path: 'certificates', check: paginated(certificate), scope: 'shared', fresh: 'shared', query: none }),
  contactInformation: endpoint({ path: 'contact/information/', check: contactInformation, scope: 'shared', fresh: 'shared', query: none }),
};

/**
 * The one upstream write: a contact message, POSTed by the Worker alone (worker/contact/delivery.ts),
 * never cached and never reachable through /_api.
 */
export const CONTACT_MESSAGES_PATH = 'contact/messages';

/** The path of a call: `{slug}` replaced by the slug, encoded. */
export function endpointPath(endpoint: Endpoint<unknown>, slug = ''): string {
  return endpoint.path.replace('{slug}', encodeURIComponent(slug));
}

/**
 * Each entry's path as the browser or a loader spells it, with or without its trailing slash;
 * group 1 is the slug. Made on the first lookup: only the server looks paths up, and the browser
 * bundle then leaves this code out.
 */
let patterns: [RegExp, Endpoint<unknown>][] | undefined;

/** The registry's entry for an upstream path, with the slug it names; undefined for any other path. */
export function endpointOf(path: string): { endpoint: Endpoint<unknown>; slug?: string } | undefined {
  patterns ??= Object.values(ENDPOINTS).map((entry): [RegExp, Endpoint<unknown>] => {
    const body = entry.path
      .replace(/\/$/, '')
      .replace('{slug}', '\0')
      .replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
      .replace('\0', '([^/]+)');
    return [new RegExp(`^${body}\\/?$`), entry];
  });
  for (const [pattern, entry] of patterns) {
    const match = pattern.exec(path);
    if (match) return match[1] === undefined ? { endpoint: entry } : { endpoint: entry, slug: match[1] };
  }
  return undefined;
}
