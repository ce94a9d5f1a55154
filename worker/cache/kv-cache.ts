// The upstream behind a KV cache: fresh entries answer at once; stale ones answer at once and
// are refreshed in the background (ctx.waitUntil); when the upstream fails, entries up to the
// maximum stale age still answer. Concurrent misses for one key share one upstream call.
// Errors, 503s and oversize values are never stored; an upstream 404 is remembered in the
// isolate for a minute; a failing KV falls back to the upstream.
import type { ExecutionContext, KVNamespace } from '@cloudflare/workers-types';
import { UpstreamError } from '../../shared/data/errors.ts';
import { toSearchParams, type DataSource, type Query } from '../../shared/data/source.ts';
import type { Check } from '../../shared/data/validate.ts';
import type { Language } from '../../shared/constants.ts';
import type { Config } from '../core/config.ts';
import { log } from '../core/log.ts';
import type { RequestMetrics } from '../core/metrics.ts';
import { fetchUpstream } from '../upstream/client.ts';
import { Lru } from './lru.ts';
import { scopeOfPath, versionKeys, type PathScope } from './scopes.ts';
import { ReadDependencies, readVersion } from './versions.ts';

/** Values larger than this (bytes of JSON) are served but not stored. */
export const MAX_ENTRY_BYTES = 512 * 1024;
/** KV keys may be 512 bytes; longer ones (a long search) are hashed. */
const MAX_KEY_BYTES = 400;

interface Entry {
  /** When the value was stored, ms since the epoch. */
  t: number;
  v: unknown;
}

/** Upstream calls under way in this isolate, by cache key: concurrent misses share one. */
const inflight = new Map<string, Promise<unknown>>();

/**
 * Entries this isolate has read or written, newest last: a warm page then reads nothing from KV.
 * Keys carry the scope versions, so a purge retires them like KV's. Bounded by total JSON size
 * (the parsed values take about three times as much heap).
 */
export const MEMORY_MAX_BYTES = 8 * 1024 * 1024;
const memory = new Lru<string, { entry: Entry; bytes: number }>(MEMORY_MAX_BYTES, ({ bytes }) => bytes);

/**
 * Upstream 404s for a minute, by cache key: a flood of requests for one missing product costs one
 * upstream call a minute. Only in the isolate's memory, never in KV, whose writes are scarce
 * (1,000 a day on the Free plan) and which random missing slugs would otherwise spend.
 */
export const NOT_FOUND_MEMORY_MS = 60_000;
const notFound = new Lru<string, number>(4096);

