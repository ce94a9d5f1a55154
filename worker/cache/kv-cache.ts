// The upstream behind the data cache (its tiers: entries.ts): fresh entries answer at once, stale
// ones at once while they are checked, an entry purged since its last check only after its check,
// and entries up to the maximum stale age when the upstream fails. docs/caching.md#data-cache tells
// each rule and why; a failing KV falls back to the upstream.
import type { ExecutionContext, KVNamespace, R2Bucket } from '@cloudflare/workers-types';
import { UpstreamError } from '../../shared/data/errors.ts';
import { toSearchParams, type DataSource, type Query } from '../../shared/data/source.ts';
import type { Check } from '../../shared/data/validate.ts';
import type { Language } from '../../shared/constants.ts';
import type { Config } from '../core/config.ts';
import { log } from '../core/log.ts';
import { ReadDependencies, type RequestMetrics } from '../core/metrics.ts';
import { sanitizeUpstream } from '../core/sanitize.ts';
import { fetchUpstream } from '../upstream/client.ts';
import { sha256 } from '../store/hash.ts';
import { entryStore, type Checked, type Missing } from './entries.ts';
import { readVersions, scopeOfPath, type PathScope, type VersionMap } from './versions.ts';

/** KV keys may be 512 bytes; longer ones (a long search) are hashed. */
const MAX_KEY_BYTES = 400;

/** Upstream calls under way in this isolate, by cache key: concurrent misses share one. */
const inflight = new Map<string, Promise<unknown>>();

const hashed = (key: string): string => (new TextEncoder().encode(key).length <= MAX_KEY_BYTES ? key : `hash:${sha256(key)}`);

export interface CachedSourceOptions {
  kv: KVNamespace;
  /** The R2 bucket that holds the scope versions (versions.ts). */
  state: R2Bucket;
  ctx: Pick<ExecutionContext, 'waitUntil'>;
  config: Config;
  metrics: RequestMetrics;
  dependencies?: ReadDependencies;
  /**
   * Whether a stale entry, or one past half its lifetime, is checked while the request waits: for a
   * revalidation (a conditional request), so that its answer is fresh for a whole lifetime again
   * (docs/caching.md#data-cache, "Stale").
   */
  checkStaleNow?: boolean;
}

