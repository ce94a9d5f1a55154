// Per request, as Hono context variables: the metrics every part reports into, and the upstream
// through the KV cache (product descriptions sanitized before they are stored) with the edge
// search in front, with what its reads depended on (to keep a page rendered from them).
import type { MiddlewareHandler } from 'hono';
import { createCachedSource } from '../cache/kv-cache.ts';
import { ReadDependencies } from '../cache/versions.ts';
import { readConfig } from '../core/config.ts';
import type { WorkerEnv } from '../core/env.ts';
import { RequestMetrics } from '../core/metrics.ts';
import { sanitizeUpstream } from '../core/sanitize.ts';
import { createSearchingSource } from '../search/searching-source.ts';

export const requestDataSource: MiddlewareHandler<WorkerEnv> = async (c, next) => {
  const metrics = new RequestMetrics();
  const dependencies = new ReadDependencies();
  const config = readConfig(c.env);
  const cached = createCachedSource({ kv: c.env.CACHE, ctx: c.executionCtx, config, metrics, transform: sanitizeUpstream, dependencies });
  c.set('metrics', metrics);
  c.set('readDependencies', dependencies);
  c.set('dataSource', createSearchingSource(cached, { maxProducts: config.searchIndexMaxProducts }));
  await next();
};
