// Scope versions: every cache entry is checked under the current version of its scopes, so a
// purge is one KV write. A version is read from this isolate's memory (for a second), else from
// the location's cache (for VERSION_LOCATION_SECONDS), else from KV, which is then read at most
// once per that lifetime per location rather than once per view. What a request's reads
// depended on is remembered: how long an answer built from them may be kept.
import type { KVNamespace } from '@cloudflare/workers-types';
import { matchText, putText } from './location-cache.ts';
import { Lru } from './lru.ts';

/**
 * Scope versions this isolate read, for a second. A purge through this isolate updates them at
 * once; other isolates of the location see it up to a second later.
 */
export const VERSION_MEMO_MS = 1000;
/**
 * How long the location's cache keeps a version read from KV: a purge made at another location
 * shows here up to this much later (after KV itself has carried it, about 60 s).
 */
export const VERSION_LOCATION_SECONDS = 30;
const SPACE = 'scope-versions';
const versionMemo = new Lru<string, { value: string; at: number }>(4096);

/** A version this isolate wrote (a purge): in its memory and the location's cache at once. */
export async function rememberVersion(key: string, value: string): Promise<void> {
  versionMemo.set(key, { value, at: Date.now() });
  await putText(SPACE, key, value, VERSION_LOCATION_SECONDS);
}

/** The current value of a scope version ('0' before any purge). */
export async function readVersion(kv: KVNamespace, key: string): Promise<string> {
  const known = versionMemo.peek(key);
  if (known && Date.now() - known.at < VERSION_MEMO_MS) return known.value;
  let value = await matchText(SPACE, key);
  if (value === undefined) {
    value = (await kv.get(key)) ?? '0';
    // Awaited (once per lifetime per location), so it has landed before the answer.
    await putText(SPACE, key, value, VERSION_LOCATION_SECONDS);
  }
  versionMemo.set(key, { value, at: Date.now() });
  return value;
}

/**
 * What the reads of one request depended on, so that an answer built from them (a page, JSON) says
 * how long caches may keep it (worker/core/http-cache.ts) and which purges retire it (its scopes).
 */
export class ReadDependencies {
  /** Version key → the value the reads used. */
  readonly versions = new Map<string, string>();
  /** When the first value read stops being fresh, ms since the epoch. */
  freshUntil = Infinity;
  /** False once a read gave an older value (stale while it is checked, or stale because the upstream failed): rebuild at once. */
  reusable = true;
}
