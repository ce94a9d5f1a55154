// What the cost bench (scripts/bench-cost.ts) gives the site Worker's code when it runs it in
// Node: a clock it can move (no real waiting), a KV namespace and a Cache API that expire entries
// on that clock, and counters of every operation Cloudflare bills or limits.
import { CACHE_STATUSES, type CacheEvent } from './workers-cache.ts';

/** Operations counted during a run; `reset()` starts again from zero. */
export class Counts {
  workerRequests = 0;
  /** Requests Workers Static Assets answers from a file, without the Worker (free, unlimited). */
  assetRequests = 0;
  renders = 0;
  kvReads = 0;
  kvWrites = 0;
  kvDeletes = 0;
  kvLists = 0;
  /** Operations on the STATE bucket: reads (Class B) and writes (Class A). */
  r2Reads = 0;
  r2Writes = 0;
  cacheReads = 0;
  cacheWrites = 0;
  upstreamCalls = 0;
  /** Runs of the search queue's consumer (each a Worker invocation) and the Queues operations of their messages. */
  queueRuns = 0;
  queueOperations = 0;
  /** Calls to the Images binding: each one unique transformation on Cloudflare's bill. */
  imageTransformations = 0;
  /** Answers of Workers Caching in front of the Worker, by Cf-Cache-Status, and its background refreshes. */
  workersCache = Object.fromEntries([...CACHE_STATUSES, 'BACKGROUND'].map((event) => [event, 0])) as Record<CacheEvent, number>;

  reset(): void {
    Object.assign(this, new Counts());
  }
}

/** The simulated time, ms since the epoch; only `advance` moves it. */
export class FakeClock {
  now: number;
  constructor(start: number) {
    this.now = start;
  }
  advance(ms: number): void {
    this.now += ms;
  }
}

/**
 * Makes `Date.now()` and `new Date()` read the clock until the returned function is called. The
 * Worker's code awaits no timer, so timers stay real.
 */
export function installClock(clock: FakeClock): () => void {
  const RealDate = globalThis.Date;
  class ClockDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(clock.now);
      else super(...(args as [string]));
    }
    static override now(): number {
      return clock.now;
    }
  }
  globalThis.Date = ClockDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}

interface Stored {
  /** Text, or the bytes of a binary value (the stored search indexes). */
  value: string | ArrayBuffer;
  /** ms since the epoch; undefined: never. */
  expires: number | undefined;
}

/** An in-memory KV namespace with the calls the Worker makes (get, put, delete, list), counted. */
export function memoryKv(clock: FakeClock, counts: Counts) {
  const data = new Map<string, Stored>();
  const live = (key: string) => {
    const stored = data.get(key);
    if (stored?.expires !== undefined && stored.expires <= clock.now) data.delete(key);
    return data.get(key);
  };
  return {
    async get(key: string, type?: unknown): Promise<unknown> {
      counts.kvReads++;
      const value = live(key)?.value ?? null;
      const kind = typeof type === 'object' && type ? (type as { type?: string }).type : type;
      if (value === null) return null;
      if (kind === 'arrayBuffer') return typeof value === 'string' ? new TextEncoder().encode(value).buffer : value.slice(0);
      const text = typeof value === 'string' ? value : new TextDecoder().decode(value);
      return kind === 'json' ? JSON.parse(text) : text;
    },
    async put(key: string, value: string | ArrayBufferView, options?: { expirationTtl?: number; expiration?: number }): Promise<void> {
      counts.kvWrites++;
      const expires = options?.expirationTtl ? clock.now + options.expirationTtl * 1000 : options?.expiration ? options.expiration * 1000 : undefined;
      const stored = typeof value === 'string' ? value : new Uint8Array(value.buffer, value.byteOffset, value.byteLength).slice().buffer;
      data.set(key, { value: stored, expires });
    },
    async delete(key: string): Promise<void> {
      counts.kvDeletes++;
      data.delete(key);
    },
    async list(options?: { prefix?: string }): Promise<{ keys: { name: string }[]; list_complete: true }> {
      counts.kvLists++;
      const keys = [...data.keys()].filter((name) => live(name) && name.startsWith(options?.prefix ?? '')).map((name) => ({ name }));
      return { keys, list_complete: true };
    },
    /** Entries stored now (for the report). */
    size: () => [...data.keys()].filter((key) => live(key)).length,
  };
}

/**
 * An R2 bucket in memory with the calls the Worker makes on STATE: get, and put with its
 * conditions (`onlyIf`: etagMatches, or etagDoesNotMatch '*' for "only if absent"), answering
 * null when one fails, as R2 does. Reads count as Class B, writes as Class A operations.
 */
export function memoryR2(counts: Pick<Counts, 'r2Reads' | 'r2Writes'>) {
  const data = new Map<string, { text: string; etag: string }>();
  let writes = 0;
  const object = (stored: { text: string; etag: string }) => ({ etag: stored.etag, text: async () => stored.text });
  return {
    async get(key: string) {
      counts.r2Reads++;
      const stored = data.get(key);
      return stored ? object(stored) : null;
    },
    async put(key: string, value: string, options?: { onlyIf?: { etagMatches?: string; etagDoesNotMatch?: string } }) {
      counts.r2Writes++;
      const current = data.get(key);
      const { etagMatches, etagDoesNotMatch } = options?.onlyIf ?? {};
      if (etagMatches !== undefined && current?.etag !== etagMatches) return null;
      if (etagDoesNotMatch === '*' && current) return null;
      if (etagDoesNotMatch !== undefined && etagDoesNotMatch !== '*' && current?.etag === etagDoesNotMatch) return null;
      const stored = { text: value, etag: `etag-${++writes}` };
      data.set(key, stored);
      return object(stored);
    },
  };
}

/** The Workers Cache API (`caches.default`) in memory: entries expire after their Cache-Control max-age on the clock. */
export function memoryCache(clock: FakeClock, counts: Counts) {
  const data = new Map<string, { body: ArrayBuffer; status: number; headers: [string, string][]; expires: number }>();
  const keyOf = (request: Request | string) => (typeof request === 'string' ? request : request.url);
  return {
    async match(request: Request | string): Promise<Response | undefined> {
      counts.cacheReads++;
      const stored = data.get(keyOf(request));
      if (!stored) return undefined;
      if (stored.expires <= clock.now) {
        data.delete(keyOf(request));
        return undefined;
      }
      return new Response(stored.body.slice(0), { status: stored.status, headers: stored.headers });
    },
    async put(request: Request | string, response: Response): Promise<void> {
      counts.cacheWrites++;
      const maxAge = /max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1];
      const body = await response.arrayBuffer();
      if (!maxAge) return;
      data.set(keyOf(request), { body, status: response.status, headers: [...response.headers], expires: clock.now + Number(maxAge) * 1000 });
    },
    async delete(request: Request | string): Promise<boolean> {
      counts.cacheWrites++;
      return data.delete(keyOf(request));
    },
  };
}
