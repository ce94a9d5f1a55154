// The purge endpoint with a runtime that has Cloudflare's Workers Cache (ctx.cache, which
// Miniflare does not simulate): the purge also purges that cache by the scope's tag.
import { describe, expect, it, vi } from 'vitest';
import { purge } from './purge.ts';

function call(body: unknown, cache?: { purge: (options: { tags: string[] }) => Promise<unknown> }) {
  const written: [string, string][] = [];
  const waits: Promise<unknown>[] = [];
  const env = { PURGE_TOKEN: 'secret', CACHE: { put: async (key: string, value: string) => void written.push([key, value]) } };
  const ctx = { waitUntil: (promise: Promise<unknown>) => void waits.push(promise), passThroughOnException: () => {}, props: {}, ...(cache ? { cache } : {}) };
  const request = new Request('https://site.example/_purge', {
    method: 'POST',
    headers: { Authorization: 'Bearer secret', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { response: purge.fetch(request, env, ctx as never) as Promise<Response>, written, waits };
}

describe('purge and the Workers Cache', () => {
  it.each([
    [{ scope: 'products' }, ['products']],
    [{ scope: 'product', slug: 'pos-x1' }, ['product:pos-x1']],
    [{ scope: 'all' }, ['shared', 'categories', 'products']],
  ])('purges %j by the tags %j where the runtime has ctx.cache', async (body, tags) => {
    const cache = { purge: vi.fn(async () => undefined) };
    const { response, written } = call(body, cache);
    expect((await response).status).toBe(200);
    expect(written.map(([key]) => key)).toEqual(tags.map((tag) => `version:${tag}`));
    expect(cache.purge).toHaveBeenCalledWith({ tags });
  });

  it('works where there is none (Miniflare, or the Workers Cache switched off)', async () => {
    const { response, written } = call({ scope: 'shared' });
    expect((await response).status).toBe(200);
    expect(written[0]![0]).toBe('version:shared');
  });
});
