// The one owner of a purge (POST /_purge only parses and authorizes): a new version for each
// version key of the scope (one conditional write of the versions object in STATE), which makes every data cache entry under it due for a check; the search
// indexes' builds; the image variants of the photos it can change; and the purge of the answers Cloudflare's Workers Cache keeps under the scope's
// Cache-Tag (worker/cache/workers-cache-purge.ts). The version format and the tag names are this
// module's: the data cache reads the versions (worker/cache/versions.ts), the answers carry the tags
// (worker/core/http-cache.ts).
import { LANGUAGES } from '../../shared/constants.ts';
import { cacheTags } from '../core/http-cache.ts';
import { log } from '../core/log.ts';
import type { Env, PurgeScope, SearchBuild } from '../core/env.ts';
import { purgeKeys } from './scopes.ts';
import { writeVersions } from './versions.ts';
import { queueWorkersCachePurge } from './workers-cache-purge.ts';

export interface Purged {
  version: string;
  tags: string[];
}

/** A version no other purge writes: when, and a random part. */
function newVersion(): string {
  return `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
}

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

export async function purgeScope(env: Env, scope: PurgeScope, slug?: string): Promise<Purged> {
  const keys = purgeKeys(scope, slug);
  const version = newVersion();
  await writeVersions(env.STATE, keys, version);
  const tags = keys.map((key) => cacheTags([key]));
  log('info', 'purge', { scope, ...(slug ? { slug } : {}), version });
  // The search indexes follow: of each language, with the details the scope names fetched again.
  const build = buildAfterPurge(scope, slug);
  if (build && env.SEARCH_QUEUE) await env.SEARCH_QUEUE.sendBatch(LANGUAGES.map((language) => ({ body: { search: language, ...build } })));
  // The photos the scope names get their variants, where new or changed (worker/images/variants.ts).
  if (env.IMAGE_QUEUE) await env.IMAGE_QUEUE.send({ scan: scope, ...(slug ? { slug } : {}) });
  // A purge of all (the one after a deploy) drops what the Workers Cache keeps untagged too.
  if (env.PURGE_QUEUE) await queueWorkersCachePurge(env.PURGE_QUEUE, scope === 'all' ? { tags, everything: true } : { tags });
  return { version, tags };
}
