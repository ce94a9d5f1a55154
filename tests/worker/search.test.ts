// Search on the built site against a plain upstream whose own search is a case-insensitive
// substring of the title (tests/support/plain-upstream.ts): each kind of query visitors type
// finds the products they expect on the list page and in the search modal's answer, with
// filters, an explicit sort and pagination still right; bad input is answered safely; the index
// follows a purge; larger catalogues go to the upstream.
import { describe, expect, it } from 'vitest';
import { seedData } from '../../reference-api/seed/index.ts';
import { az, ru } from '../support/messages.ts';
import { plainUpstream } from '../support/plain-upstream.ts';
import { KINDS, NONSENSE_QUERIES, SEARCH_QUERIES } from '../support/search-queries.ts';
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

describe('search against an upstream that only matches title substrings', () => {
  // Words only the description or the features hold are not in the list the edge indexes (see docs/search.md).
  for (const kind of KINDS.filter((kind) => kind !== 'description')) {
    const queries = SEARCH_QUERIES.filter((query) => query.kind === kind);
    it(`${kind}: ${queries.map((query) => `${query.language} «${query.query}»`).join(', ')}`, async () => {
      for (const [at, { language, query, expected }] of queries.entries()) {
        const shown = await modal(language, query);
        expect(expected, `${language} «${query}» modal: ${shown.join(', ')}`).toContain(shown[0]);
        // The list page shows the same first answer (one query of each kind, to keep the run short).
        if (at === 0) expect(expected, `${language} «${query}» list`).toContain((await listPage(language, `search=${encodeURIComponent(query)}`)).slugs[0]);
      }
    });
  }

  it('finds at least 95 % of the products meant among the first five, in each language, the first one first', async () => {
    for (const language of ['az', 'ru', 'en'] as const) {
      let recall = 0;
      let reciprocal = 0;
      const queries = SEARCH_QUERIES.filter((query) => query.language === language);
      for (const { query, expected } of queries) {
        const shown = await modal(language, query);
        recall += Math.min(shown.filter((slug) => expected.includes(slug)).length, 5) / Math.min(expected.length, 5);
        const first = shown.findIndex((slug) => expected.includes(slug));
        reciprocal += first < 0 ? 0 : 1 / (first + 1);
      }
      expect(recall / queries.length, `${language} recall@5`).toBeGreaterThanOrEqual(0.95);
      expect(reciprocal / queries.length, `${language} MRR`).toBeGreaterThanOrEqual(0.9);
    }
  });

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

  it('finds nothing for nonsense and other trades’ goods, and shows the not-found state', async () => {
    for (const { language, query } of NONSENSE_QUERIES) expect(await modal(language, query), `${language} «${query}»`).toEqual([]);
    for (const [language, texts] of [
      ['az', az],
      ['ru', ru],
    ] as const) {
      const { slugs, notFound, count, body } = await listPage(language, 'search=zzzzqqq');
      expect(slugs).toEqual([]);
      expect(notFound).toBe(true);
      expect(count).toBeUndefined();
      expect(body).toContain(texts['list.notFound']);
      // A way on: the categories, since nothing in the query names one.
      const suggested = /data-testid="category-suggestions">([\s\S]*?)<\/nav>/.exec(body)?.[1] ?? '';
      expect(suggested).toContain(texts['search.suggestCategories']);
      const top = seedData.categories.map(({ slug }) => `href="/${language}/products?category=${slug}"`);
      expect(top.filter((link) => suggested.includes(link)).length).toBe(Math.min(3, top.length));
    }
  });

  it('shows the best partial matches instead of an empty page', async () => {
    const { slugs, notFound } = await listPage('ru', `search=${encodeURIComponent('купить чековый принтер с гарантией в Баку')}`);
    expect(notFound).toBe(false);
    expect(slugs.length).toBeGreaterThan(0);
    expect(slugs.every((slug) => seedData.products.find((product) => product.slug === slug)!.category === 'receipt-printers')).toBe(true);
  });

  it('answers a query of 2,000 characters, control characters or markup quickly and safely', async () => {
    for (const query of [
      'принтер '.repeat(250),
      'x'.repeat(2000),
      '\u0000\u0007qəbz\u001b[31m printeri\r\n',
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
    ]) {
      const started = performance.now();
      const response = await fetch(`${site.url}/_api/az/products/?limit=5&search=${encodeURIComponent(query)}`);
      expect(response.status, JSON.stringify(query.slice(0, 20))).toBe(200);
      await response.json();
      const page = await fetch(`${site.url}/az/products?search=${encodeURIComponent(query)}`);
      expect(page.status).toBe(200);
      const body = await page.text();
      expect(body).not.toContain('<script>alert(1)');
      expect(body).not.toContain('<img src=x');
      expect(performance.now() - started).toBeLessThan(2000);
    }
    expect(await modal('az', '\u0000\u0007qəbz\u001b[31m printeri')).toContain('thermoline-tp-80-receipt-printer');
  });
});

describe('after a purge', () => {
  const own = useSite({ upstream: plainUpstream, own: true });

  it('searches the new catalogue: a product added upstream is found', async () => {
    const find = async () =>
      ((await (await fetch(`${own.url}/_api/en/products/?limit=5&search=zebra%20label%20printer`)).json()) as { results: { slug: string }[] }).results.map(
        (item) => item.slug,
      );
    expect(await find()).not.toContain('zebra-zd421-label-printer');
    const added = {
      slug: 'zebra-zd421-label-printer',
      title: 'Zebra ZD421 desktop label printer',
      price: 700,
      discount: null,
      is_new: true,
      created_at: new Date().toISOString(),
      updated_at: null,
      images: [],
      category: { slug: 'label-printers', title: 'Label printers', parent: { slug: 'printers', title: 'Printers', parent: null } },
    };
    own.answers['products/'] = (url) => {
      const answer = plainUpstream(url, { 'accept-language': 'en' })!;
      const body = answer.body as { count: number; results: unknown[] };
      return url.searchParams.get('limit') === 'all' ? { body: { ...body, count: body.count + 1, results: [added, ...body.results] } } : answer;
    };
    const purge = await fetch(`${own.url}/_purge`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${own.stack.purgeToken}` },
      body: JSON.stringify({ scope: 'all' }),
    });
    expect(purge.status).toBe(200);
    expect((await find())[0]).toBe('zebra-zd421-label-printer');
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
