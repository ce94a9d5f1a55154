// The one composition root: what every handler of a request gets (worker/core/env.ts, `Variables`),
// built here once per request, with the language resolved once: the path's, then the LANG cookie's.
// What a request did goes to one log line, and to Server-Timing only for the debug token, whose
// answers no shared cache keeps; every line logged for the request carries Cloudflare's Ray ID.
import type { MiddlewareHandler } from 'hono';
import { parse } from 'hono/utils/cookie';
import { DEFAULT_LANGUAGE, isLanguage, LANG_STORAGE_KEY } from '../shared/constants.ts';
import { createCachedSource } from './cache/kv-cache.ts';
import { readConfig } from './core/config.ts';
import type { Variables, WorkerEnv } from './core/env.ts';
import { withRequestId } from './core/log.ts';
import { ReadDependencies, RequestMetrics } from './core/metrics.ts';
import { sameToken } from './core/tokens.ts';
import { askForBuild, readIndex } from './search/stored-index.ts';
import { createSearchingSource } from './search/searching-source.ts';

/** The path's language (its first segment, when one of the site's), and the one a path without it goes to: the LANG cookie's, else az. */
export function requestLanguages(url: URL, cookieHeader: string | null | undefined): Pick<Variables, 'language' | 'preferredLanguage'> {
  const first = url.pathname.split('/')[1];
  const language = isLanguage(first) ? first : undefined;
  const cookie = cookieHeader ? parse(cookieHeader, LANG_STORAGE_KEY)[LANG_STORAGE_KEY] : undefined;
  return { language, preferredLanguage: language ?? (isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE) };
}

export const requestContext: MiddlewareHandler<WorkerEnv> = async (c, next) => {
  const { env, executionCtx: ctx } = c;
  const request = c.req.raw;
  const metrics = new RequestMetrics();
  const readDependencies = new ReadDependencies();
  const config = readConfig(env);
  // A conditional request is a revalidation (the Workers Cache's own, or a browser's): it checks stale entries while it waits.
  const checkStaleNow = request.headers.has('if-none-match');
  const cached = createCachedSource({ kv: env.CACHE, state: env.STATE, ctx, config, metrics, dependencies: readDependencies, checkStaleNow });
  const later = (work: Promise<unknown>) => ctx.waitUntil(work.catch(() => undefined));
  // SEARCH_INDEX_MAX_PRODUCTS=0 switches search by the Worker off: the upstream's own search answers.
  const dataSource =
    config.searchIndexMaxProducts > 0
      ? createSearchingSource(cached, {
          read: (language) => readIndex(env.CACHE, language, later),
          askForBuild: (language) => later(askForBuild(env.SEARCH_QUEUE, language)),
          freshMs: config.cache.freshProductsSeconds * 1000,
          metrics,
          dependencies: readDependencies,
        })
      : cached;
  // Cache and upstream details are for the site's own people: the dev server, or the debug token.
  const debug = import.meta.env.DEV || sameToken(request.headers.get('x-debug-token') ?? '', env.DEBUG_TOKEN ?? '');
  const context: Variables = { metrics, readDependencies, dataSource, debug, ...requestLanguages(new URL(request.url), request.headers.get('cookie')) };
  for (const [name, value] of Object.entries(context)) c.set(name as keyof Variables, value as never);
  await withRequestId(c.req.header('cf-ray') ?? crypto.randomUUID(), next);
  if (debug) {
    c.res.headers.set('Server-Timing', metrics.serverTiming());
    // The details are this request's: no shared cache may keep them for the visitors after it
    // (Cloudflare reads CDN-Cache-Control before Cache-Control, so both say so).
    c.res.headers.set('Cache-Control', 'private, no-store');
    c.res.headers.set('CDN-Cache-Control', 'no-store');
    c.res.headers.delete('Cache-Tag');
  }
  metrics.log(request, c.res.status);
};
