// The purge endpoint and the Workers Cache (ctx.cache, which only Cloudflare and the local Workers
// Cache offer): a purge writes its versions and queues its tags, never calling the platform's
// rate-limited purge from the request; the purge queue's consumer purges a batch's tags in one
// call, reads `success`, and retries with a growing delay until it lands or is given up.
import { describe, expect, it, vi } from 'vitest';
import { PURGE_AGAIN_AFTER_SECONDS, PURGE_ATTEMPTS, purgeWorkersCache, retryDelaySeconds } from '../cache/purge.ts';
import type { WorkersCachePurge } from '../core/env.ts';
import { purge } from './purge.ts';
import { memoryR2 } from '../../build/cost-bindings.ts';
import { VERSIONS_OBJECT, writeVersions } from '../cache/versions.ts';

type Sent = { body: WorkersCachePurge; delaySeconds?: number };

function call(body: unknown) {
  const counts = { r2Reads: 0, r2Writes: 0 };
  const state = memoryR2(counts);
  const sent: Sent[] = [];
  const cache = { purge: vi.fn(async () => ({ success: true, errors: [] })) };
  const env = {
    PURGE_TOKEN: 'secret',
    PURGE_QUEUE: { sendBatch: async (queued: Sent[]) => void sent.push(...queued) },
    STATE: state,
  };
  const ctx = { waitUntil: () => undefined, passThroughOnException: () => {}, props: {}, cache };
  const request = new Request('https://site.example/_purge', {
    method: 'POST',
    headers: { Authorization: 'Bearer secret', 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const written = async () => JSON.parse((await (await state.get(VERSIONS_OBJECT))?.text()) ?? '{}') as Record<string, string>;
  return { response: purge.fetch(request, env, ctx as never) as Promise<Response>, written, counts, sent, cache };
}

/** A purge queue batch of queue messages with these tags (or whole bodies), each at `attempts`. */
function batchOf(asks: (string[] | WorkersCachePurge)[], attempts = 1) {
  const ackAll = vi.fn();
  const retryAll = vi.fn();
  const bodies = asks.map((ask) => (Array.isArray(ask) ? { tags: ask } : ask));
  const batch = { queue: 'hesabpos-purge', messages: bodies.map((body) => ({ body, attempts })), ackAll, retryAll };
  return { batch: batch as never, ackAll, retryAll };
}

describe('a purge', () => {
  it('is a POST: other methods get 405 with Allow', async () => {
    const response = await purge.request('/_purge', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('answers a body that is no JSON with what to send, and JSON null as a body without a scope', async () => {
    for (const [body, error] of [
      ['not json', /^Send JSON/],
      ['null', /^scope must be one of/],
    ] as const) {
      const response = await call(body).response;
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(error);
    }
  });

  it.each([
    [{ scope: 'products' }, ['products']],
    [{ scope: 'product', slug: 'pos-x1' }, ['product:pos-x1']],
    [{ scope: 'all' }, ['shared', 'categories', 'products']],
  ])('of %j writes its versions and queues the tags %j twice, and purges nothing from the request', async (body, tags) => {
    const { response, written, counts, sent, cache } = call(body);
    expect((await response).status).toBe(200);
    // One conditional write of the versions object, whatever the scope.
    expect(counts.r2Writes).toBe(1);
    expect(Object.keys(await written()).sort()).toEqual(tags.map((tag) => `version:${tag}`).sort());
    // A purge of all (as after a deploy) drops the untagged answers too.
    const queued = body.scope === 'all' ? { tags, everything: true } : { tags };
    expect(sent).toEqual([{ body: queued }, { body: queued, delaySeconds: PURGE_AGAIN_AFTER_SECONDS }]);
    // After KV's minute and the locations' half minute.
    expect(PURGE_AGAIN_AFTER_SECONDS).toBeGreaterThan(90);
    expect(cache.purge).not.toHaveBeenCalled();
  });
});

describe('the scope versions', () => {
  it('keep every one of purges made at the same moment (each conditional write that loses reads the other and tries again)', async () => {
    const counts = { r2Reads: 0, r2Writes: 0 };
    const state = memoryR2(counts);
    const slugs = ['a', 'b', 'c', 'd', 'e'];
    await Promise.all(slugs.map((slug) => writeVersions(state as never, [`version:product:${slug}`], `v-${slug}`)));
    const stored = JSON.parse((await (await state.get(VERSIONS_OBJECT))!.text()) as string) as Record<string, string>;
    expect(stored).toEqual(Object.fromEntries(slugs.map((slug) => [`version:product:${slug}`, `v-${slug}`])));
    expect(counts.r2Writes).toBeGreaterThan(slugs.length);
  });

  it("drop the products' own versions with a purge of every product, which supersedes them", async () => {
    const state = memoryR2({ r2Reads: 0, r2Writes: 0 });
    await writeVersions(state as never, ['version:product:a', 'version:shared'], 'one');
    expect(await writeVersions(state as never, ['version:products'], 'two')).toEqual({ 'version:shared': 'one', 'version:products': 'two' });
  });
});

describe("the purge queue's consumer", () => {
  it("purges a batch's tags once each, in one call, and acknowledges it", async () => {
    const cache = { purge: vi.fn(async () => ({ success: true, errors: [] })) };
    const { batch, ackAll, retryAll } = batchOf([['product:b'], ['product:a', 'products'], ['product:b']]);
    await purgeWorkersCache(batch, { cache });
    expect(cache.purge.mock.calls).toEqual([[{ tags: ['product:a', 'product:b', 'products'] }]]);
    expect([ackAll.mock.calls.length, retryAll.mock.calls.length]).toEqual([1, 0]);
  });

  it('splits more than 100 tags into calls of 100', async () => {
    const cache = { purge: vi.fn(async (_options: { tags: string[] }) => ({ success: true, errors: [] })) };
    const tags = Array.from({ length: 150 }, (_, index) => `product:p${String(index).padStart(3, '0')}`);
    await purgeWorkersCache(batchOf([tags]).batch, { cache });
    expect(cache.purge.mock.calls.map(([options]) => options.tags.length)).toEqual([100, 50]);
  });

  it('retries a purge that answered success: false or threw, later each time, and gives it up with an error line after the last attempt', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const failing of [async () => ({ success: false, errors: [{ code: 429, message: 'rate limited' }] }), async () => Promise.reject(new Error('down'))]) {
      const cache = { purge: vi.fn(failing) };
      const first = batchOf([['products']], 1);
      await purgeWorkersCache(first.batch, { cache });
      expect(first.retryAll).toHaveBeenCalledWith({ delaySeconds: 15 });
      expect(first.ackAll).not.toHaveBeenCalled();
      const last = batchOf([['products']], PURGE_ATTEMPTS);
      await purgeWorkersCache(last.batch, { cache });
      expect([last.ackAll.mock.calls.length, last.retryAll.mock.calls.length]).toEqual([1, 0]);
    }
    expect(logged.mock.calls.map(([line]) => JSON.parse(String(line)).message)).toEqual([
      expect.stringContaining('Workers Cache purge given up'),
      expect.stringContaining('Workers Cache purge given up'),
    ]);
    expect([1, 2, 3, 4, 5, 6].map(retryDelaySeconds)).toEqual([15, 30, 60, 120, 240, 300]);
    vi.restoreAllMocks();
  });

  it('purges everything in one call when one queue message of the batch asks for it', async () => {
    const cache = { purge: vi.fn(async (_options: unknown) => ({ success: true, errors: [] })) };
    const { batch, ackAll } = batchOf([['product:a'], { tags: ['shared'], everything: true }]);
    await purgeWorkersCache(batch, { cache });
    expect(cache.purge.mock.calls).toEqual([[{ purgeEverything: true }]]);
    expect(ackAll).toHaveBeenCalled();
  });

  it('acknowledges at once where no Workers Cache runs in front of the Worker', async () => {
    const { batch, ackAll } = batchOf([['products']]);
    await purgeWorkersCache(batch, {});
    expect(ackAll).toHaveBeenCalled();
  });
});
