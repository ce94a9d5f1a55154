// The browser's data source (client/api-source.ts) with a stand-in fetch: the calls of one task
// go as one request, each caller gets its own answer or error, and an abort drops only its caller
// (the request itself only when every caller left).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiSource } from '../../client/api-source.ts';
import { UpstreamError } from '../../shared/data/errors.ts';

const accept = <T>(value: unknown) => value as T;
type Sent = { url: string; signal: AbortSignal };

/** A fetch that records each request and answers it when the test says so. */
function stubFetch() {
  const sent: (Sent & { answer: (status: number, body: unknown) => void })[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    return new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      sent.push({ url, signal: init.signal!, answer: (status, body) => resolve(Response.json(body, { status })) });
    });
  });
  return sent;
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the browser data source', () => {
  it("sends a task's calls, even those made after awaiting a peek, as one request in a fixed order", async () => {
    const sent = stubFetch();
    const slides = apiSource.get('slides/', { limit: 'all' }, 'en', accept);
    const later = (async () => {
      await apiSource.peek?.('categories/', {}, 'en', accept);
      return apiSource.get('products/', { limit: 8, is_new: true }, 'en', accept);
    })();
    await until(() => sent.length === 1);
    expect(decodeURIComponent(sent[0]!.url)).toBe('/_api/en?call=products/?is_new=true&limit=8&call=slides/?limit=all');
    sent[0]!.answer(200, {
      results: [
        { status: 200, data: 'new' },
        { status: 200, data: 'slides' },
      ],
    });
    expect(await Promise.all([slides, later])).toEqual(['slides', 'new']);
  });

  it('gives each caller its own error with the status the single form gives, and uses the single form for one call', async () => {
    const sent = stubFetch();
    const product = apiSource.get('products/gone', {}, 'az', accept);
    const related = apiSource.get('products/gone/related', { limit: 'all' }, 'az', accept);
    await until(() => sent.length === 1);
    sent[0]!.answer(200, {
      results: [
        { status: 404, detail: 'not-found' },
        { status: 503, detail: 'maintenance' },
      ],
    });
    await expect(product).rejects.toMatchObject({ kind: 'not-found', status: 404 });
    await expect(related).rejects.toBeInstanceOf(UpstreamError);
    await expect(related).rejects.toMatchObject({ kind: 'maintenance', status: 503 });

    const alone = apiSource.get('categories/', { limit: 'all' }, 'az', accept);
    await until(() => sent.length === 2);
    expect(sent[1]!.url).toBe('/_api/az/categories/?limit=all');
    sent[1]!.answer(502, { detail: 'upstream' });
    await expect(alone).rejects.toMatchObject({ kind: 'upstream', status: 502 });
  });

  it('drops an aborted caller without touching the others, and the request once every caller left', async () => {
    const sent = stubFetch();
    const navigation = new AbortController();
    const search = new AbortController();
    const dropped = apiSource.get('slides/', {}, 'ru', accept, navigation.signal);
    const kept = apiSource.get('partners/', {}, 'ru', accept, search.signal);
    await until(() => sent.length === 1);
    navigation.abort();
    await expect(dropped).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent[0]!.signal.aborted).toBe(false);
    sent[0]!.answer(200, {
      results: [
        { status: 200, data: 'partners' },
        { status: 200, data: 'slides' },
      ],
    });
    expect(await kept).toBe('partners');

    const both = new AbortController();
    const calls = [apiSource.get('slides/', {}, 'ru', accept, both.signal), apiSource.get('partners/', {}, 'ru', accept, both.signal)];
    await until(() => sent.length === 2);
    both.abort();
    for (const call of calls) await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent[1]!.signal.aborted).toBe(true);

    const before = new AbortController();
    before.abort();
    await expect(apiSource.get('slides/', {}, 'ru', accept, before.signal)).rejects.toMatchObject({ name: 'AbortError' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toHaveLength(2);
  });
});
