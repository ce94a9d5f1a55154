// The one owner of a purge (POST /_purge only parses and authorizes) and of the version format: the
// data cache reads the versions (worker/cache/versions.ts), the answers carry the tags (worker/core/http-cache.ts).
//
// The Workers Cache is purged through the purge queue, twice, never from the request: its purges are
// rate-limited per account and a limited one answers `{ success: false }` without throwing, so the
// consumer coalesces a few seconds of purges into one call and retries until it lands; the second
// purge covers pages rendered elsewhere from what a location still had (docs/caching.md#workers-cache,
// docs/decisions/019-second-purge.md). The runtime offers ctx.cache only where Workers Caching is on.
import type { MessageBatch } from '@cloudflare/workers-types';
import { LANGUAGES } from '../../shared/constants.ts';
import { cacheTags } from '../core/http-cache.ts';
import { log } from '../core/log.ts';
import type { Env, PurgeScope, SearchBuild, WorkersCachePurge } from '../core/env.ts';
import { POLICIES } from '../store/policies.ts';
import { purgeKeys, writeVersions } from './versions.ts';

/** How long KV takes, at most, to carry a write (a rebuilt search index) to every location (Cloudflare's documented figure). */
const KV_PROPAGATION_SECONDS = 60;
/** When the second purge comes: after every location can have read the new versions and KV's writes, and a few seconds more. */
export const PURGE_AGAIN_AFTER_SECONDS = KV_PROPAGATION_SECONDS + POLICIES.versions.location + 5;
/** Tags a purge call may name (Cloudflare: at most 100 operations a request). */
const TAGS_PER_CALL = 100;
/** Attempts of a batch before its purge is given up (and logged as an error): about half an hour of retries. */
export const PURGE_ATTEMPTS = 8;

type PurgeOptions = { tags: string[] } | { purgeEverything: true };
type WorkersCache = { purge(options: PurgeOptions): Promise<{ success: boolean; errors?: { code: number; message: string }[] } | undefined> };

/**
 * What a purge asks of the builds (the same for each language), or undefined when it touches no
 * index. A purge of all (the one after a deploy) builds every language's, so that searches
 * never wait for the first; the others keep those that exist current.
 */
export function buildAfterPurge(scope: PurgeScope, slug?: string): Omit<SearchBuild, 'search'> | undefined {
  if (scope === 'product') return slug ? { update: true, slugs: [slug] } : undefined;
  if (scope === 'categories') return { update: true };
  if (scope === 'all') return { after: Date.now() };
  return scope === 'shared' ? undefined : { update: true, after: Date.now() };
}

export async function purgeScope(env: Env, scope: PurgeScope, slug?: string): Promise<{ version: string; tags: string[] }> {
  const keys = purgeKeys(scope, slug);
  // A version no other purge writes: when, and a random part.
  const version = `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  await writeVersions(env.STATE, keys, version);
  const tags = keys.map((key) => cacheTags([key]));
  log('info', 'purge', { scope, ...(slug ? { slug } : {}), version });
  // The search indexes follow: of each language, with the details the scope names fetched again.
  const build = buildAfterPurge(scope, slug);
  if (build && env.SEARCH_QUEUE) await env.SEARCH_QUEUE.sendBatch(LANGUAGES.map((language) => ({ body: { search: language, ...build } })));
  // The photos the scope names get their variants, where new or changed (worker/images/variants.ts).
  if (env.IMAGE_QUEUE) await env.IMAGE_QUEUE.send({ scan: scope, ...(slug ? { slug } : {}) });
  // The Workers Cache, now and again later; a purge of all (the one after a deploy) drops what it keeps untagged too.
  const body: WorkersCachePurge = scope === 'all' ? { tags, everything: true } : { tags };
  await env.PURGE_QUEUE?.sendBatch([{ body }, { body, delaySeconds: PURGE_AGAIN_AFTER_SECONDS }]);
  return { version, tags };
}

/** Seconds before a failed batch's next attempt: 15, 30, 60, … up to five minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(300, 15 * 2 ** Math.max(0, attempts - 1));
}

/** Everything in one call, or every tag once in calls of at most TAGS_PER_CALL; what went wrong, if anything. */
async function purgeTags(cache: WorkersCache, tags: string[], everything: boolean): Promise<string[]> {
  const errors: string[] = [];
  const calls: PurgeOptions[] = everything ? [{ purgeEverything: true }] : [];
  for (let start = 0; !everything && start < tags.length; start += TAGS_PER_CALL) calls.push({ tags: tags.slice(start, start + TAGS_PER_CALL) });
  for (const options of calls) {
    try {
      const result = await cache.purge(options);
      if (!result?.success) errors.push(...(result?.errors?.map(({ code, message }) => `${code}: ${message}`) ?? ['success: false']));
    } catch (error) {
      errors.push(String(error));
    }
  }
  return errors;
}

/** The purge queue's consumer: one purge for the whole batch, retried until it lands. */
export async function purgeWorkersCache(batch: MessageBatch<WorkersCachePurge>, ctx: unknown): Promise<void> {
  const cache = (ctx as { cache?: Partial<WorkersCache> }).cache;
  const tags = [...new Set(batch.messages.flatMap((message) => message.body.tags))].sort();
  const everything = batch.messages.some((message) => message.body.everything);
  // No Workers Cache in front of this Worker (switched off, or workerd alone): nothing keeps pages.
  if (typeof cache?.purge !== 'function' || (tags.length === 0 && !everything)) return batch.ackAll();
  const errors = await purgeTags(cache as WorkersCache, tags, everything);
  const attempts = Math.max(...batch.messages.map((message) => message.attempts));
  if (errors.length === 0) {
    log('info', 'Workers Cache purged', { ...(everything ? { everything } : { tags }), purges: batch.messages.length, attempts });
    batch.ackAll();
  } else if (attempts >= PURGE_ATTEMPTS) {
    log('error', 'Workers Cache purge given up: pages under these tags may be stale until they expire', { tags, errors, attempts });
    batch.ackAll();
  } else {
    const delaySeconds = retryDelaySeconds(attempts);
    log('warn', 'Workers Cache purge failed, retried', { tags, errors, attempts, retryInSeconds: delaySeconds });
    batch.retryAll({ delaySeconds });
  }
}
