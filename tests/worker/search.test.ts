// Search on the built site against a plain upstream whose own search is a case-insensitive
// substring of the title (tests/support/plain-upstream.ts): each family of queries visitors type
// finds the products they expect on the list page and in the search modal's answer, with
// filters, an explicit sort and pagination still right; larger catalogues go to the upstream.
import { describe, expect, it } from 'vitest';
import { seedData } from '../../reference-api/seed/index.ts';
import { az, ru } from '../support/messages.ts';
import { plainUpstream } from '../support/plain-upstream.ts';
import { SEARCH_QUERIES, type Family } from '../support/search-queries.ts';
import { decode } from '../support/html.ts';
import { useSite } from '../support/site-and-browser.ts';
import type { Language } from '../../shared/constants.ts';

const site = useSite({ upstream: plainUpstream });

/** The list page as a visitor sees it: the cards' products in order, the count line, the not-found heading. */
async function listPage(language: Language, query: string) {
  const response = await fetch(`${site.url}/${language}/products?${query}`);
  expect(response.status).toBe(200);
  const body = decode(await response.text()).replace(/&nbsp;|\u00a0/g, ' ');
  const cards = [...body.matchAll(/<article[^>]*data-testid="product-card"[^>]*>[\s\S]*?<\/article>/g)].map((match) => match[0]);
  const slugs = cards.map((card) => new RegExp(`href="/${language}/products/([\\w-]+)"`).exec(card)?.[1]);
  const count = /data-testid="result-count">([^<]*)</.exec(body)?.[1];
  return { slugs, count, notFound: body.includes('data-testid="products-not-found"'), body };
}

/** The search modal's answer, as the browser's catalogue source asks the Worker for it. */
async function modal(language: Language, term: string): Promise<string[]> {
  const response = await fetch(`${site.url}/_api/${language}/products/?limit=5&search=${encodeURIComponent(term)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: { slug: string }[] }).results.map((item) => item.slug);
}

const price = (slug: string) => seedData.products.find((product) => product.slug === slug)!.price;
const FAMILIES: Family[] = ['inflection', 'ascii', 'spelling', 'word-order', 'synonym', 'category', 'typo', 'exact'];

describe('search against an upstream that only matches title substrings', () => {
  for (const family of FAMILIES) {
    const queries = SEARCH_QUERIES.filter((query) => query.family === family);
    it(`${family}: ${queries.map((query) => `${query.language} «${query.query}»`).join(', ')}`, async () => {
      for (const { language, query, expected } of queries) {
        const wanted = expected.slice(0, 5);
        const shown = await modal(language, query);
        const { slugs } = await listPage(language, `search=${encodeURIComponent(query)}`);
        const missing = (list: (string | undefined)[]) => expected.filter((slug) => !list.includes(slug));
        // The modal shows five: as many of the expected as fit; the list page's first ten hold them all.
        expect(shown.filter((slug) => expected.includes(slug)).length, `${language} «${query}» modal: ${shown.join(', ')}`).toBe(wanted.length);
        expect(missing(slugs.slice(0, 10)).slice(0, Math.max(0, expected.length - 10)), `${language} «${query}» list`).toEqual([]);
        expect(expected).toContain(slugs[0]);
      }
    });
  }

  it('asks the upstream for the whole list, in the shape of the upstream contract, never for its search', async () => {
    await listPage('az', 'search=skanerl%C9%99r');
    const products = site.upstream.calls.filter((call) => call.url.pathname === '/api/products/');
    expect(products.some((call) => call.url.search === '?limit=all' && call.headers['accept-language'] === 'az')).toBe(true);
    expect(products.filter((call) => call.url.searchParams.has('search'))).toEqual([]);
  });

  it('puts the exact title first and ranks by relevance when no sort is chosen', async () => {
    const { slugs } = await listPage('az', `search=${encodeURIComponent('SafeBox CD-405 pul qutusu')}`);
    expect(slugs).toEqual(['safebox-cd-405-cash-drawer']);
    // Receipt printers match in title and category; the kitchen printer only by its category.
    const printers = await listPage('az', `search=${encodeURIComponent('qəbz printerləri')}`);
    expect(printers.slugs.at(-1)).toBe('thermoline-tp-80k-kitchen-printer');
  });

  it('an explicit sort wins over relevance, within the filters', async () => {
    const cheapest = await listPage('ru', `search=${encodeURIComponent('принтеры')}&ordering=price`);
    const prices = cheapest.slugs.map((slug) => price(slug!));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dearest = await listPage('ru', `search=${encodeURIComponent('принтеры')}&ordering=-price&price__lte=400`);
    const capped = dearest.slugs.map((slug) => price(slug!));
    expect(capped).toEqual([...capped].sort((a, b) => b - a));
    expect(Math.max(...capped)).toBeLessThanOrEqual(400);
    expect(capped.length).toBeGreaterThan(0);
  });

  it('keeps to the chosen category (and those below it) and counts what it shows', async () => {
    const { slugs, count } = await listPage('az', `search=${encodeURIComponent('printerlər')}&category=label-printers`);
    expect(new Set(slugs)).toEqual(new Set(seedData.products.filter((product) => product.category === 'label-printers').map((product) => product.slug)));
    expect(count).toBe('4 məhsul tapıldı');
    const parent = await listPage('az', `search=${encodeURIComponent('printerlər')}&category=printers`);
    expect(parent.slugs).toHaveLength(9);
  });

  it('pages through the matches: ten a page, none twice, the count of all of them', async () => {
    const first = await listPage('en', 'search=pos');
    const total = Number(/^(\d+)/.exec(first.count ?? '')?.[1]);
    expect(total).toBeGreaterThan(10);
    expect(first.slugs).toHaveLength(10);
    const second = await listPage('en', 'search=pos&page=2');
    expect(second.slugs).toHaveLength(total - 10);
    expect(second.count).toBe(first.count);
    expect(new Set([...first.slugs, ...second.slugs]).size).toBe(total);
  });

  it('finds nothing for nonsense and shows the not-found state', async () => {
    for (const [language, texts] of [
      ['az', az],
      ['ru', ru],
    ] as const) {
      const { slugs, notFound, count, body } = await listPage(language, 'search=zzzzqqq');
      expect(slugs).toEqual([]);
      expect(notFound).toBe(true);
      expect(count).toBeUndefined();
      expect(body).toContain(texts['list.notFound']);
      expect(await modal(language, 'йцукен')).toEqual([]);
    }
  });
});

describe('a catalogue larger than SEARCH_INDEX_MAX_PRODUCTS', () => {
  const large = useSite({ upstream: plainUpstream, siteVars: { SEARCH_INDEX_MAX_PRODUCTS: '10' } });

  it("is searched by the upstream's own search", async () => {
    const response = await fetch(`${large.url}/en/products?search=receipt`);
    expect(response.status).toBe(200);
    expect(large.upstream.calls.some((call) => call.url.pathname === '/api/products/' && call.url.searchParams.get('search') === 'receipt')).toBe(true);
  });
});
