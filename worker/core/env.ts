import type { ExecutionContext, Fetcher, ImagesBinding, KVNamespace, Queue, R2Bucket, RateLimit } from '@cloudflare/workers-types';
import type { DataSource } from '../../shared/data/source.ts';
import type { Language } from '../../shared/constants.ts';
import type { ContactValues } from '../../shared/contact/rules.ts';
import type { ReadDependencies } from './read-dependencies.ts';
import type { RequestMetrics } from './metrics.ts';

/** A contact message on its queue (CONTACT_QUEUE): here with the bindings, which worker/contact/delivery.ts's imports reach. */
export interface QueuedContact {
  id: string;
  language: Language;
  values: ContactValues;
  /** When the visitor sent it (ISO 8601), for whoever reads the dead-letter queue. */
  receivedAt: string;
}

/** What a purge can invalidate (POST /_purge's `scope`; its versions and tags: worker/cache/scopes.ts). */
export const PURGE_SCOPES = ['all', 'products', 'product', 'categories', 'shared'] as const;
export type PurgeScope = (typeof PURGE_SCOPES)[number];

/** A build of a search index on its queue (SEARCH_QUEUE; worker/search/index-build.ts). */
export interface SearchBuild {
  search: Language;
  /** Details fetched before this time (ms since the epoch) are fetched again: a purge of the catalogue. */
  after?: number;
  /** These products' details are fetched again: a purge of one product. */
  slugs?: string[];
  /** Only a search index that exists is built again (the purges but one of all): the first of a language waits for a search, or a purge of all, to ask. */
  update?: boolean;
}

/**
 * The purge queue's queue message (PURGE_QUEUE; worker/cache/workers-cache-purge.ts): tags to purge from
 * the Workers Cache, or everything it keeps (a purge of all, as after a deploy: the answers that
 * carry no tag, images, redirects and 404 texts, too).
 */
export interface WorkersCachePurge {
  tags: string[];
  everything?: true;
}

/**
 * A job of the image queue (IMAGE_QUEUE; worker/images/variants.ts): find the photos a purge's
 * scope names, or make the variants of some photos (paths on the uploads' origin) whose variants
 * are missing or whose upload changed.
 */
export type ImageJob = { scan: PurgeScope; slug?: string } | { photos: string[] };

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
  /** Catalogues up to this many products per language are searched by the Worker (default 10000; 0: never). */
  SEARCH_INDEX_MAX_PRODUCTS?: string;
  /** Product details one run of the search index's build fetches (default 40; up to 900 on the Paid plan). */
  SEARCH_DETAILS_PER_RUN?: string;
  /** Bearer token of the purge endpoint (a secret); purging is refused while it is unset. */
  PURGE_TOKEN?: string;
  /**
   * The site's public origin (https://www.example.az): canonical links, hreflang, og:url, JSON-LD,
   * the sitemap and robots.txt use it, and the Host header is not trusted. Unset: the request's.
   */
  SITE_ORIGIN?: string;
  /** A secret: requests with `X-Debug-Token: <it>` get the cache and upstream details in Server-Timing. */
  DEBUG_TOKEN?: string;
  /** Extra origins for the CSP's img-src, frame-src and connect-src (space- or comma-separated). */
  CSP_IMG_SRC?: string;
  CSP_FRAME_SRC?: string;
  CSP_CONNECT_SRC?: string;
  /** Rate Limiting binding of POST /_purge, keyed on the caller's address. */
  PURGE_LIMITER?: RateLimit;
  /** Attempts of the queue's consumer before a queue message goes to the dead-letter queue (default 10). */
  CONTACT_DELIVERY_ATTEMPTS?: string;
  /** Seconds before the second attempt; each further wait doubles, up to 12 hours (default 30). */
  CONTACT_RETRY_DELAY_SECONDS?: string;
  /** Cloudflare Turnstile's site key; with TURNSTILE_SECRET_KEY (a secret) the form asks for it. */
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET_KEY?: string;
  /** Turnstile's siteverify endpoint; tests point it at a stand-in. */
  TURNSTILE_VERIFY_URL?: string;
  CACHE: KVNamespace;
  /** Contact messages waiting for the upstream, and those it never took. */
  CONTACT_QUEUE: Queue<QueuedContact>;
  CONTACT_DEAD_LETTERS: Queue<QueuedContact>;
  /** Purges of the Workers Cache, coalesced and retried until they land (worker/cache/workers-cache-purge.ts). */
  PURGE_QUEUE?: Queue<WorkersCachePurge>;
  /** Builds of the search indexes (worker/search/index-build.ts). */
  SEARCH_QUEUE?: Queue<SearchBuild>;
  /** Contact messages per visitor address. */
  CONTACT_RATE_LIMIT: RateLimit;
  ASSETS: Fetcher;
  /**
   * Cloudflare's Images binding: the image queue's consumer makes the variants with it (Miniflare
   * does so locally with sharp).
   */
  IMAGES?: ImagesBinding;
  /** The R2 bucket of the Worker's own state, never published: the scope versions (worker/cache/versions.ts). */
  STATE: R2Bucket;
  /** The R2 bucket of the image variants, published on the media host (MEDIA_HOST). */
  MEDIA?: R2Bucket;
  /** The makings of variants after a purge (worker/images/variants.ts). */
  IMAGE_QUEUE?: Queue<ImageJob>;
  /**
   * The origin of the media host that serves MEDIA's variants (https://media.example.az: the
   * bucket's custom domain). Unset: pages name the uploads themselves.
   */
  MEDIA_HOST?: string;
}

/**
 * What every handler of a request gets, built once per request (worker/context.ts). Read them with
 * `c.get(name)`: Hono's `c.var` copies every variable into a new object on each access.
 */
export type Variables = {
  /** The upstream through the caches and the Worker's search. */
  dataSource: DataSource;
  /** What the catalogue reads so far depended on: how long an answer built from them may be kept, and its Cache-Tag. */
  readDependencies: ReadDependencies;
  /** What the request did with the caches and the upstream: Server-Timing and the log line. */
  metrics: RequestMetrics;
  /** The language of a path under /{lang}/ with a supported language. */
  language?: Language;
  /** Where a path without a language goes: the path's language, else the LANG cookie's, else az. */
  preferredLanguage: Language;
  /** Origins of frames the pages show (the contact map), for the CSP's frame-src. */
  frameOrigins?: string[];
  /** The request carries the debug token (or runs under the dev server). */
  debug: boolean;
};

export type WorkerEnv = { Bindings: Env; Variables: Variables };
export type { ExecutionContext };
