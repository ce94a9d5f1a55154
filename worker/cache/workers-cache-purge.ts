// Purging Cloudflare's Workers Cache, the cache in front of the Worker (the runtime offers
// ctx.cache only where Workers Caching is on; locally, behind build/workers-cache.ts). Purges are
// rate-limited per account at the Free tier's limits whatever the plan (5 a minute, a bucket of 25,
// 100 tags a call) and a limited one answers `{ success: false }` without throwing
// (docs/caching.md#the-local-workers-cache). So a purge never calls it from the request: the tags go
// to the purge queue, whose consumer purges what a few seconds of purges named in one call, reads
// `success`, and retries with a growing delay until it lands; a purge that never lands is logged as
// an error. Each purge is sent twice: at once, and again once every location has read the new
// versions (a location keeps its copy 30 s) and KV has carried the rebuilt entries and search
// indexes everywhere (about a minute), since a page rendered in between at another location, from
// what it still had, would otherwise be kept there until its lifetime ends.
import type { MessageBatch, Queue } from '@cloudflare/workers-types';
import type { WorkersCachePurge } from '../core/env.ts';
import { log } from '../core/log.ts';
import { POLICIES } from '../store/policies.ts';

/** How long KV takes, at most, to carry a write (a rebuilt search index) to every location (Cloudflare's documented figure). */
const KV_PROPAGATION_SECONDS = 60;
/** When the second purge comes: after every location can have read the new versions and KV's writes, and a few seconds more. */
export const PURGE_AGAIN_AFTER_SECONDS = KV_PROPAGATION_SECONDS + POLICIES.versions.location + 5;
/** Tags a purge call may name (Cloudflare: at most 100 operations a request). */
export const TAGS_PER_CALL = 100;
/** Attempts of a batch before its purge is given up (and logged as an error): about half an hour of retries. */
export const PURGE_ATTEMPTS = 8;

interface PurgeResult {
  success: boolean;
  errors?: { code: number; message: string }[];
}
type PurgeOptions = { tags: string[] } | { purgeEverything: true };
interface WorkersCacheApi {
  purge(options: PurgeOptions): Promise<PurgeResult | undefined>;
}

function workersCacheOf(ctx: unknown): WorkersCacheApi | undefined {
  const cache = (ctx as { cache?: Partial<WorkersCacheApi> }).cache;
  return typeof cache?.purge === 'function' ? (cache as WorkersCacheApi) : undefined;
}

/** Asks the purge queue to purge now and again later. */
export async function queueWorkersCachePurge(queue: Queue<WorkersCachePurge>, body: WorkersCachePurge): Promise<void> {
  await queue.sendBatch([{ body }, { body, delaySeconds: PURGE_AGAIN_AFTER_SECONDS }]);
}

/** Seconds before a failed batch's next attempt: 15, 30, 60, … up to five minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(300, 15 * 2 ** Math.max(0, attempts - 1));
}

/** Everything in one call, or every tag once in calls of at most TAGS_PER_CALL; what went wrong, if anything. */
async function purgeTags(cache: WorkersCacheApi, tags: string[], everything: boolean): Promise<string[]> {
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
  const cache = workersCacheOf(ctx);
  const tags = [...new Set(batch.messages.flatMap((message) => message.body.tags))].sort();
  const everything = batch.messages.some((message) => message.body.everything);
  // No Workers Cache in front of this Worker (switched off, or workerd alone): nothing keeps pages.
  if (!cache || (tags.length === 0 && !everything)) {
    batch.ackAll();
    return;
  }
  const errors = await purgeTags(cache, tags, everything);
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
