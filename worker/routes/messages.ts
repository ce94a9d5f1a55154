// GET /_messages/{lang}.{hash}.json: the names of a language's messages file (worker/render/messages.ts)
// that are no static asset: an older build's (a page rendered before a deploy) and, under `vite dev`, every name.
import { Hono } from 'hono';
import { isLanguage } from '../../shared/constants.ts';
import type { WorkerEnv } from '../core/env.ts';
import { parsedMessages } from '../render/messages.ts';

export const messages = new Hono<WorkerEnv>().get('/_messages/:file{[a-z]{2}\\.[0-9a-z]{1,8}\\.json}', (c) => {
  const [language] = c.req.param('file').split('.');
  if (!isLanguage(language)) return c.text('Not Found', 404);
  const { json, path } = parsedMessages(language);
  // A page rendered before a deploy may ask for the previous version: it gets the current one,
  // which nobody may keep under the old name.
  return c.body(json, 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': c.req.path === path ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
});
