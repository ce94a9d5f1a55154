// The site Worker: each request's context (worker/context.ts) and security headers (worker/middleware/),
// then the route families of worker/routes/ in the order they are matched, pages last; each queue's consumer by its name.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestContext } from './context.ts';
import { deliverQueued } from './contact/delivery.ts';
import type { ExecutionContext, MessageBatch } from '@cloudflare/workers-types';
import { purgeWorkersCache } from './cache/purge.ts';
import { readConfig } from './core/config.ts';
import type { Env, ImageJob, QueuedContact, WorkerEnv } from './core/env.ts';
import { noStoreUnlessSaid } from './core/http-cache.ts';
import { log, withRequestId } from './core/log.ts';
import { mapFrameOrigin, securityHeaders } from './middleware/security-headers.ts';
import { api } from './routes/api.ts';
import { contact } from './routes/contact.ts';
import { cspReport } from './routes/csp-report.ts';
import { consumeImageJobs } from './images/variants.ts';
import { images } from './routes/images.ts';
import { messages } from './routes/messages.ts';
import { pages } from './routes/pages.ts';
import { purge } from './routes/purge.ts';
import { quote } from './routes/quote.ts';
import { buildIndexes } from './search/index-build.ts';
import { seo } from './routes/seo.ts';

const app = new Hono<WorkerEnv>();

app.use('*', requestContext);
app.use('/:lang/*', mapFrameOrigin);
app.use('*', securityHeaders, noStoreUnlessSaid);

app.onError((error, c) => {
  // Hono's own middleware (bearerAuth, csrf, bodyLimit) refuses with a ready answer.
  if (error instanceof HTTPException) return error.getResponse();
  log('error', String(error), { path: new URL(c.req.url).pathname });
  return c.text('Something went wrong on our side.', 500, { 'Cache-Control': 'no-store' });
});

for (const family of [purge, cspReport, api, messages, contact, quote, images, seo, pages]) app.route('/', family);

/** Each queue's consumer, by the queue's name in wrangler.toml. */
const consumers: Record<string, (batch: MessageBatch<never>, env: Env, ctx: ExecutionContext) => Promise<void>> = {
  'hesabpos-contact': (batch, env) => deliverQueued(batch as MessageBatch<QueuedContact>, env),
  'hesabpos-purge': (batch, _env, ctx) => purgeWorkersCache(batch, ctx),
  'hesabpos-search': (batch, env) => buildIndexes(batch, env.CACHE, readConfig(env), env.SEARCH_QUEUE),
  'hesabpos-images': (batch, env) => consumeImageJobs(batch as MessageBatch<ImageJob>, env),
};

export default {
  fetch: app.fetch,
  // A batch's lines carry an id of their own, as a request's carry its Ray ID.
  queue: (batch: MessageBatch<never>, env: Env, ctx: ExecutionContext) =>
    withRequestId(`${batch.queue}:${crypto.randomUUID()}`, async () => {
      const consume = consumers[batch.queue];
      if (!consume) {
        log('error', 'a batch from a queue this Worker does not consume, retried', { queue: batch.queue });
        return batch.retryAll();
      }
      await consume(batch, env, ctx);
    }),
};
