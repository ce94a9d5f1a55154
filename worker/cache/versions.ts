// Scope versions: every cache entry is checked under the current version of its scopes, so a
// purge is one KV write. A version is read from the location's cache, else from KV, which is then
// read at most once per the location's lifetime per location rather than once per view
// (worker/store/policies.ts: `versions`). No copy in the isolate's memory: a request reads each
// version once (kv-cache.ts keeps it for the request), and the location's cache costs no KV read.
import type { KVNamespace } from '@cloudflare/workers-types';
import { kvTier } from '../store/kv.ts';
import { locationTier } from '../store/location.ts';
import { POLICIES } from '../store/policies.ts';

const atLocation = locationTier('scope-versions');
const { location: locationSeconds } = POLICIES.versions;

/** A version this isolate wrote (a purge): in the location's cache at once. */
export async function rememberVersion(key: string, value: string): Promise<void> {
  await atLocation.put(key, value, locationSeconds);
}

/** The current value of a scope version ('0' before any purge). */
export async function readVersion(kv: KVNamespace, key: string): Promise<string> {
  const located = await atLocation.get(key, 'text');
  if (located !== undefined) return located;
  const value = (await kvTier(kv).get(key, 'text')) ?? '0';
  // Awaited (once per lifetime per location), so it has landed before the answer.
  await atLocation.put(key, value, locationSeconds);
  return value;
}
