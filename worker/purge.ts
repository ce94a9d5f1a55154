// POST /_purge with `Authorization: Bearer <PURGE_TOKEN>` and {"scope": "all" | "products" |
// "categories" | "shared"} or {"scope": "product", "slug": "…"}: writes a new version for the
// scope, which retires every cache entry under it. Wrong or missing token: 401, nothing else.
import { Hono } from 'hono';
import type { WorkerEnv } from './env.ts';
import { rememberVersion } from './cache/kv-cache.ts';
import { PURGE_SCOPES, purgeKey, type PurgeScope } from './cache/scopes.ts';

const SLUG = /^[\w-]{1,200}$/;
const encoder = new TextEncoder();

/** Compares in constant time: digests of equal length, then timingSafeEqual. */
async function sameToken(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all(
    [given, expected].map((text) => crypto.subtle.digest('SHA-256', encoder.encode(text))),
  );
  return (crypto.subtle as unknown as { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean }).timingSafeEqual(a!, b!);
}

export const purge = new Hono<WorkerEnv>();

purge.on(['GET', 'PUT', 'PATCH', 'DELETE'], '/_purge', (c) => {
  c.header('Allow', 'POST');
  return c.body(null, 405);
});

purge.post('/_purge', async (c) => {
  const expected = c.env.PURGE_TOKEN ?? '';
  const header = c.req.header('authorization') ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  if (!expected || !given || !(await sameToken(given, expected))) return c.body(null, 401);

  let body: { scope?: unknown; slug?: unknown };
  try {
    body = (await c.req.json()) as typeof body;
  } catch {
    return c.json({ error: 'Send JSON: {"scope": "all" | "products" | "product" | "categories" | "shared", "slug"?: "…"}' }, 400);
  }
  const scope = body?.scope as PurgeScope;
  if (!PURGE_SCOPES.includes(scope)) return c.json({ error: `scope must be one of ${PURGE_SCOPES.join(', ')}` }, 400);
  const slug = typeof body.slug === 'string' ? body.slug : undefined;
  if (scope === 'product' && (!slug || !SLUG.test(slug))) return c.json({ error: 'scope "product" needs a "slug"' }, 400);

  const version = `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  await c.env.CACHE.put(purgeKey(scope, slug), version);
  rememberVersion(purgeKey(scope, slug), version);
  return c.json({ scope, ...(scope === 'product' ? { slug } : {}), version });
});
