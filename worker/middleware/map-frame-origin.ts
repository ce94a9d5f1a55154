// The contact page's map in the CSP: the origin of the map the contact information names joins
// frame-src (worker/middleware/security-headers.ts reads it as the context variable frameOrigins).
import type { Context, MiddlewareHandler } from 'hono';
import { createDataApi } from '../../shared/data/api.ts';
import type { Language } from '../../shared/constants.ts';
import { CONTACT_PATH, pagePath } from '../../shared/urls.ts';
import { origins } from '../core/config.ts';
import type { WorkerEnv } from '../core/env.ts';

/** How long an isolate uses a language's map origin before reading the contact information again. */
const MAP_ORIGIN_MEMO_MS = 60_000;
const mapOrigins = new Map<string, { origins: string[]; until: number }>();

function readMapOrigin(c: Context<WorkerEnv>, language: Language): Promise<void> {
  return createDataApi(c.get('dataSource'), language)
    .contactInformation()
    .then(
      ({ map_url }) => void mapOrigins.set(language, { origins: origins(map_url ?? ''), until: Date.now() + MAP_ORIGIN_MEMO_MS }),
      // The page itself shows why the contact information is missing; the origin stays as it was.
      () => undefined,
    );
}

/**
 * The contact page frames its map: its origin joins the CSP's frame-src. On every page, since a
 * visitor may reach the contact page by client-side navigation under the first page's CSP. The
 * origin is read from the contact information (the shell's own data, so the same cache entry)
 * and kept a minute per isolate. Only the contact page waits for the first read; elsewhere the
 * read runs beside the render, which it must not delay, and until it lands the upstream's origin
 * (where the map of the reference API lives) stands in.
 */
export const mapFrameOrigin: MiddlewareHandler<WorkerEnv> = async (c, next) => {
  const language = c.get('language');
  if (language) {
    const known = mapOrigins.get(language);
    if (!known || known.until <= Date.now()) {
      const read = readMapOrigin(c, language);
      if (!known && c.req.path.replace(/\/$/, '') === pagePath(language, CONTACT_PATH)) await read;
      else c.executionCtx.waitUntil(read);
    }
    c.set('frameOrigins', mapOrigins.get(language)?.origins ?? origins(c.env.UPSTREAM_URL));
  }
  await next();
};
