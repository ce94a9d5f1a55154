// The contact page frames its map: the origin of the map_url its contact information names joins
// the CSP's frame-src (worker/middleware/security-headers.ts reads it as the context variable
// frameOrigins). On every page, and read from this request's own contact information, never from
// what an isolate remembers, since the Workers Cache keeps the CSP with the page for every visitor
// (docs/security.md#a-strict-content-security-policy). Without contact information the upstream's
// origin, where the reference API's map lives, stands in.
import type { MiddlewareHandler } from 'hono';
import { createDataApi } from '../../shared/data/api.ts';
import { origins } from '../core/config.ts';
import type { WorkerEnv } from '../core/env.ts';

export const mapFrameOrigin: MiddlewareHandler<WorkerEnv> = async (c, next) => {
  const language = c.get('language');
  if (language) {
    const information = await createDataApi(c.get('dataSource'), language)
      .contactInformation()
      .catch(() => undefined);
    c.set('frameOrigins', origins(information ? (information.map_url ?? undefined) : c.env.UPSTREAM_URL));
  }
  await next();
};
