// Hono's csrf check (the Origin or Sec-Fetch-Site of a form post must be this site's), answered
// with a sentence in the page's language instead of a bare "Forbidden", after the refused body
// is read (or cut off) so the client gets the answer rather than a connection reset.
import type { MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { DEFAULT_LANGUAGE } from '../../shared/constants.ts';
import { translate } from '../../shared/i18n/intl.ts';
import { readBody } from '../contact/read-form.ts';
import type { WorkerEnv } from '../core/env.ts';

const checkOrigin = csrf();

export const sameOrigin: MiddlewareHandler<WorkerEnv> = async (c, next) => {
  try {
    await checkOrigin(c, next);
  } catch (error) {
    if (!(error instanceof HTTPException) || error.status !== 403) throw error;
    await readBody(c.req.raw.body, -1);
    return c.text(translate(c.get('language') ?? DEFAULT_LANGUAGE, 'contact.error.crossSite'), 403, { 'Cache-Control': 'no-store' });
  }
};
