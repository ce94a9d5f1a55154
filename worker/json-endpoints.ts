// The upstream GETs the browser may ask for through /_api/{lang}/{path}: the calls of the
// spec's section 7, each checked with its type and with its query reduced to what the site
// itself asks (known parameters, sane values, limits capped), so cached entries are the same
// whoever filled them (a page render or the browser) and unknown parameters cost nothing.
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
import { parseListQuery, toProductQuery } from '../shared/catalogue/list-query.ts';
import { isLanguage, PRODUCTS_PAGE_SIZE } from '../shared/constants.ts';
import type { WorkerEnv } from './env.ts';
import { catalogFor } from './request-catalog.ts';

type Params = (params: URLSearchParams) => Query;

const none: Params = () => ({});
/** Lists the site always reads whole. */
const whole: Params = () => ({ limit: 'all' });
/** The product list's filters, is_new, and a page of at most PRODUCTS_PAGE_SIZE (never all). */
const productList: Params = (params) => {
  const limit = params.get('limit') ?? '';
  return {
    ...toProductQuery(parseListQuery(params)),
    ...(params.get('is_new') === 'true' ? { is_new: true } : {}),
    limit: /^\d{1,6}$/.test(limit) ? Math.min(PRODUCTS_PAGE_SIZE, Math.max(1, Number(limit))) : PRODUCTS_PAGE_SIZE,
  };
};

const ENDPOINTS: [RegExp, Check<unknown>, Params][] = [
  [/^products\/?$/, paginated(productSummary), productList],
  [/^products\/[\w-]{1,200}\/related\/?$/, paginated(productSummary), whole],
  [/^products\/[\w-]{1,200}\/?$/, product, none],
  [/^categories\/?$/, paginated(category), whole],
  [/^categories\/[\w-]{1,200}\/?$/, categoryDetail, none],
  [/^slides\/?$/, paginated(slide), whole],
  [/^partners\/?$/, paginated(partner), whole],
  [/^certificates\/?$/, paginated(certificate), none],
  [/^contact\/information\/?$/, contactInformation, none],
];

export const jsonEndpoints = new Hono<WorkerEnv>();

jsonEndpoints.get('/_api/:lang/*', async (c) => {
  const language = c.req.param('lang');
  const url = new URL(c.req.url);
  const path = url.pathname.slice(`/_api/${language}/`.length);
  const endpoint = ENDPOINTS.find(([pattern]) => pattern.test(path));
  c.header('Cache-Control', 'no-store');
  if (!isLanguage(language) || !endpoint) return c.json({ detail: 'Not found.' }, 404);
  const [, check, params] = endpoint;
  try {
    return c.json(await catalogFor(c).source.get(path, params(url.searchParams), language, check));
  } catch (error) {
    const kind = error instanceof CatalogError ? error.kind : 'upstream';
    if (kind === 'upstream') console.error(JSON.stringify({ level: 'error', message: String(error), path: url.pathname }));
    const status = kind === 'invalid-request' ? 400 : kind === 'upstream' ? 502 : PAGE_STATUS[kind];
    if (status === 503) c.header('Retry-After', '120');
    return c.json({ detail: kind }, status as 400 | 404 | 502 | 503);
  }
});
