// GET /_search/misses?day=YYYY-MM-DD with `Authorization: Bearer <PURGE_TOKEN>`: the searches that
// found nothing on that day (UTC; today without `day`), per language, most asked first, as
// {"day", "misses": {"az": [{"query", "count"}], "ru": […], "en": […]}} (worker/search/misses.ts
// says what is kept and what it costs). A malformed day: 400. Wrong or missing token: a bare 401.
// Calls are limited per address (PURGE_LIMITER) before the token is looked at, as the purge's.
import { Hono } from 'hono';
import type { WorkerEnv } from '../core/env.ts';
import { purgeToken } from '../middleware/purge-token.ts';
import { dayOf, readMisses } from '../search/misses.ts';

export const searchMisses = new Hono<WorkerEnv>();

searchMisses.get(
  '/_search/misses',
  async (c, next) => {
    const address = c.req.header('cf-connecting-ip') ?? 'unknown';
    if (c.env.PURGE_LIMITER && !(await c.env.PURGE_LIMITER.limit({ key: `misses:${address}` })).success) return c.body(null, 429);
    return next();
  },
  purgeToken,
  async (c) => {
    const day = c.req.query('day') ?? dayOf(Date.now());
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) return c.json({ error: 'day must be YYYY-MM-DD' }, 400);
    c.header('Cache-Control', 'no-store');
    return c.json({ day, misses: await readMisses(day) });
  },
);
