// POST /_purge with `Authorization: Bearer <PURGE_TOKEN>` and {"scope": …, "slug"?: …}: this route
// parses and authorizes, the purge itself is worker/cache/purge.ts's; its answers are listed in
// docs/caching.md#purge. Calls are limited per address before the token is looked at, so guessing
// tokens is slow; the token is compared in constant time (Hono's bearerAuth, worker/core/tokens.ts).
import { Hono } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { bodyLimit } from 'hono/body-limit';
import { isSlug } from '../../shared/data/slug.ts';
import type { WorkerEnv } from '../core/env.ts';
import { purgeScope } from '../cache/purge.ts';
import { PURGE_SCOPES, type PurgeScope } from '../core/env.ts';
import { sameToken } from '../core/tokens.ts';

const MAX_BODY_BYTES = 1024;
const LIMIT_PERIOD_SECONDS = 60;

/** Every refusal of the token (missing, malformed, wrong) is the same bare 401: it tells a guesser nothing. */
const unauthorized = () => new Response(null, { status: 401 });
const purgeToken = bearerAuth<WorkerEnv>({
  verifyToken: (token, c) => sameToken(token, c.env.PURGE_TOKEN ?? ''),
  noAuthenticationHeader: { message: unauthorized },
  invalidAuthenticationHeader: { message: unauthorized },
  invalidToken: { message: unauthorized },
});

export const purge = new Hono<WorkerEnv>();

purge.on(['GET', 'PUT', 'PATCH', 'DELETE'], '/_purge', (c) => c.body(null, 405, { Allow: 'POST' }));

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
    // Undefined only when the body is no JSON.
    const body = (await c.req.json().catch(() => undefined)) as { scope?: unknown; slug?: unknown } | undefined;
    if (body === undefined) return c.json({ error: 'Send JSON: {"scope": "all" | "products" | "product" | "categories" | "shared", "slug"?: "…"}' }, 400);
    const scope = body?.scope as PurgeScope;
    if (!PURGE_SCOPES.includes(scope)) return c.json({ error: `scope must be one of ${PURGE_SCOPES.join(', ')}` }, 400);
    const slug = body.slug;
    if (scope !== 'product' && slug !== undefined) return c.json({ error: 'only scope "product" takes a "slug"' }, 400);
    if (scope === 'product' && (typeof slug !== 'string' || !isSlug(slug))) {
      return c.json({ error: 'scope "product" needs a "slug" of 1 to 200 letters, digits, "_" or "-"' }, 400);
    }
    // A well-formed slug the catalogue does not know is purged all the same (one KV write): a
    // deleted product's pages must go too, and asking the upstream first would cost a call.
    const { version } = await purgeScope(c.env, scope, slug as string | undefined);
    return c.json({ scope, ...(scope === 'product' ? { slug } : {}), version });
  },
);
