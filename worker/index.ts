// The site Worker: language routing, the cache purge, JSON endpoints for the browser, and
// streamed React pages. Every response says what it cost in Server-Timing and one log line.
import { Hono } from 'hono';
import { pageAssets } from './assets.ts';
import type { WorkerEnv } from './env.ts';
import { jsonEndpoints } from './json-endpoints.ts';
import { purge } from './purge.ts';
import { renderPage } from './render.tsx';
import { catalogFor } from './request-catalog.ts';
import { langCookie, readLangCookie, route } from './routing.ts';

const app = new Hono<WorkerEnv>();

app.use('*', async (c, next) => {
  const { metrics } = catalogFor(c);
  await next();
  c.res.headers.set('Server-Timing', metrics.serverTiming());
  metrics.log(c.req.raw, c.res.status);
});

app.route('/', purge);
app.route('/', jsonEndpoints);

app.get('*', async (c) => {
  const url = new URL(c.req.url);
  const routing = route(url, c.req.header('cookie'));
  if (routing.kind === 'not-found') return c.text('Not Found', 404);
  if (routing.kind === 'redirect') {
    c.header('Vary', 'Cookie');
    c.header('Cache-Control', 'private, no-store');
    return c.redirect(routing.location, 302);
  }
  const response = await renderPage(c.req.raw, routing.language, catalogFor(c).source, pageAssets());
  if (readLangCookie(c.req.header('cookie')) !== routing.language) {
    response.headers.append('Set-Cookie', langCookie(routing.language));
  }
  return response;
});

export default app;
