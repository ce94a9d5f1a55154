// The site Worker: language routing, JSON endpoints for the browser, and streamed React pages.
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { DEFAULT_LANGUAGE, isLanguage, LANG_STORAGE_KEY } from '../shared/constants.ts';
import type { Query } from '../shared/catalog/source.ts';
import { pageAssets } from './assets.ts';
import type { WorkerEnv } from './env.ts';
import { renderPage } from './render.tsx';
import { createUpstreamClient, UpstreamError } from './upstream/client.ts';

const app = new Hono<WorkerEnv>();

/** Upstream GET paths the browser may ask for through /_api/{lang}/…, as in spec section 7. */
const JSON_PATHS = [
  /^products\/?$/,
  /^products\/[\w-]+\/?$/,
  /^products\/[\w-]+\/related\/?$/,
  /^categories\/?$/,
  /^categories\/[\w-]+\/?$/,
  /^(slides|partners|certificates)\/?$/,
  /^contact\/information\/?$/,
];

app.get('/_api/:lang/*', async (c) => {
  const language = c.req.param('lang');
  const url = new URL(c.req.url);
  const path = url.pathname.slice(`/_api/${language}/`.length);
  if (!isLanguage(language) || !JSON_PATHS.some((pattern) => pattern.test(path))) {
    return c.json({ detail: 'Not found.' }, 404);
  }
  const query: Query = {};
  for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key);
  try {
    return c.json(await createUpstreamClient(c.env.UPSTREAM_URL).get(path, query, language));
  } catch (error) {
    const status = error instanceof UpstreamError && [400, 404, 503].includes(error.status) ? error.status : 502;
    return c.json({ detail: 'Upstream error.' }, status as 400 | 404 | 502 | 503);
  }
});

app.get('*', async (c) => {
  const url = new URL(c.req.url);
  const first = url.pathname.split('/')[1];
  if (isLanguage(first)) {
    return renderPage(c.req.raw, first, createUpstreamClient(c.env.UPSTREAM_URL), pageAssets());
  }
  const stored = getCookie(c, LANG_STORAGE_KEY);
  const language = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  c.header('Vary', 'Cookie');
  return c.redirect(`/${language}${url.pathname}${url.search}`, 302);
});

export default app;
