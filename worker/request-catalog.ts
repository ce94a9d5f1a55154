// Per request: the cached upstream source and the metrics it reports into.
import type { Context } from 'hono';
import type { CatalogSource } from '../shared/catalog/source.ts';
import { createCachedSource } from './cache/kv-cache.ts';
import { readConfig } from './config.ts';
import type { WorkerEnv } from './env.ts';
import { RequestMetrics } from './metrics.ts';
import { sanitizeUpstream } from './sanitize.ts';

export interface RequestCatalog {
  source: CatalogSource;
  metrics: RequestMetrics;
}

const catalogs = new WeakMap<Request, RequestCatalog>();

export function catalogFor(c: Context<WorkerEnv>): RequestCatalog {
  let catalog = catalogs.get(c.req.raw);
  if (!catalog) {
    const metrics = new RequestMetrics();
    const source = createCachedSource({
      kv: c.env.CACHE,
      ctx: c.executionCtx,
      config: readConfig(c.env),
      metrics,
      transform: sanitizeUpstream,
    });
    catalog = { source, metrics };
    catalogs.set(c.req.raw, catalog);
  }
  return catalog;
}
