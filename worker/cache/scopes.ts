// What a purge can invalidate, and which scope each upstream path belongs to. Every cache key
// carries the current version of its scopes, so a purge is one KV write of a new version.

export const PURGE_SCOPES = ['all', 'products', 'product', 'categories', 'shared'] as const;
export type PurgeScope = (typeof PURGE_SCOPES)[number];

export type Kind = 'products' | 'categories' | 'shared';

export interface PathScope {
  kind: Kind;
  /** The product slug for products/{slug} and products/{slug}/related. */
  slug?: string;
}

export function scopeOfPath(path: string): PathScope {
  const parts = path.replace(/^\/+|\/+$/g, '').split('/');
  if (parts[0] === 'products') return parts[1] ? { kind: 'products', slug: parts[1] } : { kind: 'products' };
  if (parts[0] === 'categories') return { kind: 'categories' };
  return { kind: 'shared' };
}

/** The KV keys of the versions that a path's cache entries depend on. */
export function versionKeys(scope: PathScope): string[] {
  const keys = ['version:all', `version:${scope.kind}`];
  if (scope.slug) keys.push(`version:product:${scope.slug}`);
  return keys;
}

/** The version key a purge writes. */
export function purgeKey(scope: PurgeScope, slug?: string): string {
  return scope === 'product' ? `version:product:${slug}` : `version:${scope}`;
}
