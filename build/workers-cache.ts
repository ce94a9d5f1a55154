// Cloudflare's Workers Caching (`[cache] enabled = true`): the cache in front of the Worker, which
// neither workerd nor Miniflare simulates. One implementation, run by the local stack in front of
// the site on workerd (build/local-stack.ts, `npm start`, the tests that check caching) and by the
// cost bench on its fake clock (build/cost-harness.ts). One instance is one location's cache of one
// Worker version, for one account's purge limits. Each rule follows Cloudflare's documentation,
// cited beside it and in docs/caching.md (#the-local-workers-cache):
// https://developers.cloudflare.com/workers/cache/ (billing), …/cache/cache-keys/ (the key),
// …/cache/configuration/ (headers, precedence, stale-*), …/cache/limitations/ (what is never
// stored), …/cache/purge/ (purge API) and https://developers.cloudflare.com/cache/how-to/purge-cache/
// (the purge rate limits Workers Caching uses). Not modelled: request collapsing (concurrent misses
// each run the Worker), the upper tier, size limits, Range, Cache Deception Armor.

export const CACHE_STATUSES = ['HIT', 'MISS', 'EXPIRED', 'REVALIDATED', 'UPDATING', 'STALE', 'BYPASS', 'DYNAMIC'] as const;
/** The `Cf-Cache-Status` of an answer; DYNAMIC: a method the cache never looks at (POST…). */
export type CacheStatus = (typeof CACHE_STATUSES)[number];
/** What is counted: each answer's status, and each Worker run that refreshed an entry in the background. */
export type CacheEvent = CacheStatus | 'BACKGROUND';

export interface PurgeOptions {
  tags?: string[];
  pathPrefixes?: string[];
  purgeEverything?: boolean;
}
/** What `ctx.cache.purge` resolves to: a limited or refused purge does not throw, it says `success: false`. */
export interface PurgeResult {
  success: boolean;
  errors: { code: number; message: string }[];
}
export interface WorkersCacheContext {
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException(): void;
  cache: { purge(options: PurgeOptions): Promise<PurgeResult> };
}
export type Handler = (request: Request, env: unknown, ctx: WorkersCacheContext) => Promise<Response>;
export interface Clock {
  readonly now: number;
}
/** The wall clock, for the local stack; the cost bench passes its fake one. */
export const WALL_CLOCK: Clock = {
  get now() {
    return Date.now();
  },
};

/**
 * Purge limits. "Workers Caching always uses the Free tier limits" for purge (…/workers/cache/purge/),
 * which are per account: 5 requests a minute, a bucket of 25, at most 100 operations (tags or
 * prefixes) a request, refilled as a token bucket (…/cache/how-to/purge-cache/).
 */
export const PURGE_LIMITS = { perMinute: 5, bucket: 25, operationsPerRequest: 100 } as const;

/** Seconds a response without any cache header is fresh, by status (Cloudflare's heuristic table, …/cache/configuration/). */
const HEURISTIC_SECONDS: Record<number, number> = { 200: 7200, 203: 7200, 204: 7200, 300: 1200, 301: 1200, 404: 180, 405: 60, 410: 180, 414: 60, 501: 60 };
/** Most specific first: the first one present decides alone (…/cache/configuration/, "header precedence"). */
const CONTROL_HEADERS = ['cloudflare-cdn-cache-control', 'cdn-cache-control', 'cache-control'];
/** Cloudflare consumes these and never shows them to clients. */
export const CONSUMED_HEADERS = ['cache-tag', 'cloudflare-cdn-cache-control'];
/** Request headers that are part of the key besides the path and query (…/cache/cache-keys/). */
const KEY_HEADERS = ['x-forwarded-host', 'forwarded'];

interface Policy {
  freshMs: number;
  staleWhileRevalidateMs: number;
  staleIfErrorMs: number;
}

interface Entry {
  /** The key's path and query, for a purge by path prefix. */
  path: string;
  key: string;
  /** The request's values of the headers the response varies on. */
  variant: [string, string | null][];
  status: number;
  headers: Headers;
  body: ArrayBuffer;
  storedAt: number;
  policy: Policy;
  tags: string[];
}

export function directives(headers: Headers): Map<string, string> | undefined {
  const value = CONTROL_HEADERS.map((name) => headers.get(name)).find((found) => found !== null);
  if (value === undefined) return undefined;
  const parsed = new Map<string, string>();
  for (const part of value.split(',')) {
    const [name = '', argument = ''] = part.trim().split('=', 2);
    if (name) parsed.set(name.toLowerCase(), argument.replace(/^"|"$/g, '').toLowerCase());
  }
  return parsed;
}

