// The searching source in front of a recording upstream, over a search index of the demo catalogue's
// English titles and category names: which queries it answers itself, and that it filters, sorts
// and pages as the upstream would. The built Worker's tests (tests/worker/search.test.ts) prove the wiring.
import { describe, expect, it } from 'vitest';
import { plainUpstream } from '../../build/plain-upstream.ts';
import type { DataSource, Query } from '../../shared/data/source.ts';
import type { ProductSummary } from '../../shared/data/types.ts';
import { ReadDependencies, RequestMetrics } from '../core/metrics.ts';
import { compareTitles } from './order.ts';
import { buildIndex } from './search-index.ts';
import { createSearchingSource } from './searching-source.ts';
import { categoryTitles, type StoredIndex } from './stored-index.ts';

const cards = (plainUpstream(new URL('http://upstream/api/products/?limit=all'), { 'accept-language': 'en' })!.body as { results: ProductSummary[] }).results;
const index = buildIndex(
  cards.map((card) => ({ title: card.title, categories: categoryTitles(card) })),
  'en',
);
const stored = (builtAt = Date.now()): StoredIndex => ({
  header: { format: 0, digest: '', builtAt, described: 0 },
  index,
  card: (at) => cards[at]!,
});

/** A source over that index (or none), what it asked the upstream and the builder, and its metrics. */
function source(found: StoredIndex | undefined) {
  const upstreamAsked: Query[] = [];
  const buildsAsked: string[] = [];
  const metrics = new RequestMetrics();
  const dependencies = new ReadDependencies();
  const upstream: DataSource = {
    get: async <T>(_path: string, query: Query) => {
      upstreamAsked.push(query);
      return { count: 0, next: null, previous: null, results: [] } as T;
    },
  };
  const searching = createSearchingSource(upstream, {
    read: async () => found,
    askForBuild: (language) => buildsAsked.push(language),
    freshMs: 60_000,
    metrics,
    dependencies,
  });
  const list = (query: Query) => searching.get('products/', query, 'en', (value) => value as { count: number; results: ProductSummary[]; suggestion?: string });
  return { list, searching, upstreamAsked, buildsAsked, metrics, dependencies };
}

const slugs = (page: { results: ProductSummary[] }) => page.results.map((product) => product.slug);

