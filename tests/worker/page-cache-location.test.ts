// The rendered-page cache's location tier on workerd: a new isolate (a second site Worker on the
// same address and storage) serves what another one kept in the location's cache, until a purge.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startStack, type Stack } from '../../build/local-stack.ts';
import { upstreamDefaults, fakeProduct, startFakeUpstream } from '../support/fake-upstream.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the location tier (the Workers Cache API, shared by the isolates of a location)', () => {
  it('lets a new isolate serve a page another one rendered, without rendering, until a purge', async () => {
    const persistDir = await mkdtemp(join(tmpdir(), 'site-pages-'));
    const upstream = await startFakeUpstream(upstreamDefaults(() => [fakeProduct('p1', 'Shared title', 10)]));
    // The same address for both isolates, as on Cloudflare: the page's key is its URL.
    const port = await freePort();
    const start = () =>
      startStack({ upstreamUrl: upstream.url, persistDir, port, onLog: () => {}, debugToken: 'debug', siteVars: { CACHE_FRESH_PRODUCTS_SECONDS: '60' } });
    const viewOn = async (stack: Stack, path: string) => {
      const response = await fetch(`${stack.siteUrl}${path}`, { headers: { Accept: 'text/html', 'X-Debug-Token': 'debug' } });
      const html = await response.text();
      const nonce = response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1] ?? '';
      return {
        html: html.replaceAll(nonce, 'N'),
        nonce,
        page: response.headers.get('server-timing')?.match(/page;desc="(\w+)"/)?.[1],
        tags: response.headers.get('cache-tag'),
      };
    };
    const path = '/en/products?search=shared';
    try {
      const first = await start();
      let kept: Awaited<ReturnType<typeof viewOn>>;
      try {
        await viewOn(first, path);
        await sleep(200);
        kept = await viewOn(first, path);
        expect(kept.page).toBe('render');
        expect(kept.tags).toBe('all,categories,products,shared');
        // Let the Cache API write land before this isolate goes away.
        await sleep(300);
      } finally {
        await first.close();
      }
      const second = await start();
      try {
        const shared = await viewOn(second, path);
        expect(shared.page).toBe('location');
        expect(shared.html).toBe(kept.html);
        expect(shared.nonce).not.toBe(kept.nonce);
        expect(shared.tags).toBe('all,categories,products,shared');
        expect((await viewOn(second, path)).page).toBe('hit');
        const response = await fetch(`${second.siteUrl}/_purge`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${second.purgeToken}` },
          body: JSON.stringify({ scope: 'products' }),
        });
        expect(response.status).toBe(200);
        expect((await viewOn(second, path)).page).toBe('render');
      } finally {
        await second.close();
      }
    } finally {
      await upstream.close();
      await rm(persistDir, { recursive: true, force: true });
    }
  }, 60_000);
});