/** How long a response may be kept and served, or undefined when it must not be stored. */
function policyOf(request: Request, status: number, headers: Headers, now: number): Policy | undefined {
  if (status === 206 || (status >= 520 && status <= 526) || headers.get('vary')?.includes('*')) return undefined;
  const control = directives(headers);
  if (control?.has('no-store') || (control?.has('private') && control.get('private') === '')) return undefined;
  const cookieAllowed = control?.get('private') === 'set-cookie' || control?.get('no-cache') === 'set-cookie';
  if (headers.has('set-cookie') && !cookieAllowed) return undefined;
  const strict = control !== undefined && ['s-maxage', 'must-revalidate', 'proxy-revalidate'].some((name) => control.has(name));
  if (request.headers.has('authorization') && !(control?.has('public') || strict)) return undefined;
  const seconds = (name: string) => (control?.has(name) ? Number(control.get(name)) || 0 : undefined);
  const expires = headers.get('expires');
  let fresh =
    seconds('s-maxage') ??
    seconds('max-age') ??
    (expires === null ? undefined : Math.max(0, (Date.parse(expires) - (Date.parse(headers.get('date') ?? '') || now)) / 1000));
  if (fresh === undefined) {
    // Any cache header switches the heuristic off; without a lifetime the entry is checked every time.
    if (control === undefined && expires === null) fresh = HEURISTIC_SECONDS[status];
    else fresh = status in HEURISTIC_SECONDS || control?.has('public') ? 0 : undefined;
  }
  if (fresh === undefined) return undefined;
  if (control?.get('no-cache') === '') fresh = 0;
  return {
    freshMs: fresh * 1000,
    staleWhileRevalidateMs: strict ? 0 : (seconds('stale-while-revalidate') ?? 0) * 1000,
    // Unset, Cloudflare serves stale on a Worker error for as long as the entry is kept.
    staleIfErrorMs: strict ? 0 : (seconds('stale-if-error') ?? Number.POSITIVE_INFINITY) * 1000,
  };
}

function etagMatches(header: string, etag: string | null): boolean {
  if (etag === null) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => weak(tag) === weak(etag));
}

