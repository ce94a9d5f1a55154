// How long an answer may be kept, and by whom: browsers ask again every time (`no-cache`) and get a
// 304 for a matching ETag; the Workers Cache keeps an answer while the data behind it stays fresh
// (docs/caching.md#workers-cache).
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { ReadDependencies } from './metrics.ts';
import type { CacheConfig } from './config.ts';

/** What no cache may keep: POST answers, errors, maintenance, redirects that depend on the visitor. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** Answers that depend on the code alone (a redirect to the canonical address, an address that cannot exist). */
export const CODE_ONLY = { 'Cache-Control': 'public, max-age=3600' } as const;

/**
 * Every answer says who may keep it: one that does not gets `no-store` (Cloudflare's cache would
 * otherwise keep a 200 for two hours by its own heuristics).
 */
export const noStoreUnlessSaid: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', NO_STORE['Cache-Control']);
};

/** A permanent redirect to the one address of what was asked: it depends on the code alone. */
export function movedPermanently(c: Context, location: string): Response {
  c.header('Cache-Control', CODE_ONLY['Cache-Control']);
  return c.redirect(location, 301);
}

/** CODE_ONLY for an answer that names the site's origin: shared caches keep it only when that origin is fixed (SITE_ORIGIN). */
export function codeOnly(fixedOrigin: boolean): Record<string, string> {
  return fixedOrigin ? { ...CODE_ONLY } : { ...CODE_ONLY, 'CDN-Cache-Control': 'no-store' };
}

/**
 * Seconds the data behind an answer stays fresh: until the first entry read stops being fresh, 0
 * when a read was stale, missed or failed (its refresh is under way, so the answer is rebuilt on
 * the next request), the longest lifetime when nothing was read.
 */
export function freshSeconds(config: CacheConfig, dependencies: ReadDependencies, now = Date.now()): number {
  const longest = Math.max(config.freshSharedSeconds, config.freshProductsSeconds);
  if (!dependencies.reusable) return 0;
  return Math.max(0, Math.min(longest, Math.floor((dependencies.freshUntil - now) / 1000)));
}

/** The Cache-Tag value of the scopes an answer was built from (`version:products` → `products`), for a purge by tag. */
export function cacheTags(versionKeys: Iterable<string>): string {
  return [...versionKeys]
    .map((key) => key.replace(/^version:/, ''))
    .sort()
    .join(',');
}

/**
 * The caching headers of an answer built from catalogue reads. `shared`: whether a cache shared by
 * visitors may keep it at all (a page that names the request's own host may not).
 */
export function dataAnswerHeaders(config: CacheConfig, dependencies: ReadDependencies, shared: boolean): Record<string, string> {
  const tags = cacheTags(dependencies.versions.keys());
  return {
    'Cache-Control': 'public, no-cache',
    'CDN-Cache-Control': shared
      ? `public, max-age=${freshSeconds(config, dependencies)}, stale-while-revalidate=${config.staleWhileRevalidateSeconds}, stale-if-error=${config.maxStaleSeconds}`
      : 'no-store',
    ...(tags ? { 'Cache-Tag': tags } : {}),
  };
}

/** A weak ETag over what an answer is made of (the same parts give the same answer). */
export function weakEtag(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\u0000');
  return `W/"${hash.digest('base64url').slice(0, 27)}"`;
}

/** Whether If-None-Match names the ETag (weak comparison, RFC 9110 §13.1.2). */
export function notModifiedFor(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return (ifNoneMatch.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => tag.replace(/^W\//, '') === opaque);
}

/** The 304 for an answer whose 200 would carry `headers` (its validator and caching headers, no body). */
export function notModified(etag: string, headers: Record<string, string>): Response {
  return new Response(null, { status: 304, headers: { ...headers, ETag: etag } });
}
