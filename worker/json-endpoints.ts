// The upstream GETs the browser may ask for through /_api/{lang}/{path}: the calls of the
// spec's section 7, each checked with its type, so cached entries are the same whoever
// filled them (a page render or the browser).
import { Hono } from 'hono';
import { PAGE_STATUS, CatalogError } from '../shared/catalog/errors.ts';
import type { Query } from '../shared/catalog/source.ts';
import {
  category,
  categoryDetail,
  certificate,
  contactInformation,
  paginated,
  partner,
  product,
  productSummary,
  slide,
} from '../shared/catalog/types.ts';
import type { Check } from '../shared/catalog/validate.ts';
import { isLanguage } from '../shared/constants.ts';
import type { WorkerEnv } from './env.ts';
import { catalogFor } from './request-catalog.ts';

const ENDPOINTS: [RegExp, Check<unknown>][] = [
  [/^products\/?$/, paginated(productSummary)],
  [/^products\/[\w-]{1,200}\/related\/?$/, paginated(productSummary)],
  [/^products\/[\w-]{1,200}\/?$/, product],
  [/^categories\/?$/, paginated(category)],
  [/^categories\/[\w-]{1,200}\/?$/, categoryDetail],
  [/^slides\/?$/, paginated(slide)],
  [/^partners\/?$/, paginated(partner)],
  [/^certificates\/?$/, paginated(certificate)],
  [/^contact\/information\/?$/, contactInformation],
];

export const jsonEndpoints = new Hono<WorkerEnv>();

jsonEndpoints.get('/_api/:lang/*', async (c) => {
  const language = c.req.param('lang');
  const url = new URL(c.req.url);
  const path = url.pathname.slice(`/_api/${language}/`.length);
  const check = ENDPOINTS.find(([pattern]) => pattern.test(path))?.[1];
  c.header('Cache-Control', 'no-store');
  if (!isLanguage(language) || !check) return c.json({ detail: 'Not found.' }, 404);
  const query: Query = {};
  for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key);
  try {
    return c.json(await catalogFor(c).source.get(path, query, language, check));
  } catch (error) {
    const kind = error instanceof CatalogError ? error.kind : 'upstream';
    if (kind === 'upstream') console.error(JSON.stringify({ level: 'error', message: String(error), path: url.pathname }));
    const status = kind === 'invalid-request' ? 400 : kind === 'upstream' ? 502 : PAGE_STATUS[kind];
    if (status === 503) c.header('Retry-After', '120');
    return c.json({ detail: kind }, status as 400 | 404 | 502 | 503);
  }
});
