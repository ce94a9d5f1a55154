// The site Worker: language routing, the cache purge, JSON endpoints for the browser, and
// streamed React pages. Every answer carries the security headers (worker/security.ts); what it
// cost goes to one log line, and to Server-Timing for requests with the debug token.
import { Hono, type Context } from 'hono';
import { languageCookie } from '../shared/i18n/language-switch.ts';
import { pageAssets } from './assets.ts';
import { cacheTags, keepPage, pageKey, reusePage, type RenderedPage } from './cache/page-cache.ts';
import { canonicalSearch } from './canonical-url.ts';
import { mediaOrigin, publicOrigin } from './config.ts';
import { contact } from './contact.ts';
import { deliverQueued } from './contact-delivery.ts';
import { cspReport } from './csp-report.ts';
import type { WorkerEnv } from './env.ts';
import { images } from './images.ts';
import { jsonEndpoints } from './json-endpoints.ts';
import { messages } from './messages.ts';
import { purge } from './purge.ts';
import { renderPage } from './render.tsx';
import { catalogFor } from './request-catalog.ts';
import { readLangCookie, route } from './routing.ts';
import { mapFrameOrigin, securityHeaders } from './security.ts';
import { robotsTxt } from './seo/robots.ts';
import { renderSitemap, sitemapEntries } from './seo/sitemap.ts';
import { sameToken } from './tokens.ts';

const app = new Hono<WorkerEnv>();

const siteOrigin = (c: Context<WorkerEnv>) => publicOrigin(c.env, c.req.url);

/** Cache and upstream details are for the site's own people: the dev server, or the debug token. */
async function wantsDetails(c: Context<WorkerEnv>): Promise<boolean> {
  return import.meta.env.DEV || sameToken(c.req.header('x-debug-token') ?? '', c.env.DEBUG_TOKEN ?? '');
}

app.use('*', async (c, next) => {
  const { metrics } = catalogFor(c);
  const details = await wantsDetails(c);
  c.set('debug', details);
  await next();
  if (details) c.res.headers.set('Server-Timing', metrics.serverTiming());
  metrics.log(c.req.raw, c.res.status);
});
app.use('/:lang/*', mapFrameOrigin);
app.use('*', securityHeaders);

app.onError((error, c) => {
  console.error(JSON.stringify({ level: 'error', message: String(error), path: new URL(c.req.url).pathname }));
  return c.text('Something went wrong on our side.', 500, { 'Cache-Control': 'no-store' });
});

app.route('/', purge);
app.route('/', cspReport);
app.route('/', jsonEndpoints);
app.route('/', messages);
app.route('/', contact);
app.route('/', images);

app.get('/robots.txt', (c) => c.text(robotsTxt(siteOrigin(c)), 200, { 'Cache-Control': 'public, max-age=3600' }));

app.get('/:file{sitemap(-[0-9]{1,4})?\\.xml}', async (c) => {
  const part = c.req.param('file').match(/^sitemap-(\d+)\.xml$/)?.[1];
  try {
    const entries = await sitemapEntries(catalogFor(c).source);
    const xml = renderSitemap(siteOrigin(c), entries, part === undefined ? undefined : Number(part));
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
  const { search, canonical } = canonicalSearch(url);
  if (!canonical) return c.redirect(`${url.pathname}${search}`, 301);
  // Loaders, links and the page cache see the public address, whatever Host the request named.
  const address = `${siteOrigin(c)}${url.pathname}${search}`;
  const nonce = c.get('secureHeadersNonce')!;
  const { source, metrics, dependencies } = catalogFor(c);
  // Under Vite's dev server the code changes under a running isolate: render every time. With the
  // debug token, `Cache-Control: no-cache` renders too (what a first view costs), and
  // `X-Page-Tier: location` skips this isolate's memory (what a new isolate meets).
  const fresh = c.get('debug') && /no-cache/.test(c.req.header('cache-control') ?? '');
  const key = import.meta.env.DEV || fresh ? undefined : pageKey(c.req.method, c.req.header('accept'), address);
  const kept = key ? await reusePage(c.env.CACHE, key, nonce, c.get('debug') && c.req.header('x-page-tier') === 'location') : undefined;
  let response: Response;
  if (kept) {
    metrics.page = kept.tier === 'memory' ? 'hit' : 'location';
    response = kept.response;
  } else {
    metrics.page = 'render';
    const keep = key
      ? (rendered: Promise<RenderedPage | undefined>) =>
          c.executionCtx.waitUntil(rendered.then((page) => page && keepPage(key, page, dependencies, c.executionCtx)))
      : undefined;
    response = await renderPage(new Request(address, c.req.raw), routing.language, source, pageAssets(), { nonce, mediaOrigin: mediaOrigin(c.env), keep });
    // The scopes the page was built from, for a purge by tag in a cache in front of the Worker.
    response.headers.set('Cache-Tag', cacheTags(dependencies.versions.keys()));
  }
  if (readLangCookie(c.req.header('cookie')) !== routing.language) {
    response.headers.append('Set-Cookie', languageCookie(routing.language, url.protocol === 'https:'));
  }
  return response;
});

// The queue handler delivers the contact messages the upstream could not take at once.
export default { fetch: app.fetch, queue: deliverQueued };
