// Scope versions: every cache entry is checked under the current version of its scopes, so a
// purge is one write. All of them are one object in the R2 bucket STATE (strongly consistent:
// a write is read at once everywhere), so a Worker run reads one value, not one per scope, and a
// purge updates it with a conditional write (R2 compares the ETag it read: no purge is lost to
// another made at the same moment, which KV, with no compare-and-swap, cannot promise). A
// location's cache keeps the object 30 s (worker/store/policies.ts: `versions`), so R2 is read
// at most once per 30 s per location rather than once per view. No copy in the isolate's memory:
// a purge through another isolate of the location shows at once.
import type { R2Bucket } from '@cloudflare/workers-types';
import { log } from '../core/log.ts';
import { locationTier } from '../store/location.ts';
import { POLICIES } from '../store/policies.ts';

/** Every scope version by its key (`version:products`, `version:product:{slug}`); a missing key is '0'. */
export type VersionMap = Record<string, string>;

/** The object's name in STATE. */
export const VERSIONS_OBJECT = 'scope-versions.json';
/** Conditional writes tried before a purge gives up (each loses only to another purge's write). */
const WRITE_ATTEMPTS = 8;

const atLocation = locationTier('scope-versions');
const { location: locationSeconds } = POLICIES.versions;

function parse(text: string | undefined): VersionMap {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as VersionMap) : {};
  } catch {
    return {};
  }
}

/** Every current scope version: the location's copy, else R2's (then kept at the location). */
export async function readVersions(state: R2Bucket): Promise<VersionMap> {
  const located = await atLocation.get(VERSIONS_OBJECT, 'text');
  if (located !== undefined) return parse(located);
  const stored = await state.get(VERSIONS_OBJECT);
  const text = stored ? await stored.text() : '{}';
  // Awaited (once per lifetime per location), so it has landed before the answer.
  await atLocation.put(VERSIONS_OBJECT, text, locationSeconds);
  return parse(text);
}

/**
 * Sets `keys` to `version` in one conditional write. A purge of a whole kind drops the product
 * versions it supersedes (every product entry's versions name its kind's too), so the object
 * holds at most one version per product purged on its own since.
 */
export async function writeVersions(state: R2Bucket, keys: string[], version: string): Promise<VersionMap> {
  const dropProducts = keys.includes('version:products');
  for (let attempt = 1; attempt <= WRITE_ATTEMPTS; attempt++) {
    const stored = await state.get(VERSIONS_OBJECT);
    const current = parse(stored ? await stored.text() : undefined);
    const next: VersionMap = {};
    for (const [key, value] of Object.entries(current)) if (!(dropProducts && key.startsWith('version:product:'))) next[key] = value;
    for (const key of keys) next[key] = version;
    const text = JSON.stringify(next);
    const written = await state.put(VERSIONS_OBJECT, text, {
      onlyIf: stored ? { etagMatches: stored.etag } : { etagDoesNotMatch: '*' },
      httpMetadata: { contentType: 'application/json' },
    });
    if (written) {
      // This location sees it at once; the others within their copy's 30 s.
      await atLocation.put(VERSIONS_OBJECT, text, locationSeconds);
      return next;
    }
    // Another purge wrote between our read and write: read its result and apply ours to it.
    await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 20));
  }
  log('error', 'scope versions: every conditional write lost to another purge', { keys, attempts: WRITE_ATTEMPTS });
  throw new Error('The scope versions could not be written; purge again.');
}
