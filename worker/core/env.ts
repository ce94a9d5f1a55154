import type { Fetcher, ImagesBinding, KVNamespace, Queue, R2Bucket, RateLimit } from '@cloudflare/workers-types';
import type { DataSource } from '../../shared/data/source.ts';
import type { Language } from '../../shared/constants.ts';
import type { ContactValues } from '../../shared/contact/rules.ts';
import type { ReadDependencies, RequestMetrics } from './metrics.ts';

/** A contact message on its queue (CONTACT_QUEUE): here with the bindings, which worker/contact/delivery.ts's imports reach. */
export interface QueuedContact {
  id: string;
  language: Language;
  values: ContactValues;
  /** When the visitor sent it (ISO 8601), for whoever reads the dead-letter queue. */
  receivedAt: string;
}

/** What a purge can invalidate (POST /_purge's `scope`; its versions and tags: worker/cache/versions.ts). */
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

/** The purge queue's message (PURGE_QUEUE; worker/cache/purge.ts): tags to purge from the Workers Cache, or everything it keeps. */
export interface WorkersCachePurge {
  tags: string[];
  everything?: true;
}

/** A job of the image queue (IMAGE_QUEUE; worker/images/variants.ts): find the photos a purge's scope names, or make their variants. */
export type ImageJob = { scan: PurgeScope; slug?: string } | { photos: string[] };

/** The site Worker's bindings and variables, each described in README: "Configuration". */
export interface Env {
  UPSTREAM_URL: string;
  UPSTREAM_TIMEOUT_MS?: string;
  CACHE_FRESH_SHARED_SECONDS?: string;
  CACHE_FRESH_PRODUCTS_SECONDS?: string;
  CACHE_STALE_WHILE_REVALIDATE_SECONDS?: string;
  CACHE_MAX_STALE_DAYS?: string;
  SEARCH_INDEX_MAX_PRODUCTS?: string;
  SEARCH_DETAILS_PER_RUN?: string;
  /** A secret; purging is refused while it is unset. */
  PURGE_TOKEN?: string;
  SITE_ORIGIN?: string;
  DEBUG_TOKEN?: string;
  CSP_IMG_SRC?: string;
  CSP_FRAME_SRC?: string;
  CSP_CONNECT_SRC?: string;
  PURGE_LIMITER?: RateLimit;
  CONTACT_DELIVERY_ATTEMPTS?: string;
  CONTACT_RETRY_DELAY_SECONDS?: string;
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET_KEY?: string;
  TURNSTILE_VERIFY_URL?: string;
  CACHE: KVNamespace;
  CONTACT_QUEUE: Queue<QueuedContact>;
  CONTACT_DEAD_LETTERS: Queue<QueuedContact>;
  PURGE_QUEUE?: Queue<WorkersCachePurge>;
  SEARCH_QUEUE?: Queue<SearchBuild>;
  CONTACT_RATE_LIMIT: RateLimit;
  ASSETS: Fetcher;
  IMAGES?: ImagesBinding;
  STATE: R2Bucket;
  MEDIA?: R2Bucket;
  IMAGE_QUEUE?: Queue<ImageJob>;
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
  /** Resolved once (worker/context.ts, requestLanguages): the path's, and where a path without one goes. */
  language?: Language;
  preferredLanguage: Language;
  /** Origins of frames the pages show (the contact map), for the CSP's frame-src. */
  frameOrigins?: string[];
  debug: boolean;
};

export type WorkerEnv = { Bindings: Env; Variables: Variables };
