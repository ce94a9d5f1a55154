// The one case that real KV cannot produce here: KV itself failing. The cache must fall back
// to the upstream, never to an error page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KVNamespace } from '@cloudflare/workers-types';
import { createCachedSource } from './kv-cache.ts';
import { readConfig } from '../core/config.ts';
import { RequestMetrics } from '../core/metrics.ts';
import { paginated, productSummary } from '../../shared/data/types.ts';
import { fakeList, fakeProduct, startFakeUpstream, type FakeUpstream } from '../../build/fake-upstream.ts';
import { memoryR2 } from '../../build/cost-bindings.ts';

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream(() => ({ body: fakeList([fakeProduct('p', 'Straight from upstream', 5)]) }));
});
afterAll(() => upstream.close());

const writes: string[] = [];
const broken = {
  get: () => Promise.reject(new Error('KV is down')),
  put: (key: string) => {
    writes.push(key);
    return Promise.reject(new Error('KV is down'));
  },
} as unknown as KVNamespace;

describe('KV cache when KV fails', () => {
  it('answers from the upstream and counts the KV error', async () => {
    const metrics = new RequestMetrics();
    const waited: Promise<unknown>[] = [];
    const source = createCachedSource({
      kv: broken,
      state: memoryR2({ r2Reads: 0, r2Writes: 0 }) as never,
      ctx: { waitUntil: (promise) => void waited.push(promise) },
      config: readConfig({ UPSTREAM_URL: upstream.url } as never),
      metrics,
    });
    const answer = await source.get('products/', { limit: 1 }, 'az', paginated(productSummary));
    expect(answer.results[0]?.title).toBe('Straight from upstream');
    expect(metrics.kvErrors).toBe(1);
    expect(metrics.outcomes.bypass).toBe(1);
    await Promise.all(waited);
    expect(writes).toEqual([]);
  });
});
