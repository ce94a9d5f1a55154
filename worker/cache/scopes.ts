// What a purge can invalidate, and which scope each upstream path belongs to (its entry in the
// endpoint registry says). Every cache key carries the current version of its scopes, so a purge
// is a KV write of a new version (three for a purge of all).
import { CACHE_SCOPES, endpointOf, type CacheScope, type Freshness } from '../../shared/data/endpoints.ts';
import type { PurgeScope } from '../core/env.ts';

export interface PathScope {
  kind: CacheScope;
  fresh: Freshness;
  /** The product slug for products/{slug} and products/{slug}/related. */
  slug?: string;
}

/** A path outside the registry (none the site calls) is shared data. */
export function scopeOfPath(path: string): PathScope {
  const found = endpointOf(path.replace(/^\/+/, ''));
  if (!found) return { kind: 'shared', fresh: 'shared' };
  const { scope, fresh } = found.endpoint;
  return scope === 'products' && found.slug !== undefined ? { kind: scope, fresh, slug: found.slug } : { kind: scope, fresh };
}

/**
 * The KV keys of the versions that a path's cache entries depend on: its kind's, and its
 * product's. There is no key for "all" (a purge of all writes every kind's), so that a view reads
 * no version beyond those of the data it shows.
 */
export function versionKeys(scope: PathScope): string[] {
  const keys = [`version:${scope.kind}`];
  if (scope.slug) keys.push(`version:product:${scope.slug}`);
  return keys;
}

/** The version keys a purge writes (at most three). */
export function purgeKeys(scope: PurgeScope, slug?: string): string[] {
  if (scope === 'product') return [`version:product:${slug}`];
  if (scope === 'all') return CACHE_SCOPES.map((kind) => `version:${kind}`);
  return [`version:${scope}`];
}
