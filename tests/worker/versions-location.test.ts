// Scope versions and data entries through the location's cache on workerd: a new isolate (a second
// site Worker on the same address and storage) takes them from there, not from KV, so that a view
// in a new isolate costs no KV read; a purge there still shows at once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startStack, type Stack } from '../../build/local-stack.ts';
import { upstreamDefaults, fakeProduct, startFakeUpstream } from '../support/fake-upstream.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a new isolate at the location', () => {
  it('reads versions and entries from the location’s cache, not KV, and still sees a purge at once', async () => {
    const persistDir = await mkdtemp(join(tmpdir(), 'site-versions-'));
    let title = 'Before';
    const upstream = await startFakeUpstream(upstreamDefaults(() => [fakeProduct('p1', title, 10)]));
    const port = await freePort();
    const start = () => startStack({ upstreamUrl: upstream.url, persistDir, port, onLog: () => {}, debugToken: 'debug' });
    const data = async (stack: Stack) => {
      const response = await fetch(`${stack.siteUrl}/_api/en/products/?limit=2`, { headers: { 'X-Debug-Token': 'debug' } });
      const body = (await response.json()) as { results: { title: string }[] };
      return { title: body.results[0]?.title, timing: response.headers.get('server-timing') ?? '' };
    };
    const purge = (stack: Stack) =>
      fetch(`${stack.siteUrl}/_purge`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${stack.purgeToken}` },
        body: JSON.stringify({ scope: 'products' }),
      });
    try {
      const first = await start();
      try {
        expect((await purge(first)).status).toBe(200);
        expect((await data(first)).timing).toContain('miss=1');
        // Let the Cache API and KV writes land before this isolate goes away.
        await sleep(300);
      } finally {
        await first.close();
      }
      const second = await start();
      try {
        // Behind the Worker's back: KV now holds another products version and no entries. A view
        // that read either from KV would miss and call the upstream.
        const kv = await second.site!.getKVNamespace('CACHE');
        await kv.put('version:products', 'not-read');
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
      } finally {
        await second.close();
      }
    } finally {
      await upstream.close();
      await rm(persistDir, { recursive: true, force: true });
    }
  }, 60_000);
});
