// Per request, as Hono context variables: the metrics every part reports into, and the upstream
// through the KV cache (product descriptions sanitized before they are stored) with the edge
// search (and its stored catalogues) in front, with what its reads depended on (how long an answer built from them may be
// kept). What a request cost goes to one log line, and to Server-Timing for requests with the
// debug token, whose answers no shared cache keeps; every line logged for the request carries its
// id (Cloudflare's Ray ID).
import type { MiddlewareHandler } from 'hono';
import { isLanguage } from '../../shared/constants.ts';
import { createCachedSource } from '../cache/kv-cache.ts';
import { ReadDependencies } from '../cache/versions.ts';
import { readConfig } from '../core/config.ts';
import type { WorkerEnv } from '../core/env.ts';
import { withRequestId } from '../core/log.ts';
import { RequestMetrics } from '../core/metrics.ts';
import { sanitizeUpstream } from '../core/sanitize.ts';
import { sameToken } from '../core/tokens.ts';
import { readCatalogue } from '../search/catalogue.ts';
import { askForBuild } from '../search/catalogue-build.ts';
import { createSearchingSource } from '../search/searching-source.ts';

export const requestContext: MiddlewareHandler<WorkerEnv> = async (c, next) => {
  const metrics = new RequestMetrics();
  const dependencies = new ReadDependencies();
  const config = readConfig(c.env);
  const cached = createCachedSource({ kv: c.env.CACHE, ctx: c.executionCtx, config, metrics, transform: sanitizeUpstream, dependencies });
  c.set('metrics', metrics);
  c.set('readDependencies', dependencies);
  const later = (work: Promise<unknown>) => c.executionCtx.waitUntil(work.catch(() => undefined));
  c.set(
    'dataSource',
    createSearchingSource(cached, {
      maxProducts: config.searchIndexMaxProducts,
      catalogues: {
        read: (language) => readCatalogue(c.env.CACHE, language, later),
        askForBuild: (language) => later(askForBuild(c.env.SEARCH_QUEUE, language)),
        freshMs: config.cache.freshProductsSeconds * 1000,
      },
      told: (how) => {
        metrics.search = how;
      },
    }),
  );
  // Cache and upstream details are for the site's own people: the dev server, or the debug token.
  const details = import.meta.env.DEV || sameToken(c.req.header('x-debug-token') ?? '', c.env.DEBUG_TOKEN ?? '');
  c.set('debug', details);
  await withRequestId(c.req.header('cf-ray') ?? crypto.randomUUID(), next);
  if (details) {
    c.res.headers.set('Server-Timing', metrics.serverTiming());
    // The details are this request's: no shared cache may keep them for the visitors after it
    // (Cloudflare reads CDN-Cache-Control before Cache-Control, so both say so).
    c.res.headers.set('Cache-Control', 'private, no-store');
    c.res.headers.set('CDN-Cache-Control', 'no-store');
    c.res.headers.delete('Cache-Tag');
  }
  metrics.log(c.req.raw, c.res.status);
};

/** Under /{lang}/: the context variable `language`, when the prefix is one of the site's languages. */
export const requestLanguage: MiddlewareHandler<WorkerEnv> = async (c, next) => {
  const language = c.req.param('lang');
  if (isLanguage(language)) c.set('language', language);
  await next();
};
