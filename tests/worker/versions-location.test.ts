// Scope versions and data entries through the location's cache on workerd: a new isolate (a second
// site Worker on the same address and storage) takes them from there, not from R2 or KV, so that a view
// in a new isolate costs no KV read; a purge there still shows at once.
import { describe, expect, it } from 'vitest';
import type { Stack } from '../../build/local-stack.ts';
import { upstreamDefaults, fakeProduct, startFakeUpstream } from '../../build/fake-upstream.ts';
import { DEBUG_TOKEN, inTwoIsolates, purge } from '../support/two-isolates.ts';
import { VERSIONS_OBJECT } from '../../worker/cache/versions.ts';

describe('a new isolate at the location', () => {
  it('reads versions and entries from the location’s cache, not R2 or KV, and still sees a purge at once', async () => {
    let title = 'Before';
    const upstream = await startFakeUpstream(upstreamDefaults(() => [fakeProduct('p1', title, 10)]));
    const data = async (stack: Stack) => {
      const response = await fetch(`${stack.siteUrl}/_api/en/products/?limit=2`, { headers: { 'X-Debug-Token': DEBUG_TOKEN } });
      const body = (await response.json()) as { results: { title: string }[] };
      return { title: body.results[0]?.title, timing: response.headers.get('server-timing') ?? '' };
    };
    try {
      await inTwoIsolates(
        { upstreamUrl: upstream.url },
        async (first) => {
          expect((await purge(first)).status).toBe(200);
          expect((await data(first)).timing).toContain('miss=1');
        },
        async (second) => {
          // Behind the Worker's back: STATE now holds another products version and KV no entries. A
          // view that read either from there would miss and call the upstream.
          const state = await second.site!.getR2Bucket('STATE');
          await state.put(VERSIONS_OBJECT, JSON.stringify({ 'version:products': 'not-read' }));
          const kv = await second.site!.getKVNamespace('CACHE');
          for (const { name } of (await kv.list({ prefix: 'data:' })).keys) await kv.delete(name);
          const calls = upstream.calls.length;
          for (let view = 0; view < 3; view++) {
            const seen = await data(second);
            expect(seen.title).toBe('Before');
            expect(seen.timing).toContain('cache;desc="hit=1"');
          }
          expect(upstream.calls.length).toBe(calls);

          title = 'After';
          expect((await purge(second)).status).toBe(200);
          const after = await data(second);
          expect(after.title).toBe('After');
          expect(after.timing).toContain('miss=1');
        },
      );
    } finally {
      await upstream.close();
    }
  }, 60_000);
});
