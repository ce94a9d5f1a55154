// The contact page's map in the CSP: the origin of the map the contact information names joins
// frame-src (worker/middleware/security-headers.ts reads it as the context variable frameOrigins).
import type { MiddlewareHandler } from 'hono';
import { createDataApi } from '../../shared/data/api.ts';
import { origins } from '../core/config.ts';
import type { WorkerEnv } from '../core/env.ts';

/**
 * The contact page frames its map: its origin joins the CSP's frame-src. On every page, since a
 * visitor may reach the contact page by client-side navigation under the first page's CSP. The
 * origin is read from this request's own contact information (the shell reads it for every page
 * anyway: the same cache entry, and the page's Cache-Tag already names its scope), never from what
 * an isolate remembers: the Workers Cache keeps the CSP with the page for every visitor, so it must
 * be the same whichever isolate rendered it. Without contact information (the page then shows an
 * error), the upstream's origin, where the reference API's map lives, stands in.
 */
export const mapFrameOrigin: MiddlewareHandler<WorkerEnv> = async (c, next) => {
  const language = c.get('language');
  if (language) {
    const mapUrl = await createDataApi(c.get('dataSource'), language)
      .contactInformation()
      .then(
        ({ map_url }) => map_url ?? '',
        () => undefined,
      );
    c.set('frameOrigins', mapUrl === undefined ? origins(c.env.UPSTREAM_URL) : origins(mapUrl));
  }
  await next();
};