async function hashed(key: string): Promise<string> {
  if (new TextEncoder().encode(key).length <= MAX_KEY_BYTES) return key;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return `hash:${[...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export interface CachedSourceOptions {
  kv: KVNamespace;
  ctx: Pick<ExecutionContext, 'waitUntil'>;
  config: Config;
  metrics: RequestMetrics;
  /** Applied to every upstream answer before it is checked and stored (e.g. sanitizing HTML). */
  transform?: (path: string, value: unknown) => unknown;
  /** Told what every read depended on. */
  dependencies?: ReadDependencies;
}

export function createCachedSource({ kv, ctx, config, metrics, transform, dependencies = new ReadDependencies() }: CachedSourceOptions): DataSource {
  // One value per version key for the whole request, so that all its reads agree.
  const versions = new Map<string, Promise<string>>();
  const version = (key: string) => {
    let promise = versions.get(key);
    if (!promise) {
      promise = readVersion(kv, key).then((value) => {
        dependencies.versions.set(key, value);
        return value;
      });
      versions.set(key, promise);
    }
    return promise;
  };

  async function read(key: string): Promise<Entry | null> {
    const known = memory.get(key);
    if (known) return known.entry;
    const text = await kv.get(key, 'text');
    if (text === null) return null;
    const entry = JSON.parse(text) as Entry;
    memory.set(key, { entry, bytes: text.length });
    return entry;
  }

  async function entryKey(scope: PathScope, path: string, query: Query, language: Language): Promise<string> {
    const parts = await Promise.all(versionKeys(scope).map(version));
    // The upstream is part of the key: entries of another upstream (a changed UPSTREAM_URL, or
    // the dev server's persisted KV after the API moved) never answer for this one.
    return hashed(`entry:${parts.join('.')}:${language}:${config.upstreamUrl}|${path}?${toSearchParams(query)}`);
  }

  function freshSeconds(scope: PathScope): number {
    return scope.fresh === 'products' ? config.cache.freshProductsSeconds : config.cache.freshSharedSeconds;
  }

  function store(key: string, value: unknown): void {
    const entry: Entry = { t: Date.now(), v: value };
    const json = JSON.stringify(entry);
    if (json.length > MAX_ENTRY_BYTES) return;
    memory.set(key, { entry, bytes: json.length });
    ctx.waitUntil(
      kv.put(key, json, { expirationTtl: Math.max(60, Math.ceil(config.cache.maxStaleSeconds)) }).catch((error: unknown) => {
        log('error', `KV write failed: ${String(error)}`, { key });
      }),
    );
  }

  /** One upstream call for the key, however many requests in this isolate want it now. */
  function load<T>(key: string | undefined, path: string, query: Query, language: Language, check: Check<T>): Promise<T> {
    const shareKey = key ?? `nokv:${language}:${path}?${toSearchParams(query)}`;
    const running = inflight.get(shareKey);
    if (running) return running as Promise<T>;
    const started = Date.now();
    const promise = fetchUpstream({ baseUrl: config.upstreamUrl, path, query, language, timeoutMs: config.upstreamTimeoutMs })
      .finally(() => metrics.upstream(Date.now() - started))
      .then(
        (raw) => {
          const value = check(transform ? transform(path, raw) : raw, '');
          if (key) store(key, value);
          return value;
        },
        (error: unknown) => {
          if (key && error instanceof UpstreamError && error.kind === 'not-found') notFound.set(key, Date.now() + NOT_FOUND_MEMORY_MS);
          throw error;
        },
      )
      .finally(() => inflight.delete(shareKey));
    inflight.set(shareKey, promise);
    // The call belongs to the request that started it; workerd cancels its I/O when that request
    // ends, which would leave every request sharing it waiting. Keep it alive until it settles.
    ctx.waitUntil(promise.catch(() => undefined));
    return promise;
  }

  return {
    async get<T>(path: string, query: Query, language: Language, check: Check<T>): Promise<T> {
      const scope = scopeOfPath(path);
      let key: string | undefined;
      let entry: Entry | null = null;
      try {
        key = await entryKey(scope, path, query, language);
        entry = await read(key);
      } catch (error) {
        metrics.kvErrors++;
        log('error', `KV read failed: ${String(error)}`, { path });
        key = undefined;
      }
      if (!entry && key && (notFound.get(key) ?? 0) > Date.now()) {
        dependencies.reusable = false;
        metrics.cache('hit');
        throw new UpstreamError('not-found', `Upstream answered 404 less than a minute ago: ${path}`, 404);
      }
      const age = entry ? (Date.now() - entry.t) / 1000 : Infinity;
      const fresh = freshSeconds(scope);
      let cached: T | undefined;
      if (entry) {
        try {
          cached = check(entry.v, '');
        } catch {
          cached = undefined;
        }
      }
      if (cached !== undefined && age <= fresh) {
        metrics.cache('hit');
        dependencies.freshUntil = Math.min(dependencies.freshUntil, entry!.t + fresh * 1000);
        return cached;
      }
      // Every other outcome gives a value that a later identical read may not give.
      dependencies.reusable = false;
      if (cached !== undefined && age <= fresh + config.cache.staleWhileRevalidateSeconds) {
        metrics.cache('stale');
        ctx.waitUntil(load(key, path, query, language, check).catch(() => undefined));
        return cached;
      }
      try {
        const value = await load(key, path, query, language, check);
        metrics.cache(key ? 'miss' : 'bypass');
        return value;
      } catch (error) {
        const maintenance = error instanceof UpstreamError && error.kind === 'maintenance';
        const missing = error instanceof UpstreamError && error.kind === 'not-found';
        if (cached !== undefined && !maintenance && !missing && age <= config.cache.maxStaleSeconds) {
          metrics.cache('stale-if-error');
          return cached;
        }
        throw error;
      }
    },

    async peek<T>(path: string, query: Query, language: Language, check: Check<T>, about?: string): Promise<T | undefined> {
      try {
        const scope = scopeOfPath(path);
        const entry = await read(await entryKey(scope, path, query, language));
        const fresh = freshSeconds(scope);
        if (!entry || (Date.now() - entry.t) / 1000 > fresh) return undefined;
        if (about !== undefined) {
          const own = versionKeys(scope);
          const purges = await Promise.all(
            versionKeys(scopeOfPath(about))
              .filter((key) => !own.includes(key))
              .map(version),
          );
          // A purge's version starts with its time in base 36 (worker/routes/purge.ts); any other
          // value than the initial '0' that is not older than the entry makes the entry unsure.
          if (purges.some((value) => value !== '0' && !(Number.parseInt(value, 36) < entry.t))) return undefined;
        }
        const value = check(entry.v, '');
        dependencies.freshUntil = Math.min(dependencies.freshUntil, entry.t + fresh * 1000);
        return value;
      } catch {
        // Unreadable or malformed: not known, and the caller asks the upstream as before.
        return undefined;
      }
    },
  };
}
