// Pages: the route table of shared/routes.tsx. An address is first put right (its language, its
// canonical query); a page answer is the same for every visitor of its address, so Cloudflare's
// cache may keep it (worker/core/http-cache.ts), and it sets the LANG cookie only for a visitor
// whose cookie names another language (the page's script keeps the cookie for everyone).
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { LANG_STORAGE_KEY } from '../../shared/constants.ts';
import { languageCookie } from '../../shared/i18n/language-switch.ts';
import { fixedOrigin, publicOrigin } from '../core/config.ts';
import type { WorkerEnv } from '../core/env.ts';
import { CODE_ONLY, movedPermanently } from '../core/http-cache.ts';
import { canonicalSearch } from '../render/canonical-url.ts';
import { renderPage } from '../render/render.tsx';
import { route } from '../render/routing.ts';

export const pages = new Hono<WorkerEnv>();

pages.get('*', async (c) => {
  const url = new URL(c.req.url);
  const routing = route(url, c.get('preferredLanguage'), c.req.url);
  if (routing.kind === 'not-found') return c.text('Not Found', 404, { 'X-Robots-Tag': 'noindex', ...CODE_ONLY });
  if (routing.kind === 'moved') return movedPermanently(c, routing.location);
  if (routing.kind === 'redirect') {
    c.header('Vary', 'Cookie');
    c.header('Cache-Control', 'private, no-store');
    return c.redirect(routing.location, 302);
  }
  const { search, canonical } = canonicalSearch(url);
  if (!canonical) return movedPermanently(c, `${url.pathname}${search}`);
  // Loaders and links see the public address, whatever Host the request named. Without SITE_ORIGIN
  // a page names the host it was asked under, and a shared cache (keyed without the host) must not
  // hand it to visitors of another.
  const address = `${publicOrigin(c.env, c.req.url)}${url.pathname}${search}`;
  const response = await renderPage(c, new Request(address, c.req.raw), routing.language, { shared: fixedOrigin(c.env) });
  // Every 404 stays out of search indexes, whatever its body says (the pages say it too).
  if (response.status === 404) response.headers.set('X-Robots-Tag', 'noindex');
  // Only over a cookie that names another language: Cloudflare's cache keeps no answer that sets a
  // cookie, and most views are first visits without one (the page's script writes it for them).
  const cookie = getCookie(c, LANG_STORAGE_KEY);
  if (cookie !== undefined && cookie !== routing.language) {
    response.headers.append('Set-Cookie', languageCookie(routing.language, url.protocol === 'https:'));
  }
  return response;
});