describe('the searching source', () => {
  it("passes the cards' prices to the search, so a query said cheap lists the kind cheapest first", async () => {
    const { list } = source(stored());
    const cheap = (await list({ search: 'cheap barcode scanner', limit: 10 })).results;
    expect(cheap[0]!.slug).toBe('scanline-s10-1d-barcode-scanner');
    expect(slugs(await list({ search: 'barcode scanner', limit: 10 }))[0]).not.toBe('scanline-s10-1d-barcode-scanner');
  });

  it('answers the queries the site makes with a search from the index, and says so', async () => {
    const { list, upstreamAsked, buildsAsked, metrics } = source(stored());
    const printers = await list({ search: 'receipt printer', limit: 10 });
    expect(printers.count).toBeGreaterThan(2);
    expect(slugs(printers)[0]).toMatch(/receipt-printer/);
    expect(upstreamAsked).toEqual([]);
    expect(buildsAsked).toEqual([]);
    expect(metrics.search).toBe(`index 0/${cards.length}`);
  });

  it('leaves to the upstream what it does not know, and any search while no index is built, which it asks for', async () => {
    const { list, searching, upstreamAsked, metrics } = source(stored());
    await list({ search: 'printer', limit: 10, weight: 3 });
    await list({ category: 'printers', limit: 10 });
    await list({ search: 'printer', limit: 'all' });
    await searching.get('products/x', { search: 'printer' }, 'en', (value) => value);
    expect(upstreamAsked).toHaveLength(4);
    expect(metrics.search).toBeUndefined();
    const none = source(undefined);
    await none.list({ search: 'printer', limit: 5 });
    expect([none.upstreamAsked, none.buildsAsked]).toEqual([[{ search: 'printer', limit: 5 }], ['en']]);
    expect(none.metrics.search).toBe('upstream');
  });

  it('lets the upstream’s answer for a missing index be kept a minute at most, and the index’s as long as its data', async () => {
    const none = source(undefined);
    await none.list({ search: 'printer', limit: 5 });
    expect(none.dependencies.freshUntil).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(none.dependencies.freshUntil).toBeGreaterThan(Date.now() + 50_000);
    const built = source(stored());
    await built.list({ search: 'printer', limit: 5 });
    expect(built.dependencies.freshUntil).toBe(Infinity);
    // A query this source does not know goes upstream as any list does: its data's freshness decides.
    await built.list({ search: 'printer', limit: 5, weight: 3 });
    expect(built.dependencies.freshUntil).toBe(Infinity);
  });

  it('answers from an index older than the products’ freshness, and asks for a new one', async () => {
    const old = source(stored(Date.now() - 61_000));
    expect((await old.list({ search: 'printer', limit: 5 })).count).toBeGreaterThan(0);
    expect([old.upstreamAsked, old.buildsAsked]).toEqual([[], ['en']]);
  });

  it('keeps to the category and those below it, the price range and is_new', async () => {
    const { list } = source(stored());
    const inCategory = (slug: string) => (product: ProductSummary) => [product.category, product.category?.parent].some((ref) => ref?.slug === slug);
    const labels = await list({ search: 'printer', category: 'label-printers', limit: 10 });
    expect(labels.count).toBeGreaterThan(0);
    expect(labels.results.every(inCategory('label-printers'))).toBe(true);
    const printers = await list({ search: 'printer', category: 'printers', limit: 100 });
    expect(printers.count).toBeGreaterThan(labels.count);
    expect(printers.results.every(inCategory('printers'))).toBe(true);
    const priced = await list({ search: 'printer', price__gte: 100, price__lte: 300, limit: 10 });
    expect(priced.count).toBeGreaterThan(0);
    expect(priced.results.every((product) => product.price >= 100 && product.price <= 300)).toBe(true);
    const fresh = await list({ search: 'printer', is_new: true, limit: 10 });
    expect(fresh.results.every((product) => product.is_new)).toBe(true);
    expect(fresh.count).toBeLessThan((await list({ search: 'printer', limit: 10 })).count);
  });

  it('sorts by each ordering the list offers, ties in relevance order, and pages as DRF does', async () => {
    const { list } = source(stored());
    const all = (await list({ search: 'printer', limit: 100 })).results;
    const by = async (ordering: string) => (await list({ search: 'printer', ordering, limit: 100 })).results;
    expect((await by('price')).map((product) => product.price)).toEqual(all.map((product) => product.price).sort((a, b) => a - b));
    expect((await by('-price')).map((product) => product.price)).toEqual(all.map((product) => product.price).sort((a, b) => b - a));
    expect((await by('created_at')).map((product) => product.created_at)).toEqual(all.map((product) => product.created_at).sort());
    expect((await by('-created_at')).map((product) => product.created_at)).toEqual(
      all
        .map((product) => product.created_at)
        .sort()
        .reverse(),
    );
    const titles = (await by('title')).map((product) => product.title);
    expect(titles).toEqual(all.map((product) => product.title).sort((a, b) => compareTitles(a, b, 'en')));
    expect((await by('-title')).map((product) => product.title)).toEqual([...titles].reverse());
    const first = await list({ search: 'printer', limit: 3 });
    const second = await list({ search: 'printer', limit: 3, page: 2 });
    expect([...slugs(first), ...slugs(second)]).toEqual(all.slice(0, 6).map((product) => product.slug));
    expect(second.count).toBe(all.length);
    await expect(list({ search: 'printer', limit: 3, page: 100 })).rejects.toThrow('Invalid page.');
  });

  it('tells a search that found nothing (unfiltered, first page, three letters or more) and offers a corrected query', async () => {
    const { list, metrics } = source(stored());
    await list({ search: 'zz', limit: 5 });
    await list({ search: 'zzqqxx', category: 'printers', limit: 5 });
    expect(metrics.zeroResults).toBeUndefined();
    // Two slips in a word, one no slip of fast typing (a letter replaced by one far off): no word found, a word suggested.
    const mistyped = await list({ search: 'rexiept prxntet', limit: 5 });
    expect(mistyped).toMatchObject({ count: 0, suggestion: 'receipt printer' });
    expect(metrics.zeroResults).toEqual({ language: 'en', query: 'rexiept prxntet' });
  });
});
