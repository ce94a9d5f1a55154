// The memo of client/api-source.ts that intent fetching fills: a prefetched answer is the
// navigation's once (no second request), expires, is never an error, and never a refresh's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiSource, networkApiSource, PREFETCH_MEMO_MS, prefetchApiSource } from '../../client/api-source.ts';

const accept = <T>(value: unknown) => value as T;

/** A fetch that answers every single-call request at once with `answer(url)`, and records it. */
function stubFetch(answer: (url: string) => { status: number; body: unknown } = (url) => ({ status: 200, body: url })) {
  const sent: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    sent.push(url);
    const { status, body } = answer(url);
    return Response.json(body, { status });
  });
  return sent;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the prefetch memo', () => {
  it("answers the navigation's call once from the prefetch, then the network again", async () => {
    const sent = stubFetch();
    const ahead = prefetchApiSource.get('products/a', {}, 'en', accept);
    const during = apiSource.get('products/a', {}, 'en', accept);
    expect(await ahead).toBe('/_api/en/products/a');
    expect(await during).toBe('/_api/en/products/a');
    expect(sent).toHaveLength(1);
    await apiSource.get('products/a', {}, 'en', accept);
    expect(sent, 'taken once').toHaveLength(2);
  });

  it('is per language, and a second prefetch of the same call shares the first', async () => {
    const sent = stubFetch();
    await Promise.all([prefetchApiSource.get('products/b', {}, 'az', accept), prefetchApiSource.get('products/b', {}, 'az', accept)]);
    expect(sent).toHaveLength(1);
    await apiSource.get('products/b', {}, 'ru', accept);
    expect(sent).toEqual(['/_api/az/products/b', '/_api/ru/products/b']);
    await apiSource.get('products/b', {}, 'az', accept);
    expect(sent).toHaveLength(2);
  });

  it('drops an answer its navigation did not take in time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sent = stubFetch();
    await prefetchApiSource.get('products/c', {}, 'en', accept);
    vi.setSystemTime(Date.now() + PREFETCH_MEMO_MS);
    await apiSource.get('products/c', {}, 'en', accept);
    expect(sent).toHaveLength(2);
  });

  it('keeps no error: the navigation asks the network again and gets its own answer', async () => {
    let status = 503;
    const sent = stubFetch(() => ({ status, body: 'fine' }));
    await expect(prefetchApiSource.get('products/d', {}, 'en', accept)).rejects.toMatchObject({ kind: 'maintenance' });
    status = 200;
    expect(await prefetchApiSource.get('products/d', {}, 'en', accept), 'a new prefetch asks again').toBe('fine');
    expect(await apiSource.get('products/d', {}, 'en', accept)).toBe('fine');
    expect(sent).toHaveLength(2);

    status = 502;
    const ahead = prefetchApiSource.get('products/e', {}, 'en', accept);
    const during = apiSource.get('products/e', {}, 'en', accept);
    await expect(ahead).rejects.toMatchObject({ status: 502 });
    status = 200;
    expect(await during, 'taken while in flight, failed, asked again').toBe('fine');
    expect(sent).toHaveLength(4);
  });

  it('is never what a refresh gets', async () => {
    const sent = stubFetch();
    await prefetchApiSource.get('products/f', {}, 'en', accept);
    await networkApiSource.get('products/f', {}, 'en', accept);
    expect(sent).toHaveLength(2);
  });

  it("drops a navigation's call whose signal aborts while the prefetch is still under way", async () => {
    stubFetch();
    const ahead = prefetchApiSource.get('products/g', {}, 'en', accept);
    const navigation = new AbortController();
    const during = apiSource.get('products/g', {}, 'en', accept, navigation.signal);
    navigation.abort();
    await expect(during).rejects.toMatchObject({ name: 'AbortError' });
    expect(await ahead, 'the prefetch itself goes on').toBe('/_api/en/products/g');
  });
});
