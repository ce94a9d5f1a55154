import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../shared/constants.ts';
import type { Searchable, SearchIndex } from './search-index.ts';

/** The location's cache as the Workers runtime gives it, in memory, counting writes. */
function fakeLocationCache() {
  const entries = new Map<string, ArrayBuffer>();
  const cache = {
    puts: 0,
    async match(url: string) {
      const bytes = entries.get(url);
      return bytes ? new Response(bytes.slice(0)) : undefined;
    },
    async put(url: string, response: Response) {
      cache.puts++;
      entries.set(url, await response.arrayBuffer());
    },
    entries,
  };
  return cache;
}

/** The store as a new isolate sees it: its own module state, the location's cache shared. */
async function newIsolate() {
  vi.resetModules();
  const { indexOf } = await import('./index-store.ts');
  const { search } = await import('./match.ts');
  return { indexOf, find: (index: SearchIndex, query: string) => search(index, query) };
}

const items: Searchable[] = [
  { title: 'ThermoLine TP-80 receipt printer', categories: ['Receipt printers'] },
  { title: 'SafeBox CD-405 cash drawer', categories: ['Cash drawers'] },
];

afterEach(() => {
  delete (globalThis as { caches?: unknown }).caches;
});

describe('the stored search index', () => {
  it('is built once per catalogue and language and loaded by every other isolate', async () => {
    const cache = fakeLocationCache();
    (globalThis as { caches?: unknown }).caches = { default: cache };
    const first = await newIsolate();
    const built = await first.indexOf(items, 'en' as Language);
    expect(cache.puts).toBe(1);
    expect(await first.indexOf(items, 'en')).toBe(built);

    const second = await newIsolate();
    const loaded = await second.indexOf(items, 'en');
    expect(cache.puts).toBe(1);
    expect(second.find(loaded, 'cash drawers')).toEqual([1]);
    expect(second.find(loaded, 'receipt printer')).toEqual(first.find(built, 'receipt printer'));

    // A changed catalogue (after a purge) is another index; another language too.
    const changed = await second.indexOf([...items, { title: 'Zebra ZD421 label printer', categories: ['Label printers'] }], 'en');
    expect(second.find(changed, 'zebra')).toEqual([2]);
    await second.indexOf(items, 'az');
    expect(cache.puts).toBe(3);
  });

  it('builds the index again when the stored bytes cannot be read, and without a location cache', async () => {
    const cache = fakeLocationCache();
    (globalThis as { caches?: unknown }).caches = { default: cache };
    await (await newIsolate()).indexOf(items, 'ru');
    for (const url of cache.entries.keys()) cache.entries.set(url, new Uint8Array([9, 9, 9, 9]).buffer);
    const isolate = await newIsolate();
    expect(isolate.find(await isolate.indexOf(items, 'ru'), 'drawer')).toEqual([1]);
    expect(cache.puts).toBe(2);

    delete (globalThis as { caches?: unknown }).caches;
    const plain = await newIsolate();
    expect(plain.find(await plain.indexOf(items, 'en'), 'printer')).toEqual([0]);
  });
});