export function createCachedSource(options: CachedSourceOptions): DataSource {
  const { kv, state, ctx, config, metrics, dependencies = new ReadDependencies(), checkStaleNow = false } = options;
  const entries = entryStore({ kv, ctx, cache: config.cache });
  // The versions are read once for the whole request, so that all its reads agree.
  let all: Promise<VersionMap> | undefined;
  const version = async (key: string) => {
    all ??= readVersions(state);
    const value = (await all)[key] ?? '0';
    dependencies.versions.set(key, value);
    return value;
  };

  const versionsOf = async (scope: PathScope) => (await Promise.all(scope.keys.map(version))).join('.');

  // The upstream is part of the key: entries of another upstream (a changed UPSTREAM_URL, or the
  // dev server's persisted KV after the API moved) never answer for this one. The scope versions
  // are not: a purge makes an entry due for a (conditional) check rather than orphaning it.
  const entryKey = (path: string, query: Query, language: Language) => hashed(`data:${language}:${config.upstreamUrl}|${path}?${toSearchParams(query)}`);
  const freshSeconds = (scope: PathScope) => (scope.fresh === 'products' ? config.cache.freshProductsSeconds : config.cache.freshSharedSeconds);

  return {
    async get<T>(path: string, query: Query, language: Language, check: Check<T>): Promise<T> {
      const scope = scopeOfPath(path);
      let key: string | undefined;
      let read: Checked | Missing | null = null;
      let scopeVersions = '';
      try {
        scopeVersions = await versionsOf(scope);
        key = entryKey(path, query, language);
        read = await entries.read(key);
      } catch (error) {
        metrics.kvErrors++;
        log('error', `KV read failed: ${String(error)}`, { path });
        key = undefined;
      }
      // A 404 answers for its minute under the versions it was seen with (a purge of its scopes forgets it).
      if (read && 'missing' in read && read.versions === scopeVersions) {
        dependencies.reusable = false;
        metrics.cache('hit');
        throw new UpstreamError('not-found', `Upstream answered 404 less than a minute ago: ${path}`, 404);
      }
      const known = read && 'entry' in read ? read : null;
      // Checked before the latest purge of its scopes: due now, whatever its age.
      const age = known && known.versions === scopeVersions ? (Date.now() - known.checked) / 1000 : Infinity;
      const fresh = freshSeconds(scope);
      let cached: T | undefined;
      try {
        cached = known ? check(known.entry.v, '') : undefined;
      } catch {
        // An entry that fails its check now (a changed shape) is as good as none.
      }
      /** One upstream call for the key, however many requests in this isolate want it now. */
      const load = (known: Checked | null): Promise<T> => {
        const shareKey = key ?? `nokv:${language}:${path}?${toSearchParams(query)}`;
        const running = inflight.get(shareKey);
        if (running) return running as Promise<T>;
        const started = Date.now();
        const validators = known ? { etag: known.entry.e, lastModified: known.entry.m } : undefined;
        const promise = fetchUpstream(config, path, query, language, validators)
          .finally(() => metrics.upstream(Date.now() - started))
          .then(
            async (answer) => {
              const now = Date.now();
              if (answer.notModified) {
                // Only sent with validators, which only a known entry has.
                if (key && known) entries.keep(key, { ...known, checked: now, versions: scopeVersions });
                return check(known!.entry.v, '');
              }
              const value = check(sanitizeUpstream(path, answer.value), '');
              if (!key) return value;
              const hash = sha256(JSON.stringify(value));
              const { etag: e, lastModified: m } = answer.validators;
              const same = known?.entry.h === hash;
              const entry = same ? { ...known!.entry, e, m } : { v: value, h: hash, e, m, t: now, s: scopeVersions };
              entries.keep(key, { entry, checked: now, versions: scopeVersions }, !same);
              return value;
            },
            (error: unknown) => {
              if (key && error instanceof UpstreamError && error.kind === 'not-found') entries.keep(key, { missing: true, versions: scopeVersions });
              throw error;
            },
          )
          .finally(() => inflight.delete(shareKey));
        inflight.set(shareKey, promise);
        // The call belongs to the request that started it; workerd cancels its I/O when that request
        // ends, which would leave every request sharing it waiting. Keep it alive until it settles.
        ctx.waitUntil(promise.catch(() => undefined));
        return promise;
      };
      /** The entry as fresh as its last check says. */
      const answerFresh = (value: T): T => {
        metrics.cache('hit');
        dependencies.freshUntil = Math.min(dependencies.freshUntil, known!.checked + fresh * 1000);
        return value;
      };
      if (cached !== undefined && (checkStaleNow ? age <= fresh / 2 : age <= fresh)) return answerFresh(cached);
      if (cached !== undefined && age <= fresh + config.cache.staleWhileRevalidateSeconds && !checkStaleNow) {
        // Older than its lifetime, and being checked: what is built from it is due again at once.
        dependencies.reusable = false;
        metrics.cache('stale');
        ctx.waitUntil(load(known).catch(() => undefined));
        return cached;
      }
      try {
        const value = await load(cached === undefined ? null : known);
        metrics.cache(key ? 'miss' : 'bypass');
        // Just asked: as fresh as it gets.
        dependencies.freshUntil = Math.min(dependencies.freshUntil, Date.now() + fresh * 1000);
        return value;
      } catch (error) {
        const kind = error instanceof UpstreamError ? error.kind : undefined;
        // Checked early (a revalidation's entry past half its lifetime) and still fresh: answered as
        // fresh, during maintenance too, as it would have been unchecked; unless the upstream says it is gone.
        if (cached !== undefined && kind !== 'not-found' && age <= fresh) return answerFresh(cached);
        // Not after a purge of its scopes (age is then infinite): the company said it changed.
        if (cached !== undefined && kind !== 'maintenance' && kind !== 'not-found' && age <= config.cache.maxStaleSeconds) {
          dependencies.reusable = false;
          metrics.cache('stale-if-error');
          return cached;
        }
        throw error;
      }
    },

    async peek<T>(path: string, query: Query, language: Language, check: Check<T>, about?: string): Promise<T | undefined> {
      try {
        const scope = scopeOfPath(path);
        const scopeVersions = await versionsOf(scope);
        const known = await entries.read(entryKey(path, query, language));
        const fresh = freshSeconds(scope);
        // Known only while fresh and not purged since its last check (as get() would answer it).
        if (!known || 'missing' in known || known.versions !== scopeVersions || (Date.now() - known.checked) / 1000 > fresh) return undefined;
        if (about !== undefined) {
          const others = scopeOfPath(about).keys.filter((versionKey) => !scope.keys.includes(versionKey));
          const purges = await Promise.all(others.map(version));
          // A purge's version starts with its time in base 36 (worker/cache/purge.ts); any other
          // value than the initial '0' that is not older than the last check makes the entry unsure.
          if (purges.some((value) => value !== '0' && !(Number.parseInt(value, 36) < known.checked))) return undefined;
        }
        const value = check(known.entry.v, '');
        dependencies.freshUntil = Math.min(dependencies.freshUntil, known.checked + fresh * 1000);
        return value;
      } catch {
        // Unreadable or malformed: not known, and the caller asks the upstream as before.
        return undefined;
      }
    },
  };
}
