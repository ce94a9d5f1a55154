// Cloudflare's Workers Cache in front of the Worker (where it is switched on: the runtime offers
// ctx.cache only there, not under Miniflare) is purged by tag beside the KV versions, twice: at
// once, and again once every location can have read the new versions. KV carries a write to other
// locations in about a minute, and a location's cache keeps a version it read for
// VERSION_LOCATION_SECONDS; a page rendered in between at another location, from the versions it
// still had, would otherwise be kept there until its lifetime ends. The second purge goes through
// the purge queue (PURGE_QUEUE) with a delay.
import type { MessageBatch, Queue } from '@cloudflare/workers-types';
import { log } from '../core/log.ts';
import { VERSION_LOCATION_SECONDS, VERSION_MEMO_MS } from './versions.ts';

/** How long KV takes, at most, to carry a write to every location (Cloudflare's documented figure). */
const KV_PROPAGATION_SECONDS = 60;
/** When the second purge comes: after every location can have read the new versions. */
export const PURGE_AGAIN_AFTER_SECONDS = KV_PROPAGATION_SECONDS + VERSION_LOCATION_SECONDS + Math.ceil(VERSION_MEMO_MS / 1000) + 4;

/** The purge queue's message: the tags to purge again. */
export interface PurgeAgain {
  tags: string[];
}

interface EdgeCache {
  purge(options: { tags: string[] }): Promise<unknown>;
}

function edgeCacheOf(ctx: unknown): EdgeCache | undefined {
  const cache = (ctx as { cache?: Partial<EdgeCache> }).cache;
  return typeof cache?.purge === 'function' ? (cache as EdgeCache) : undefined;
}

/** Purges the tags from the Workers Cache now, and asks the purge queue to purge them again later. */
export async function purgeEdge(ctx: unknown, queue: Queue<PurgeAgain> | undefined, tags: string[]): Promise<void> {
  const cache = edgeCacheOf(ctx);
  if (!cache) return;
  await cache.purge({ tags });
  await queue?.send({ tags }, { delaySeconds: PURGE_AGAIN_AFTER_SECONDS });
}

/** Whether a queue batch is the purge queue's (a batch comes from one queue). */
export function isPurgeBatch(batch: MessageBatch<unknown>): batch is MessageBatch<PurgeAgain> {
  const body = batch.messages[0]?.body;
  return typeof body === 'object' && body !== null && Array.isArray((body as PurgeAgain).tags);
}

/** The purge queue's consumer: the second purge (a failure retries the batch). */
export async function purgeAgain(batch: MessageBatch<PurgeAgain>, ctx: unknown): Promise<void> {
  const tags = [...new Set(batch.messages.flatMap((message) => message.body.tags))];
  await edgeCacheOf(ctx)?.purge({ tags });
  log('info', 'Workers Cache purged again', { tags });
  batch.ackAll();
}
