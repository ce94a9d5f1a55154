// Reading the stored search index in Node (no location's cache here, so KV answers what the
// location would): an isolate reads KV once a minute at most, answers from its copy at once and
// looks for a newer one in the background, and remembers a language without one for a minute too.
import type { KVNamespace } from '@cloudflare/workers-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '../../shared/data/types.ts';
import { buildIndex } from './search-index.ts';
import { encodeIndex, indexKey, readIndex } from './stored-index.ts';

const card = (slug: string, title: string): ProductSummary => ({
  slug,
  title,
  price: 1,
  discount: null,
  is_new: false,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: null,
  images: [],
  category: null,
});
const value = (builtAt: number, ...cards: ProductSummary[]) =>
  encodeIndex(
    { digest: String(builtAt), builtAt, described: 0 },
    cards,
    buildIndex(
      cards.map(({ title }) => ({ title, categories: [] })),
      'en',
    ),
  );

const kept = new Map<string, Uint8Array>();
let reads = 0;
const kv = {
  async get(key: string) {
    reads++;
    return kept.get(key)?.slice().buffer ?? null;
  },
} as unknown as KVNamespace;

afterEach(() => vi.useRealTimers());

describe('reading the stored search index', () => {
  it('reads KV at most once a minute, answering from its copy while it looks for a newer one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const background: Promise<unknown>[] = [];
    const read = () => readIndex(kv, 'en', (work) => background.push(work));
    kept.set(indexKey('en'), value(1, card('a', 'Receipt printer')));
    expect((await read())?.card(0).slug).toBe('a');
    expect((await read())?.header.builtAt).toBe(1);
    expect([reads, background.length]).toEqual([1, 0]);

    kept.set(indexKey('en'), value(2, card('b', 'Barcode scanner')));
    vi.setSystemTime(Date.now() + 61_000);
    expect((await read())?.header.builtAt).toBe(1);
    expect(background).toHaveLength(1);
    await Promise.all(background);
    expect((await read())?.card(0).slug).toBe('b');
    expect([reads, background.length]).toEqual([2, 1]);
  });

  it('remembers for a minute that a language has none, then reads again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    reads = 0;
    const read = () => readIndex(kv, 'ru', () => undefined);
    expect([await read(), await read(), reads]).toEqual([undefined, undefined, 1]);
    kept.set(indexKey('ru'), value(3, card('c', 'Денежный ящик')));
    vi.setSystemTime(Date.now() + 61_000);
    expect((await read())?.header.builtAt).toBe(3);
    expect(reads).toBe(2);
  });
});
