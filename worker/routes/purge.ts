// POST /_purge with `Authorization: Bearer <PURGE_TOKEN>` and {"scope": "all" | "products" |
// "categories" | "shared"} or {"scope": "product", "slug": "…"}: writes a new version for the
// scope, which makes every cache entry under it due for a check, purges Cloudflare's cache of the
// answers tagged with it (worker/cache/edge-purge.ts) and asks for new search catalogues. A bad
// scope or slug: 400 and nothing written. Wrong or missing token: 401, nothing else.
// Calls are limited per address (PURGE_LIMITER) before the token is looked at, so guessing
// tokens is slow, and bodies over 1 KB are refused unread.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isSlug } from '../../shared/data/slug.ts';
import type { WorkerEnv } from '../core/env.ts';
import { rememberVersion } from '../cache/versions.ts';
import { cacheTags } from '../core/http-cache.ts';
import { log } from '../core/log.ts';
import { purgeEdge } from '../cache/edge-purge.ts';
import { PURGE_SCOPES, purgeKeys, type PurgeScope } from '../cache/scopes.ts';
import { purgeToken } from '../middleware/purge-token.ts';
import { buildAfterPurge } from '../search/catalogue-build.ts';
import { LANGUAGES } from '../../shared/constants.ts';

const MAX_BODY_BYTES = 1024;
const LIMIT_PERIOD_SECONDS = 60;

export const purge = new Hono<WorkerEnv>();

purge.on(['GET', 'PUT', 'PATCH', 'DELETE'], '/_purge', (c) => {
  c.header('Allow', 'POST');
  return c.body(null, 405);
});

purge.post(
  '/_purge',
  async (c, next) => {
    const address = c.req.header('cf-connecting-ip') ?? 'unknown';
    if (c.env.PURGE_LIMITER && !(await c.env.PURGE_LIMITER.limit({ key: address })).success) {
      return c.json({ error: 'Too many purge calls; try again in a minute.' }, 429, { 'Retry-After': String(LIMIT_PERIOD_SECONDS) });
    }
    await next();
  },
  bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ error: `The body is limited to ${MAX_BODY_BYTES} bytes.` }, 413) }),
  purgeToken,
  async (c) => {
    let body: { scope?: unknown; slug?: unknown };
    try {
      body = (await c.req.json()) as typeof body;
    } catch {
      return c.json({ error: 'Send JSON: {"scope": "all" | "products" | "product" | "categories" | "shared", "slug"?: "…"}' }, 400);
    }
    const scope = body?.scope as PurgeScope;
    if (!PURGE_SCOPES.includes(scope)) return c.json({ error: `scope must be one of ${PURGE_SCOPES.join(', ')}` }, 400);
    const slug = body.slug;
    if (scope !== 'product' && slug !== undefined) return c.json({ error: 'only scope "product" takes a "slug"' }, 400);
    if (scope === 'product' && (typeof slug !== 'string' || !isSlug(slug))) {
      return c.json({ error: 'scope "product" needs a "slug" of 1 to 200 letters, digits, "_" or "-"' }, 400);
    }
    // A well-formed slug the catalogue does not know is purged all the same (one KV write): a
    // deleted product's pages must go too, and asking the upstream first would cost a call.
    const keys = purgeKeys(scope, slug as string | undefined);
    const version = `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
    await Promise.all(keys.map((key) => c.env.CACHE.put(key, version)));
    await Promise.all(keys.map((key) => rememberVersion(key, version)));
    log('info', 'purge', { scope, ...(scope === 'product' ? { slug } : {}), version });
    // The search catalogues follow: of each language, with the details it names fetched again.
    const build = buildAfterPurge(scope, slug as string | undefined);
    if (build && c.env.SEARCH_QUEUE) await c.env.SEARCH_QUEUE.sendBatch(LANGUAGES.map((language) => ({ body: { search: language, ...build } })));
    // And the answers Cloudflare's Workers Cache keeps under the scope's Cache-Tag.
    c.executionCtx.waitUntil(
      purgeEdge(
        c.executionCtx,
        c.env.PURGE_QUEUE,
        keys.map((key) => cacheTags([key])),
      ).catch((error: unknown) => {
        log('error', `Workers Cache purge failed: ${String(error)}`, { scope });
      }),
    );
    return c.json({ scope, ...(scope === 'product' ? { slug } : {}), version });
  },
);