/** The Free tier's token bucket: a request takes one token; tokens come back at `perMinute`. */
class PurgeBucket {
  private tokens: number = PURGE_LIMITS.bucket;
  private since: number;
  constructor(now: number) {
    this.since = now;
  }
  take(now: number): boolean {
    this.tokens = Math.min(PURGE_LIMITS.bucket, this.tokens + ((now - this.since) / 60_000) * PURGE_LIMITS.perMinute);
    this.since = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

export class WorkersCache {
  readonly counts = Object.fromEntries([...CACHE_STATUSES, 'BACKGROUND'].map((event) => [event, 0])) as Record<CacheEvent, number>;
  /** Every purge asked for, with what it answered. */
  readonly purges: { options: PurgeOptions; result: PurgeResult; at: number }[] = [];
  private readonly entries = new Map<string, Entry[]>();
  /** Entries a background refresh is under way for: one at a time. */
  private readonly refreshing = new Set<Entry>();
  private readonly bucket: PurgeBucket;

  private readonly handler: Handler;
  private readonly clock: Clock;
  private readonly onEvent?: (event: CacheEvent) => void;

  constructor(handler: Handler, clock: Clock = WALL_CLOCK, onEvent?: (event: CacheEvent) => void) {
    this.handler = handler;
    this.clock = clock;
    this.onEvent = onEvent;
    this.bucket = new PurgeBucket(clock.now);
  }

  /** Entries stored now, all variants counted. */
  get size(): number {
    return [...this.entries.values()].reduce((sum, list) => sum + list.length, 0);
  }

  /**
   * `ctx.cache.purge`: drops every entry with one of the tags (any case), under one of the path
   * prefixes, or all; past the rate limit, or with more than 100 operations, it purges nothing and
   * answers `success: false` (the error codes are this model's: the docs name none).
   */
  purge(options: PurgeOptions): PurgeResult & { purged: number } {
    const { tags = [], pathPrefixes = [], purgeEverything = false } = options;
    const refuse = (code: number, message: string) => {
      const result = { success: false, errors: [{ code, message }], purged: 0 };
      this.purges.push({ options, result, at: this.clock.now });
      return result;
    };
    if (tags.length + pathPrefixes.length > PURGE_LIMITS.operationsPerRequest)
      return refuse(400, `At most ${PURGE_LIMITS.operationsPerRequest} tags and prefixes in one purge.`);
    if (!purgeEverything && tags.length + pathPrefixes.length === 0) return refuse(400, 'A purge names tags, path prefixes or everything.');
    if (!this.bucket.take(this.clock.now)) return refuse(429, 'Purge rate limit reached (5 a minute, bucket of 25, per account).');
    const wanted = new Set(tags.map((tag) => tag.toLowerCase()));
    let purged = 0;
    for (const [key, list] of this.entries) {
      const kept = this.keep(
        key,
        (entry) => !(purgeEverything || pathPrefixes.some((prefix) => entry.path.startsWith(prefix)) || entry.tags.some((tag) => wanted.has(tag))),
      );
      purged += list.length - kept;
    }
    const result = { success: true, errors: [], purged };
    this.purges.push({ options, result, at: this.clock.now });
    return result;
  }

  /** Answers as Cloudflare would in front of the handler; stores and background refreshes go to `ctx.waitUntil`. */
  async fetch(request: Request, env: unknown, ctx: Omit<WorkersCacheContext, 'cache'>): Promise<Response> {
    const context: WorkersCacheContext = {
      waitUntil: (promise) => ctx.waitUntil(promise),
      passThroughOnException: () => ctx.passThroughOnException(),
      cache: { purge: async (options) => this.purge(options) },
    };
    const run = (forward: Request) => this.handler(forward, env, context);
    const method = request.method;
    if ((method !== 'GET' && method !== 'HEAD') || request.headers.get('upgrade')?.toLowerCase() === 'websocket') {
      return this.answer('DYNAMIC', await run(request));
    }
    const url = new URL(request.url);
    const path = `${url.pathname}${url.search}`;
    // "The cache key is the request URL's path and query string", plus X-Forwarded-Host and Forwarded; not the host or scheme.
    const key = JSON.stringify([path, ...KEY_HEADERS.map((name) => request.headers.get(name))]);
    // The newest stored answer that fits wins: a response that stopped (or started) varying replaces older ones.
    const entry = this.entries.get(key)?.findLast(({ variant }) => variant.every(([name, value]) => request.headers.get(name) === value));
    if (!entry) return this.fill(request, { key, path }, await run(this.forWorker(request)), 'MISS', context);
    const age = this.clock.now - entry.storedAt;
    const { freshMs, staleWhileRevalidateMs } = entry.policy;
    if (age < freshMs) return this.fromEntry('HIT', entry, request);
    if (age < freshMs + staleWhileRevalidateMs) {
      if (!this.refreshing.has(entry)) {
        this.refreshing.add(entry);
        this.count('BACKGROUND');
        // The refreshed answer goes to nobody: its body is dropped once stored.
        const refresh = this.revalidate(request, entry, run, context, false).then(
          (response) => response.body?.cancel(),
          () => undefined,
        );
        ctx.waitUntil(refresh.finally(() => this.refreshing.delete(entry)));
      }
      return this.fromEntry('UPDATING', entry, request);
    }
    return this.revalidate(request, entry, run, context);
  }

  /** Asks the Worker again, conditionally when the entry has validators. */
  private async revalidate(
    request: Request,
    entry: Entry,
    run: (forward: Request) => Promise<Response>,
    ctx: WorkersCacheContext,
    counted = true,
  ): Promise<Response> {
    const forward = this.forWorker(request);
    const etag = entry.headers.get('etag');
    const modified = entry.headers.get('last-modified');
    if (etag) forward.headers.set('if-none-match', etag);
    if (modified) forward.headers.set('if-modified-since', modified);
    const withinStaleIfError = () => this.clock.now - entry.storedAt < entry.policy.freshMs + entry.policy.staleIfErrorMs;
    let response: Response;
    try {
      response = await run(forward);
    } catch (error) {
      if (withinStaleIfError()) return this.fromEntry('STALE', entry, request, counted);
      throw error;
    }
    // A failed refresh leaves the entry as it was.
    if (response.status >= 500) {
      if (!withinStaleIfError()) return this.answer('EXPIRED', response, false, counted);
      await response.body?.cancel();
      return this.fromEntry('STALE', entry, request, counted);
    }
    if (response.status === 304 && (etag || modified)) {
      for (const [name, value] of response.headers) if (name !== 'content-length') entry.headers.set(name, value);
      const policy = policyOf(forward, entry.status, entry.headers, this.clock.now);
      if (policy) {
        entry.policy = policy;
        entry.storedAt = this.clock.now;
      } else this.keep(entry.key, (other) => other !== entry);
      return this.fromEntry('REVALIDATED', entry, request, counted);
    }
    this.keep(entry.key, (other) => other !== entry);
    return this.fill(request, entry, response, 'EXPIRED', ctx, counted);
  }

  /** The request the Worker gets: a GET (a HEAD fills the entry for both) without the client's own conditions. */
  private forWorker(request: Request): Request {
    const headers = new Headers(request.headers);
    headers.delete('if-none-match');
    headers.delete('if-modified-since');
    return new Request(request.url, { method: 'GET', headers });
  }

  /**
   * Stores what the Worker answered, when it may be stored, while the client gets it as it streams
   * (the store completes in `ctx.waitUntil`; until then the address is still a miss).
   */
  private fill(
    request: Request,
    { key, path }: Pick<Entry, 'key' | 'path'>,
    response: Response,
    status: 'MISS' | 'EXPIRED',
    ctx: WorkersCacheContext,
    counted = true,
  ): Response {
    const policy = policyOf(request, response.status, response.headers, this.clock.now);
    if (!policy) return this.answer('BYPASS', response, request.method === 'HEAD', counted);
    const headers = new Headers(response.headers);
    headers.delete('set-cookie');
    const list = (name: string) => (headers.get(name) ?? '').split(',').flatMap((item) => item.trim().toLowerCase() || []);
    const variant = list('vary').map((name) => [name, request.headers.get(name)] as [string, string | null]);
    const tags = list('cache-tag');
    const [toClient, toStore] = response.body ? response.body.tee() : [null, null];
    const storedAt = this.clock.now;
    const store = new Response(toStore).arrayBuffer().then((body) => {
      const entry: Entry = { key, path, variant, status: response.status, headers, body, storedAt, policy, tags };
      this.keep(key, (other) => JSON.stringify(other.variant) !== JSON.stringify(variant));
      this.entries.set(key, [...(this.entries.get(key) ?? []), entry]);
    });
    ctx.waitUntil(store.catch(() => undefined));
    // The client that filled it gets the Worker's own headers (a Set-Cookie allowed by private="set-cookie" too).
    const sent = new Headers(response.headers);
    sent.set('age', '0');
    if (response.status === 200 && this.clientHasIt(request, headers)) {
      void toClient?.cancel();
      return this.answer(status, new Response(null, { status: 304, headers: sent }), true, counted);
    }
    return this.answer(
      status,
      new Response(toClient, { status: response.status, statusText: response.statusText, headers: sent }),
      request.method === 'HEAD',
      counted,
    );
  }

  /** Keeps the entries of a key that pass, and says how many. */
  private keep(key: string, pass: (entry: Entry) => boolean): number {
    const kept = (this.entries.get(key) ?? []).filter(pass);
    if (kept.length === 0) this.entries.delete(key);
    else this.entries.set(key, kept);
    return kept.length;
  }

  /** Whether the client's own validator names the answer with these headers. */
  private clientHasIt(request: Request, headers: Headers): boolean {
    const clientTag = request.headers.get('if-none-match');
    const since = request.headers.get('if-modified-since');
    const modified = headers.get('last-modified');
    return clientTag !== null ? etagMatches(clientTag, headers.get('etag')) : since !== null && modified !== null && Date.parse(modified) <= Date.parse(since);
  }

  /** The stored answer, or a 304 when the client's own validator matches it. */
  private fromEntry(status: CacheStatus, entry: Entry, request: Request, counted = true): Response {
    const headers = new Headers(entry.headers);
    headers.set('age', String(Math.max(0, Math.floor((this.clock.now - entry.storedAt) / 1000))));
    if (entry.status === 200 && this.clientHasIt(request, entry.headers))
      return this.answer(status, new Response(null, { status: 304, headers }), true, counted);
    return this.answer(status, new Response(entry.body.slice(0), { status: entry.status, headers }), request.method === 'HEAD', counted);
  }

  /** What the client gets; `counted` false for a background refresh, whose answer goes to nobody. */
  private answer(status: CacheStatus, response: Response, withoutBody = false, counted = true): Response {
    if (counted) this.count(status);
    const headers = new Headers(response.headers);
    for (const name of CONSUMED_HEADERS) headers.delete(name);
    headers.set('cf-cache-status', status);
    if (withoutBody) void response.body?.cancel();
    return new Response(withoutBody ? null : response.body, { status: response.status, statusText: response.statusText, headers });
  }

  private count(event: CacheEvent): void {
    this.counts[event]++;
    this.onEvent?.(event);
  }
}
