// Scope versions: which scopes each upstream path belongs to (its entry in the endpoint registry
// says), and the current version of each, one object in the R2 bucket STATE that a purge updates
// with a conditional write; why R2, and why no copy in memory: docs/caching.md#data-cache and
// docs/decisions/024-scope-versions-in-r2.md.
import type { R2Bucket } from '@cloudflare/workers-types';
import { CACHE_SCOPES, endpointOf, type Freshness } from '../../shared/data/endpoints.ts';
import type { PurgeScope } from '../core/env.ts';
import { log } from '../core/log.ts';
import { locationTier } from '../store/location.ts';
import { POLICIES } from '../store/policies.ts';

/** Every scope version by its key (`version:products`, `version:product:{slug}`); a missing key is '0'. */
export type VersionMap = Record<string, string>;

/** What a path's cache entries depend on: how long they stay fresh, and the keys of their versions. */
export interface PathScope {
  fresh: Freshness;
  keys: string[];
}

/**
 * The keys are its kind's, and its product's for products/{slug} and products/{slug}/related. There
 * is no key for "all" (a purge of all writes every kind's), so that a view reads no version beyond
 * those of the data it shows. A path outside the registry (none the site calls) is shared data.
 */
export function scopeOfPath(path: string): PathScope {
  const found = endpointOf(path.replace(/^\/+/, ''));
  if (!found) return { fresh: 'shared', keys: ['version:shared'] };
  const { scope, fresh } = found.endpoint;
  const keys = [`version:${scope}`];
  if (scope === 'products' && found.slug !== undefined) keys.push(`version:product:${found.slug}`);
  return { fresh, keys };
}

/** The version keys a purge writes (at most three). */
export function purgeKeys(scope: PurgeScope, slug?: string): string[] {
  if (scope === 'product') return [`version:product:${slug}`];
  if (scope === 'all') return CACHE_SCOPES.map((kind) => `version:${kind}`);
  return [`version:${scope}`];
}

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
