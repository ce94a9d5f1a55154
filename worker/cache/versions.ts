// Scope versions: every cache entry is checked under the current version of its scopes, so a
// purge is one KV write. A version is read from this isolate's memory, else from the location's
// cache, else from KV, which is then read at most once per the location's lifetime per location
// rather than once per view (worker/store/policies.ts: `versions`).
import type { KVNamespace } from '@cloudflare/workers-types';
import { kvTier } from '../store/kv.ts';
import { locationTier } from '../store/location.ts';
import { memory } from '../store/memory.ts';
import { POLICIES } from '../store/policies.ts';

const SPACE = 'scope-versions';
const inMemory = memory<string>(SPACE);
const atLocation = locationTier(SPACE);
const { memory: memorySeconds, location: locationSeconds } = POLICIES.versions;

/** A version this isolate wrote (a purge): in its memory and the location's cache at once. */
export async function rememberVersion(key: string, value: string): Promise<void> {
  inMemory.set(key, value, memorySeconds);
  await atLocation.put(key, value, locationSeconds);
}

/** The current value of a scope version ('0' before any purge). */
export async function readVersion(kv: KVNamespace, key: string): Promise<string> {
  const known = inMemory.get(key);
  if (known !== undefined) return known;
  let value = await atLocation.get(key, 'text');
  if (value === undefined) {
    value = (await kvTier(kv).get(key, 'text')) ?? '0';
    // Awaited (once per lifetime per location), so it has landed before the answer.
    await atLocation.put(key, value, locationSeconds);
  }
  inMemory.set(key, value, memorySeconds);
  return value;
}
