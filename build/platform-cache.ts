// Cloudflare's Workers Caching (`[cache] enabled = true`): the cache in front of the Worker, which
// neither workerd nor Miniflare simulates, modelled for the cost bench (build/cost-harness.ts) from
// Cloudflare's documentation (workers/cache: configuration, cache keys, purge, limitations). One
// instance is one location's cache of one Worker version. The key is the path and query string
// (not the host, cookies or other request headers), a variant per value of the headers the response
// names in `Vary`; GET and HEAD share it. Freshness follows RFC 9111 on the most specific
// of Cloudflare-CDN-Cache-Control, CDN-Cache-Control and Cache-Control, or, when none is sent, the
// heuristic lifetimes of Cloudflare's table. Not modelled: request collapsing (the bench sends one
// request at a time), the upper tier, size limits, Range and Cache Deception Armor.

export const PLATFORM_STATUSES = ['HIT', 'MISS', 'EXPIRED', 'REVALIDATED', 'UPDATING', 'STALE', 'BYPASS', 'DYNAMIC'] as const;
/** The `Cf-Cache-Status` of an answer; DYNAMIC: a method the cache never looks at (POST…). */
export type PlatformStatus = (typeof PLATFORM_STATUSES)[number];
/** What is counted: each answer's status, and each Worker run that refreshed an entry in the background. */
export type PlatformEvent = PlatformStatus | 'BACKGROUND';

export interface PurgeOptions {
  tags?: string[];
  pathPrefixes?: string[];
  purgeEverything?: boolean;
}
export interface PlatformContext {
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException(): void;
  cache: { purge(options: PurgeOptions): Promise<{ success: boolean; errors: { code: number; message: string }[] }> };
}
export type Handler = (request: Request, env: unknown, ctx: PlatformContext) => Promise<Response>;

/** Seconds a response without any cache header is fresh, by status (Cloudflare's heuristic table). */
const HEURISTIC_SECONDS: Record<number, number> = { 200: 7200, 203: 7200, 204: 7200, 300: 1200, 301: 1200, 404: 180, 405: 60, 410: 180, 414: 60, 501: 60 };
/** Most specific first: the first one present decides alone. */
const CONTROL_HEADERS = ['cloudflare-cdn-cache-control', 'cdn-cache-control', 'cache-control'];
/** Cloudflare consumes these and never shows them to clients. */
const CONSUMED_HEADERS = ['cache-tag', 'cloudflare-cdn-cache-control'];

interface Policy {
  freshMs: number;
  staleWhileRevalidateMs: number;
  staleIfErrorMs: number;
}

interface Entry {
  path: string;
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

export class PlatformCache {
  readonly counts = Object.fromEntries([...PLATFORM_STATUSES, 'BACKGROUND'].map((event) => [event, 0])) as Record<PlatformEvent, number>;
  private readonly entries = new Map<string, Entry[]>();
  /** Entries a background refresh is under way for: one at a time. */
  private readonly refreshing = new Set<Entry>();

  private readonly handler: Handler;
  private readonly clock: { readonly now: number };
  private readonly onEvent?: (event: PlatformEvent) => void;

  constructor(handler: Handler, clock: { readonly now: number }, onEvent?: (event: PlatformEvent) => void) {
    this.handler = handler;
    this.clock = clock;
    this.onEvent = onEvent;
  }

  /** Entries stored now, all variants counted. */
  get size(): number {
    return [...this.entries.values()].reduce((sum, list) => sum + list.length, 0);
  }

  /** `ctx.cache.purge`: drops every entry with one of the tags (any case), under one of the path prefixes, or all. */
  purge({ tags = [], pathPrefixes = [], purgeEverything = false }: PurgeOptions): { success: true; errors: never[]; purged: number } {
    const wanted = new Set(tags.map((tag) => tag.toLowerCase()));
    let purged = 0;
    for (const [path, list] of this.entries) {
      const gone = purgeEverything || pathPrefixes.some((prefix) => path.startsWith(prefix));
      const kept = this.keep(path, (entry) => !(gone || entry.tags.some((tag) => wanted.has(tag))));
      purged += list.length - kept;
    }
    return { success: true, errors: [], purged };
  }

  /** Answers as Cloudflare would in front of the handler; background refreshes go to `ctx.waitUntil`. */
  async fetch(request: Request, env: unknown, ctx: Omit<PlatformContext, 'cache'>): Promise<Response> {
    const context: PlatformContext = { ...ctx, cache: { purge: async (options) => this.purge(options) } };
    const run = (forward: Request) => this.handler(forward, env, context);
    const method = request.method;
    if ((method !== 'GET' && method !== 'HEAD') || request.headers.get('upgrade')?.toLowerCase() === 'websocket') {
      return this.answer('DYNAMIC', await run(request));
    }
    const url = new URL(request.url);
    const path = `${url.pathname}${url.search}`;
    // The newest stored answer that fits wins: a response that stopped (or started) varying replaces older ones.
    const entry = this.entries.get(path)?.findLast(({ variant }) => variant.every(([name, value]) => request.headers.get(name) === value));
    if (!entry) return this.fill(request, path, await run(this.forWorker(request)), 'MISS');
    const age = this.clock.now - entry.storedAt;
    const { freshMs, staleWhileRevalidateMs } = entry.policy;
    if (age < freshMs) return this.fromEntry('HIT', entry, request);
    if (age < freshMs + staleWhileRevalidateMs) {
      if (!this.refreshing.has(entry)) {
        this.refreshing.add(entry);
        this.count('BACKGROUND');
        const refresh = this.revalidate(request, entry, run, false).catch(() => undefined);
        ctx.waitUntil(refresh.finally(() => this.refreshing.delete(entry)));
      }
      return this.fromEntry('UPDATING', entry, request);
    }
    return this.revalidate(request, entry, run);
  }

