// The site Worker: language routing, the cache purge, JSON endpoints for the browser, and
// streamed React pages. Every response says what it cost in Server-Timing and one log line.
import { Hono } from 'hono';
import { pageAssets } from './assets.ts';
import { keepPage, pageKey, reusePage, type RenderedPage } from './cache/page-cache.ts';
import { contact } from './contact.ts';
import { deliverQueued } from './contact-delivery.ts';
import type { WorkerEnv } from './env.ts';
import { jsonEndpoints } from './json-endpoints.ts';
import { purge } from './purge.ts';
import { renderPage } from './render.tsx';
import { catalogFor } from './request-catalog.ts';
import { langCookie, readLangCookie, route } from './routing.ts';
import { robotsTxt } from './seo/robots.ts';
import { renderSitemap, sitemapEntries } from './seo/sitemap.ts';

const app = new Hono<WorkerEnv>();

app.use('*', async (c, next) => {
  const { metrics } = catalogFor(c);
  await next();
  c.res.headers.set('Server-Timing', metrics.serverTiming());
  metrics.log(c.req.raw, c.res.status);
});

app.route('/', purge);
app.route('/', jsonEndpoints);
app.route('/', contact);

app.get('/robots.txt', (c) =>
  c.text(robotsTxt(new URL(c.req.url).origin), 200, { 'Cache-Control': 'public, max-age=3600' }),
);

app.get('/:file{sitemap(-[0-9]{1,4})?\\.xml}', async (c) => {
  const part = c.req.param('file').match(/^sitemap-(\d+)\.xml$/)?.[1];
  try {
    const entries = await sitemapEntries(catalogFor(c).source);
    const xml = renderSitemap(new URL(c.req.url).origin, entries, part === undefined ? undefined : Number(part));
    if (xml === undefined) return c.text('Not Found', 404);
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
  } catch {
    return c.text('The sitemap is unavailable for a moment.', 503, { 'Retry-After': '120' });
  }
});

app.get('*', async (c) => {
  const url = new URL(c.req.url);
  const routing = route(url, c.req.header('cookie'));
  if (routing.kind === 'not-found') return c.text('Not Found', 404);
  if (routing.kind === 'redirect') {
    c.header('Vary', 'Cookie');
    c.header('Cache-Control', 'private, no-store');
    return c.redirect(routing.location, 302);
  }
  const { source, metrics, dependencies } = catalogFor(c);
  // Under Vite's dev server the code changes under a running isolate: render every time.
  const key = import.meta.env.DEV ? undefined : pageKey(c.req.raw);
  let response = key ? await reusePage(c.env.CACHE, key) : undefined;
  if (response) metrics.page = 'hit';
  else {
    metrics.page = 'render';
    const keep = key
      ? (rendered: Promise<RenderedPage | undefined>) =>
          c.executionCtx.waitUntil(rendered.then((page) => page && keepPage(key, page, dependencies)))
      : undefined;
    response = await renderPage(c.req.raw, routing.language, source, pageAssets(), keep);
  }
  if (readLangCookie(c.req.header('cookie')) !== routing.language) {
    response.headers.append('Set-Cookie', langCookie(routing.language));
  }
  return response;
});

// The queue handler delivers the contact messages the upstream could not take at once.
export default { fetch: app.fetch, queue: deliverQueued };
