import type { ExecutionContext, Fetcher, KVNamespace, Queue, RateLimit } from '@cloudflare/workers-types';
import type { QueuedContact } from './contact-delivery.ts';

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
  /** Bearer token of the purge endpoint (a secret); purging is refused while it is unset. */
  PURGE_TOKEN?: string;
  /** Attempts of the queue's consumer before a message goes to the dead-letter queue (default 10). */
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
  /** Contact messages per visitor address. */
  CONTACT_RATE_LIMIT: RateLimit;
  ASSETS: Fetcher;
}

export type WorkerEnv = { Bindings: Env };
export type { ExecutionContext };
