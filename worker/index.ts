// The site Worker. Its middleware gives every handler the request's context variables (the
// catalogue, the metrics, the language, the nonce: worker/env.ts) and every answer the security
// headers (worker/security.ts); what a request cost goes to one log line, and to Server-Timing for
// requests with the debug token. The routes below, in order, are everything the Worker answers.
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { HTTPException } from 'hono/http-exception';
import { isLanguage, LANG_STORAGE_KEY } from '../shared/constants.ts';
import { languageCookie } from '../shared/i18n/language-switch.ts';
import { cacheTags, keepPage, pageKey, reusePage, type RenderedPage } from './cache/page-cache.ts';
import { canonicalSearch } from './render/canonical-url.ts';
import { publicOrigin } from './core/config.ts';
import { contact } from './routes/contact.ts';
import { deliverQueued } from './contact/delivery.ts';
import { cspReport } from './routes/csp-report.ts';
import type { WorkerEnv } from './core/env.ts';
import { images } from './routes/images.ts';
import { jsonEndpoints } from './routes/api.ts';
import { log } from './core/log.ts';
import { messages } from './render/messages.ts';
import { purge } from './routes/purge.ts';
import { renderPage } from './render/render.tsx';
import { requestDataSource } from './middleware/request-context.ts';
import { route } from './render/routing.ts';
import { mapFrameOrigin, securityHeaders } from './middleware/security-headers.ts';
import { robotsTxt } from './seo/robots.ts';
import { renderSitemap, sitemapEntries } from './routes/seo.ts';
import { sameToken } from './core/tokens.ts';

const app = new Hono<WorkerEnv>();

app.use('*', requestDataSource, async (c, next) => {
  // Cache and upstream details are for the site's own people: the dev server, or the debug token.
  const details = import.meta.env.DEV || sameToken(c.req.header('x-debug-token') ?? '', c.env.DEBUG_TOKEN ?? '');
  c.set('debug', details);
  await next();
  if (details) c.res.headers.set('Server-Timing', c.get('metrics').serverTiming());
  c.get('metrics').log(c.req.raw, c.res.status);
});
app.use('/:lang/*', async (c, next) => {
  const language = c.req.param('lang');
  if (isLanguage(language)) c.set('language', language);
  await next();
});
app.use('/:lang/*', mapFrameOrigin);
app.use('*', securityHeaders);

app.onError((error, c) => {
  // Hono's own middleware (bearerAuth, csrf, bodyLimit) refuses with a ready answer.
  if (error instanceof HTTPException) return error.getResponse();
  log('error', String(error), { path: new URL(c.req.url).pathname });
  return c.text('Something went wrong on our side.', 500, { 'Cache-Control': 'no-store' });
});

app.route('/', purge);
app.route('/', cspReport);
app.route('/', jsonEndpoints);
app.route('/', messages);
app.route('/', contact);
app.route('/', images);

app.get('/robots.txt', (c) => c.text(robotsTxt(publicOrigin(c.env, c.req.url)), 200, { 'Cache-Control': 'public, max-age=3600' }));

app.get('/:file{sitemap(-[0-9]{1,4})?\\.xml}', async (c) => {
  const part = c.req.param('file').match(/^sitemap-(\d+)\.xml$/)?.[1];
  try {
    const entries = await sitemapEntries(c.get('dataSource'));
    const xml = renderSitemap(publicOrigin(c.env, c.req.url), entries, part === undefined ? undefined : Number(part));
    if (xml === undefined) return c.text('Not Found', 404);
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
  } catch {
    return c.text('The sitemap is unavailable for a moment.', 503, { 'Retry-After': '120' });
  }
});

// Pages: the route table of shared/routes.tsx, through the rendered-page cache.
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
    response = await renderPage(c, new Request(address, c.req.raw), routing.language, keep);
    // The scopes the page was built from, for a purge by tag in a cache in front of the Worker.
    response.headers.set('Cache-Tag', cacheTags(readDependencies.versions.keys()));
  }
  if (getCookie(c, LANG_STORAGE_KEY) !== routing.language) {
    response.headers.append('Set-Cookie', languageCookie(routing.language, url.protocol === 'https:'));
  }
  return response;
});

// The queue handler delivers the contact messages the upstream could not take at once.
export default { fetch: app.fetch, queue: deliverQueued };