  /** Asks the Worker again, conditionally when the entry has validators. */
  private async revalidate(request: Request, entry: Entry, run: (forward: Request) => Promise<Response>, counted = true): Promise<Response> {
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
    if (response.status >= 500)
      return withinStaleIfError() ? this.fromEntry('STALE', entry, request, counted) : this.answer('EXPIRED', response, false, counted);
    if (response.status === 304 && (etag || modified)) {
      for (const [name, value] of response.headers) if (name !== 'content-length') entry.headers.set(name, value);
      const policy = policyOf(forward, entry.status, entry.headers, this.clock.now);
      if (policy) {
        entry.policy = policy;
        entry.storedAt = this.clock.now;
      } else this.keep(entry.path, (other) => other !== entry);
      return this.fromEntry('REVALIDATED', entry, request, counted);
    }
    this.keep(entry.path, (other) => other !== entry);
    return this.fill(request, entry.path, response, 'EXPIRED', counted);
  }

  /** The request the Worker gets: a GET (a HEAD fills the entry for both) without the client's own conditions. */
  private forWorker(request: Request): Request {
    const headers = new Headers(request.headers);
    headers.delete('if-none-match');
    headers.delete('if-modified-since');
    return new Request(request.url, { method: 'GET', headers });
  }

  private async fill(request: Request, path: string, response: Response, status: 'MISS' | 'EXPIRED', counted = true): Promise<Response> {
    const policy = policyOf(request, response.status, response.headers, this.clock.now);
    if (!policy) return this.answer('BYPASS', response, request.method === 'HEAD', counted);
    const headers = new Headers(response.headers);
    headers.delete('set-cookie');
    const list = (name: string) => (headers.get(name) ?? '').split(',').flatMap((item) => item.trim().toLowerCase() || []);
    const variant = list('vary').map((name) => [name, request.headers.get(name)] as [string, string | null]);
    const tags = list('cache-tag');
    const entry: Entry = { path, variant, status: response.status, headers, body: await response.arrayBuffer(), storedAt: this.clock.now, policy, tags };
    this.keep(path, (other) => JSON.stringify(other.variant) !== JSON.stringify(variant));
    this.entries.set(path, [...(this.entries.get(path) ?? []), entry]);
    // The client that filled it gets the Worker's own headers (a Set-Cookie allowed by private="set-cookie" too).
    return this.fromEntry(status, entry, request, counted, response.headers);
  }

  /** Keeps the entries of a path that pass, and says how many. */
  private keep(path: string, pass: (entry: Entry) => boolean): number {
    const kept = (this.entries.get(path) ?? []).filter(pass);
    if (kept.length === 0) this.entries.delete(path);
    else this.entries.set(path, kept);
    return kept.length;
  }

  /** The stored answer, or a 304 when the client's own validator matches it. */
  private fromEntry(status: PlatformStatus, entry: Entry, request: Request, counted = true, sent = entry.headers): Response {
    const headers = new Headers(sent);
    headers.set('age', String(Math.max(0, Math.floor((this.clock.now - entry.storedAt) / 1000))));
    const clientTag = request.headers.get('if-none-match');
    const since = request.headers.get('if-modified-since');
    const modified = entry.headers.get('last-modified');
    const notModified =
      clientTag !== null ? etagMatches(clientTag, entry.headers.get('etag')) : since !== null && modified !== null && Date.parse(modified) <= Date.parse(since);
    if (notModified && entry.status === 200) return this.answer(status, new Response(null, { status: 304, headers }), true, counted);
    return this.answer(status, new Response(entry.body.slice(0), { status: entry.status, headers }), request.method === 'HEAD', counted);
  }

  /** What the client gets; `counted` false for a background refresh, whose answer goes to nobody. */
  private answer(status: PlatformStatus, response: Response, withoutBody = false, counted = true): Response {
    if (counted) this.count(status);
    const headers = new Headers(response.headers);
    for (const name of CONSUMED_HEADERS) headers.delete(name);
    headers.set('cf-cache-status', status);
    return new Response(withoutBody ? null : response.body, { status: response.status, statusText: response.statusText, headers });
  }

  private count(event: PlatformEvent): void {
    this.counts[event]++;
    this.onEvent?.(event);
  }
}
