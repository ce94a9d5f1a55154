// GET /_api/{lang}/{upstream path}: the browser's way to the upstream, for the endpoints of the
// registry (shared/data/endpoints.ts) and nothing else, each checked with its type and with its
// query reduced to what the site itself asks, so cached entries are the same whoever filled them
// (a page render or the browser) and unknown parameters cost nothing.
import { Hono } from 'hono';
import { endpointOf } from '../../shared/data/endpoints.ts';
import { isSlug } from '../../shared/data/slug.ts';
import { UpstreamError, PAGE_STATUS } from '../../shared/data/errors.ts';
import { isLanguage } from '../../shared/constants.ts';
import type { WorkerEnv } from '../core/env.ts';
import { log } from '../core/log.ts';

export const api = new Hono<WorkerEnv>();

api.get('/_api/:lang/*', async (c) => {
  const language = c.req.param('lang');
  const url = new URL(c.req.url);
  const path = url.pathname.slice(`/_api/${language}/`.length);
  const found = endpointOf(path);
  c.header('Cache-Control', 'no-store');
  if (!isLanguage(language) || !found || (found.slug !== undefined && !isSlug(found.slug))) return c.json({ detail: 'Not found.' }, 404);
  const { endpoint } = found;
  try {
    return c.json(await c.get('dataSource').get(path, endpoint.query(url.searchParams), language, endpoint.check));
  } catch (error) {
    const kind = error instanceof UpstreamError ? error.kind : 'upstream';
    if (kind === 'upstream') log('error', String(error), { path: url.pathname });
    const status = kind === 'invalid-request' ? 400 : kind === 'upstream' ? 502 : PAGE_STATUS[kind];
    if (status === 503) c.header('Retry-After', '120');
    return c.json({ detail: kind }, status as 400 | 404 | 502 | 503);
  }
});
