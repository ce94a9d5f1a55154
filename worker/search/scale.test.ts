import { describe, expect, it } from 'vitest';
import { syntheticCards, syntheticCatalogue } from '../../scripts/bench-search/synthetic-catalogue.ts';
import { SEARCH_QUERIES } from '../../scripts/bench-search/queries.ts';
import { decodeIndex, encodeIndex } from './stored-index.ts';
import { search } from './match.ts';
import { buildIndex } from './search-index.ts';
import { heapBytes } from '../../scripts/bench-search/heap.ts';

const MB = 1024 * 1024;
/** The largest value KV stores. */
const KV_VALUE_LIMIT = 25 * MB;

// How fast it answers is printed by `npm run bench:search` (query p50 and p99 at 10,000 products), not asserted here.
describe('a catalogue of 10,000 products', () => {
  it('is stored in one KV value, loaded within 40 MB and answers from it', { timeout: 60_000 }, async () => {
    // Features and description included: the most the index would hold.
    const products = syntheticCatalogue(10_000, 'ru');
    const cards = syntheticCards(products);
    // With the build's state: every product's features and description.
    const state = JSON.stringify(
      Object.fromEntries(products.map(({ slug, features, description }) => [slug, { updated: null, at: 1, features, description }])),
    );
    const header = { digest: 'd', builtAt: 1, described: cards.length };
    const bytes = encodeIndex(header, cards, buildIndex(products, 'ru'), state);
    expect(bytes.length).toBeLessThan(KV_VALUE_LIMIT);
    // Measured between turns of the event loop, so that no temporary of encoding or decoding is still held.
    const settled = async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      return heapBytes();
    };
    const before = await settled();
    const stored = decodeIndex(bytes.slice());
    const queries = SEARCH_QUERIES.filter((query) => query.language === 'ru');
    for (const { query } of queries) search(stored.index, query).slice(0, 10).map(stored.card);
    const held = (await settled()) - before;
    expect(held).toBeLessThan(40 * MB);
    expect(stored.index.size).toBe(10_000);
    const drawers = search(stored.index, 'денежный ящик');
    expect(drawers.length).toBeGreaterThan(100);
    // The same answer twice: the working arrays a search reuses are left clean.
    expect(search(stored.index, 'денежный ящик')).toEqual(drawers);
    // Each card comes back as the list gave it.
    expect(stored.card(drawers[0]!)).toEqual(cards[drawers[0]!]);
    expect(stored.card(9_999)).toEqual(cards[9_999]);
  });
});
