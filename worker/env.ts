import type { ExecutionContext, Fetcher, KVNamespace } from '@cloudflare/workers-types';

export interface Env {
  /** Base URL of the catalogue API, ending in /api (e.g. https://api.example.az/api). */
  UPSTREAM_URL: string;
  /** Milliseconds before an upstream call is given up (default 8000). */
  UPSTREAM_TIMEOUT_MS?: string;
  /** Seconds contact information, categories, slides, partners and certificates stay fresh. */
  CACHE_FRESH_SHARED_SECONDS?: string;
  /** Seconds product lists and details stay fresh. */
  CACHE_FRESH_PRODUCTS_SECONDS?: string;
  /** Seconds after freshness during which a stale entry is served while it is refreshed. */
  CACHE_STALE_WHILE_REVALIDATE_SECONDS?: string;
  /** Days a stale entry may still be served when the upstream fails. */
  CACHE_MAX_STALE_DAYS?: string;
  /** Catalogues up to this many products per language are searched at the edge (default 500; 0: never). */
  SEARCH_INDEX_MAX_PRODUCTS?: string;
  /** Bearer token of the purge endpoint (a secret); purging is refused while it is unset. */
  PURGE_TOKEN?: string;
  CACHE: KVNamespace;
  ASSETS: Fetcher;
}

export type WorkerEnv = { Bindings: Env };
export type { ExecutionContext };
