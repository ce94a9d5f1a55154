// Per request: the cached upstream source and the metrics it reports into.
import type { Context } from 'hono';
import type { CatalogSource } from '../shared/catalog/source.ts';
import { createCachedSource, ReadDependencies } from './cache/kv-cache.ts';
import { readConfig } from './config.ts';
import type { WorkerEnv } from './env.ts';
import { RequestMetrics } from './metrics.ts';
import { sanitizeUpstream } from './sanitize.ts';
import { createSearchingSource } from './search/searching-source.ts';

export interface RequestCatalog {
  source: CatalogSource;
  metrics: RequestMetrics;
  /** What the source's reads so far depended on (to keep a page rendered from them). */
  dependencies: ReadDependencies;
}

const catalogs = new WeakMap<Request, RequestCatalog>();

export function catalogFor(c: Context<WorkerEnv>): RequestCatalog {
  let catalog = catalogs.get(c.req.raw);
  if (!catalog) {
    const metrics = new RequestMetrics();
    const dependencies = new ReadDependencies();
    const config = readConfig(c.env);
    const cached = createCachedSource({
      kv: c.env.CACHE,
      ctx: c.executionCtx,
      config,
      metrics,
      transform: sanitizeUpstream,
      dependencies,
    });
    const source = createSearchingSource(cached, { maxProducts: config.searchIndexMaxProducts });
    catalog = { source, metrics, dependencies };
    catalogs.set(c.req.raw, catalog);
  }
  return catalog;
}
