// Pages: the route table of shared/routes.tsx, through the rendered-page cache. An address is
// first put right (its language, its canonical query); the answer names the cache scopes the page
// was built from (Cache-Tag) and remembers the page's language in the LANG cookie.
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { LANG_STORAGE_KEY } from '../../shared/constants.ts';
import { languageCookie } from '../../shared/i18n/language-switch.ts';
import { cacheTags, keepPage, pageKey, reusePage, type RenderedPage } from '../cache/page-cache.ts';
import { publicOrigin } from '../core/config.ts';
import type { WorkerEnv } from '../core/env.ts';
import { canonicalSearch } from '../render/canonical-url.ts';
import { renderPage } from '../render/render.tsx';
import { route } from '../render/routing.ts';

export const pages = new Hono<WorkerEnv>();

pages.get('*', async (c) => {
  const url = new URL(c.req.url);
  const routing = route(url, c.req.header('cookie'), c.req.url);
  if (routing.kind === 'not-found') return c.text('Not Found', 404, { 'X-Robots-Tag': 'noindex' });
  if (routing.kind === 'moved') return c.redirect(routing.location, 301);
  if (routing.kind === 'redirect') {
    c.header('Vary', 'Cookie');
    c.header('Cache-Control', 'private, no-store');
    return c.redirect(routing.location, 302);
  }
  const { search, canonical } = canonicalSearch(url);
  if (!canonical) return c.redirect(`${url.pathname}${search}`, 301);
  // Loaders, links and the page cache see the public address, whatever Host the request named.
  const address = `${publicOrigin(c.env, c.req.url)}${url.pathname}${search}`;
  const metrics = c.get('metrics');
  const readDependencies = c.get('readDependencies');
  const debug = c.get('debug');
  // Under Vite's dev server the code changes under a running isolate: render every time. With the
  // debug token, `Cache-Control: no-cache` renders too (what a first view costs), and
  // `X-Page-Tier: location` skips this isolate's memory (what a new isolate meets).
  const fresh = debug && /no-cache/.test(c.req.header('cache-control') ?? '');
  const key = import.meta.env.DEV || fresh ? undefined : pageKey(c.req.method, c.req.header('accept'), address);
  const kept = key
    ? await reusePage(c.env.CACHE, key, c.get('nonce'), c.req.header('accept-encoding'), debug && c.req.header('x-page-tier') === 'location')
    : undefined;
  let response: Response;
  if (kept) {
    metrics.page = kept.tier === 'memory' ? 'hit' : 'location';
    response = kept.response;
  } else {
    metrics.page = 'render';
    const keep = key
      ? (rendered: Promise<RenderedPage | undefined>) =>
          c.executionCtx.waitUntil(rendered.then((page) => page && keepPage(key, page, readDependencies, c.executionCtx)))
      : undefined;
    response = await renderPage(c, new Request(address, c.req.raw), routing.language, { keep });
    // The scopes the page was built from, for a purge by tag in a cache in front of the Worker.
    response.headers.set('Cache-Tag', cacheTags(readDependencies.versions.keys()));
  }
  // Every 404 stays out of search indexes, whatever its body says (the pages say it too).
  if (response.status === 404) response.headers.set('X-Robots-Tag', 'noindex');
  if (getCookie(c, LANG_STORAGE_KEY) !== routing.language) {
    response.headers.append('Set-Cookie', languageCookie(routing.language, url.protocol === 'https:'));
  }
  return response;
});
