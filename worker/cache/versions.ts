// Scope versions: every cache entry's key carries the current version of its scopes, so a purge
// is one KV write. An isolate reads a version from KV at most once a second, and remembers what a
// request's reads depended on, so that a page rendered from them is reused exactly as long.
import type { KVNamespace } from '@cloudflare/workers-types';
import { Lru } from './lru.ts';

/**
 * Scope versions this isolate read, for a second: KV is read at most once a second per scope. A
 * purge through this isolate updates them at once; other isolates see it up to a second later.
 */
export const VERSION_MEMO_MS = 1000;
const versionMemo = new Lru<string, { value: string; at: number }>(4096);

export function rememberVersion(key: string, value: string): void {
  versionMemo.set(key, { value, at: Date.now() });
}

/** The current value of a scope version: from the memo when under a second old, else from KV. */
export function readVersion(kv: KVNamespace, key: string): Promise<string> {
  const known = versionMemo.peek(key);
  if (known && Date.now() - known.at < VERSION_MEMO_MS) return Promise.resolve(known.value);
  return kv.get(key).then((value) => {
    rememberVersion(key, value ?? '0');
    return value ?? '0';
  });
}

/**
 * What the reads of one request depended on, so that a result built from them (a rendered page)
 * can be reused exactly as long as the same reads would give the same values: every read a fresh
 * cached entry, under the scope versions it had, until the first of them stops being fresh.
 */
export class ReadDependencies {
  /** Version key → the value the reads used. */
  readonly versions = new Map<string, string>();
  /** When the first entry read stops being fresh, ms since the epoch. */
  freshUntil = Infinity;
  /** False once a read was stale, uncached, failed, or had no KV: the result must be rebuilt. */
  reusable = true;
}
