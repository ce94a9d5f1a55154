// The site on workerd with real KV against a scriptable upstream, with short cache lifetimes, and
// the helpers the data layer's tests share.
import { upstreamDefaults, fakeProduct } from '../../build/fake-upstream.ts';
import { useSite } from './site-and-browser.ts';

export const FRESH_SECONDS = 1;
export const SWR_SECONDS = 1;
export const TIMEOUT_MS = 600;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until(condition: () => boolean, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(25);
  }
}

/**
 * `freshSeconds`: how long entries stay fresh (FRESH_SECONDS by default, for the tests of what
 * follows). Tests that need entries to stay fresh between their steps pass a longer one, so that a
 * busy machine cannot make them stale.
 */
export function useDataLayerSite({ freshSeconds = FRESH_SECONDS }: { freshSeconds?: number } = {}) {
  /** The fake upstream answers every products list with one product unless a test says otherwise. */
  const site = useSite({
    upstream: upstreamDefaults((url) => [fakeProduct('p1', `List ${url.search}`, 10)]),
    siteVars: {
      CACHE_FRESH_PRODUCTS_SECONDS: String(freshSeconds),
      CACHE_FRESH_SHARED_SECONDS: String(freshSeconds),
      CACHE_STALE_WHILE_REVALIDATE_SECONDS: String(SWR_SECONDS),
      UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
      // `search` makes each test's list a cache entry of its own (fresh()): the upstream must answer it.
      SEARCH_INDEX_MAX_PRODUCTS: '0',
    },
  });
  /** Server-Timing tells the cache's details only to requests with the debug token. */
  const debug = () => ({ headers: { 'X-Debug-Token': site.stack.debugToken } });
  let unique = 0;
  return {
    site,
    debug,
    /** A query no other test uses, so each test starts with a cold cache entry. */
    fresh: () => `search=t${++unique}`,
    async json(path: string) {
      const response = await fetch(`${site.url}/_api/az/${path}`, debug());
      return {
        status: response.status,
        body: await response.json(),
        timing: response.headers.get('server-timing') ?? '',
        headers: response.headers,
      };
    },
    async purge(body: unknown, token: string | null = site.stack.purgeToken) {
      return fetch(`${site.url}/_purge`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token === null ? {} : { Authorization: `Bearer ${token}` }) },
        body: JSON.stringify(body),
      });
    },
  };
}
