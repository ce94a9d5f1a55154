// The purge endpoint with a runtime that has Cloudflare's Workers Cache (ctx.cache, which
// Miniflare does not simulate): the purge also purges that cache by the scope's tag, at once and
// again through the purge queue once every location can have read the new versions.
import { describe, expect, it, vi } from 'vitest';
import { isPurgeBatch, PURGE_AGAIN_AFTER_SECONDS, purgeAgain, type PurgeAgain } from '../cache/edge-purge.ts';
import { purge } from './purge.ts';

const sent: { body: PurgeAgain; options: { delaySeconds: number } }[] = [];
const queue = { send: async (body: PurgeAgain, options: { delaySeconds: number }) => void sent.push({ body, options }) };

function call(body: unknown, cache?: { purge: (options: { tags: string[] }) => Promise<unknown> }) {
  const written: [string, string][] = [];
  const waits: Promise<unknown>[] = [];
  sent.length = 0;
  const env = { PURGE_TOKEN: 'secret', PURGE_QUEUE: queue, CACHE: { put: async (key: string, value: string) => void written.push([key, value]) } };
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
    const { response, written, waits } = call(body, cache);
    expect((await response).status).toBe(200);
    await Promise.all(waits);
    expect(written.map(([key]) => key)).toEqual(tags.map((tag) => `version:${tag}`));
    expect(cache.purge).toHaveBeenCalledWith({ tags });
    // The second purge, after KV's minute and the locations' half minute.
    expect(sent).toEqual([{ body: { tags }, options: { delaySeconds: PURGE_AGAIN_AFTER_SECONDS } }]);
    expect(PURGE_AGAIN_AFTER_SECONDS).toBeGreaterThan(90);
    const ackAll = vi.fn();
    const batch = { queue: 'hesabpos-purge', messages: [{ body: { tags } }, { body: { tags } }], ackAll } as never;
    expect(isPurgeBatch(batch)).toBe(true);
    await purgeAgain(batch, { cache });
    expect(cache.purge).toHaveBeenLastCalledWith({ tags });
    expect(cache.purge).toHaveBeenCalledTimes(2);
    expect(ackAll).toHaveBeenCalled();
  });

  it('works where there is none (Miniflare, or the Workers Cache switched off), and queues nothing', async () => {
    const { response, written, waits } = call({ scope: 'shared' });
    expect((await response).status).toBe(200);
    await Promise.all(waits);
    expect(written[0]![0]).toBe('version:shared');
    expect(sent).toEqual([]);
  });

  it('tells the purge queue’s batches from the contact queue’s', () => {
    const contact = { messages: [{ body: { id: 'x', language: 'az', values: {}, receivedAt: '' } }] } as never;
    expect(isPurgeBatch(contact)).toBe(false);
  });
});
