// The rendered-page cache's location tier on workerd: a new isolate (a second site Worker on the
// same address and storage) serves what another one kept in the location's cache, until a purge.
import { describe, expect, it } from 'vitest';
import type { Stack } from '../../build/local-stack.ts';
import { upstreamDefaults, fakeProduct, startFakeUpstream } from '../support/fake-upstream.ts';
import { DEBUG_TOKEN, inTwoIsolates, purge } from '../support/two-isolates.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the location tier (the Workers Cache API, shared by the isolates of a location)', () => {
  it('lets a new isolate serve a page another one rendered, without rendering, until a purge', async () => {
    const upstream = await startFakeUpstream(upstreamDefaults(() => [fakeProduct('p1', 'Shared title', 10)]));
    const viewOn = async (stack: Stack, path: string) => {
      const response = await fetch(`${stack.siteUrl}${path}`, { headers: { Accept: 'text/html', 'X-Debug-Token': DEBUG_TOKEN } });
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
    let kept: Awaited<ReturnType<typeof viewOn>> | undefined;
    try {
      await inTwoIsolates(
        { upstreamUrl: upstream.url, siteVars: { CACHE_FRESH_PRODUCTS_SECONDS: '60' } },
        async (first) => {
          await viewOn(first, path);
          await sleep(200);
          kept = await viewOn(first, path);
          expect(kept.page).toBe('render');
          expect(kept.tags).toBe('categories,products,shared');
        },
        async (second) => {
          const shared = await viewOn(second, path);
          expect(shared.page).toBe('location');
          expect(shared.html).toBe(kept!.html);
          expect(shared.nonce).not.toBe(kept!.nonce);
          expect(shared.tags).toBe('categories,products,shared');
          expect((await viewOn(second, path)).page).toBe('hit');
          expect((await purge(second)).status).toBe(200);
          expect((await viewOn(second, path)).page).toBe('render');
        },
      );
    } finally {
      await upstream.close();
    }
  }, 60_000);
});
