// Search on the built site against a plain upstream whose own search is a case-insensitive
// substring of the title (build/plain-upstream.ts): each kind of query visitors type
// finds the products they expect on the list page and in the search modal's answer, with
// filters, an explicit sort and pagination still right; bad input is answered safely; the index
// follows a purge; larger catalogues go to the upstream; a search that finds nothing is a field of
// the request's log line.
import { describe, expect, it } from 'vitest';
import { seedData } from '../../reference-api/seed/index.ts';
import { az, ru, texts } from '../support/messages.ts';
import { plainUpstream } from '../../build/plain-upstream.ts';
import { KINDS, NONSENSE_QUERIES, SEARCH_QUERIES } from '../../scripts/bench-search/queries.ts';
import { decode } from '../support/html.ts';
import { searchIndexBuilt } from '../support/search-built.ts';
import { useSite } from '../support/site-and-browser.ts';
import type { Language } from '../../shared/constants.ts';

// One run of the build per language (the demo has 54 products); the sites below keep the default 40, two runs.
const site = useSite({ upstream: plainUpstream, siteVars: { SEARCH_DETAILS_PER_RUN: '60' } });

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
  it('builds each language’s search index with features and descriptions once searches ask for it', async () => {
    expect(await modal('en', 'printer')).not.toEqual([]);
    await searchIndexBuilt(site.url, site.stack.debugToken, seedData.products.length);
  }, 60_000);

  for (const kind of KINDS) {
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

  it('reads what a feature says, not its name: «весов» finds the scales, not each product that states its weight', async () => {
    const scales = seedData.products.filter((product) => product.category === 'scales').map((product) => product.slug);
    expect(
      new Set(
        (
          (await (await fetch(`${site.url}/_api/ru/products/?limit=all&search=${encodeURIComponent('весов')}`)).json()) as { results: { slug: string }[] }
        ).results.map((item) => item.slug),
      ),
    ).toEqual(new Set(scales));
    // A feature the product has ("Автоотрезчик: Есть") is found by its name alone.
    expect(await modal('ru', 'автоотрезчик')).toEqual(expect.arrayContaining(['thermoline-tp-80-receipt-printer', 'thermoline-tp-80w-wi-fi-receipt-printer']));
  });

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

  it('builds from the whole list, in the shape of the upstream contract, and once built never asks the upstream to search', async () => {
    const before = site.upstream.calls.length;
    await listPage('az', 'search=skanerl%C9%99r');
    const products = site.upstream.calls.filter((call) => call.url.pathname === '/api/products/');
    expect(products.some((call) => call.url.search === '?limit=all' && call.headers['accept-language'] === 'az')).toBe(true);
    const searched = site.upstream.calls.slice(before).filter((call) => call.url.pathname === '/api/products/' && call.url.searchParams.has('search'));
    expect(searched).toEqual([]);
  });

  it('puts the exact title first and ranks by relevance when no sort is chosen', async () => {
    const { slugs } = await listPage('az', `search=${encodeURIComponent('SafeBox CD-405 pul qutusu')}`);
    // Then what holds it: the kit its description names; then, fewer than five holding every word, the other cash drawers.
    expect(slugs.slice(0, 2)).toEqual(['safebox-cd-405-cash-drawer', 'hesabpos-market-pos-kit']);
    const drawers = new Set(seedData.products.filter((product) => product.category === 'cash-drawers').map((product) => product.slug));
    expect(slugs.slice(2).length).toBeGreaterThan(0);
    expect(slugs.slice(2).every((slug) => drawers.has(slug ?? ''))).toBe(true);
    // Receipt printers match in title and category; the kitchen printer only by its category, after
    // them. A kit's description naming its printer does not make the kit a receipt printer.
    const printers = await listPage('az', `search=${encodeURIComponent('qəbz printerləri')}`);
    const category = seedData.products.filter((product) => product.category === 'receipt-printers').map((product) => product.slug);
    expect(new Set(printers.slugs)).toEqual(new Set(category));
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

  it('offers a corrected query when a mistyped search finds nothing, in each language, and none for nonsense', async () => {
    for (const [language, typed, corrected] of [
      ['az', 'sksnerlwr', 'skanerlər'],
      ['ru', 'скагнерр', 'сканер'],
      ['en', 'rexiept prxntet', 'receipt printer'],
    ] as const) {
      const { notFound, body } = await listPage(language, `search=${encodeURIComponent(typed)}`);
      expect(notFound, typed).toBe(true);
      const line = /data-testid="search-suggestion">([\s\S]*?)<\/p>/.exec(body)?.[1] ?? '';
      expect(line).toContain(texts[language]['search.didYouMean']);
      const link = /<a[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/.exec(line);
      expect(link?.[2]).toBe(corrected);
      const href = new URL(decode(link![1]!), site.url);
      expect(href.pathname).toBe(`/${language}/products`);
      expect(href.searchParams.get('search')).toBe(corrected);
      expect((await listPage(language, href.search.slice(1))).slugs.length, corrected).toBeGreaterThan(0);
    }
    for (const query of ['car tyres', 'zzzzqqq'])
      expect((await listPage('en', `search=${encodeURIComponent(query)}`)).body).not.toContain('data-testid="search-suggestion"');
  });

  it('shows the best partial matches instead of an empty page', async () => {
    // No product is heated: the receipt printers first, then what has one built in.
    const { slugs, notFound } = await listPage('ru', `search=${encodeURIComponent('купить чековый принтер с подогревом в Баку')}`);
    expect(notFound).toBe(false);
    const receiptPrinters = seedData.products.filter((product) => product.category === 'receipt-printers').map((product) => product.slug);
    expect(new Set(slugs.slice(0, receiptPrinters.length))).toEqual(new Set(receiptPrinters));
  });

  // How long they take is the bench's (npm run bench:search); worker/search/ranking.test.ts checks that search reads a bounded part.
  it('answers a query of 2,000 characters, control characters or markup safely', async () => {
    for (const query of [
      'принтер '.repeat(250),
      'x'.repeat(2000),
      '\u0000\u0007qəbz\u001b[31m printeri\r\n',
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
    ]) {
      const response = await fetch(`${site.url}/_api/az/products/?limit=5&search=${encodeURIComponent(query)}`);
      expect(response.status, JSON.stringify(query.slice(0, 20))).toBe(200);
      await response.json();
      const page = await fetch(`${site.url}/az/products?search=${encodeURIComponent(query)}`);
      expect(page.status).toBe(200);
      const body = await page.text();
      expect(body).not.toContain('<script>alert(1)');
      expect(body).not.toContain('<img src=x');
    }
    expect(await modal('az', '\u0000\u0007qəbz\u001b[31m printeri')).toContain('thermoline-tp-80-receipt-printer');
  });
});

/** A product the upstream adds to its list (in English) in the tests below. */
const added = () => ({
  slug: 'zebra-zd421-label-printer',
  title: 'Zebra ZD421 desktop label printer',
  price: 700,
  discount: null,
  is_new: true,
  created_at: new Date().toISOString(),
  updated_at: null,
  images: [],
  category: { slug: 'label-printers', title: 'Label printers', parent: { slug: 'printers', title: 'Printers', parent: null } },
});

/** The plain upstream's product list with that product first. */
function withAdded(url: URL) {
  const answer = plainUpstream(url, { 'accept-language': 'en' })!;
  const body = answer.body as { count: number; results: unknown[] };
  return url.searchParams.get('limit') === 'all' ? { body: { ...body, count: body.count + 1, results: [added(), ...body.results] } } : answer;
}

describe('after a purge', () => {
  const own = useSite({ upstream: plainUpstream, own: true });

  it('searches the new search index: a product added upstream is found', async () => {
    const find = async () =>
      ((await (await fetch(`${own.url}/_api/en/products/?limit=5&search=zebra%20label%20printer`)).json()) as { results: { slug: string }[] }).results.map(
        (item) => item.slug,
      );
    expect(await find()).not.toContain('zebra-zd421-label-printer');
    await searchIndexBuilt(own.url, own.stack.debugToken, seedData.products.length);
    own.answers['products/'] = withAdded;
    const purge = await fetch(`${own.url}/_purge`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${own.stack.purgeToken}` },
      body: JSON.stringify({ scope: 'all' }),
    });
    expect(purge.status).toBe(200);
    // The build the purge asked for lands about a second later.
    await expect.poll(async () => (await find())[0], { timeout: 20_000, interval: 250 }).toBe('zebra-zd421-label-printer');
  }, 60_000);

  it('searches what a product’s details say once the build the purge asked for has fetched them, and again after its own purge', async () => {
    const slug = 'zebra-zd421-label-printer';
    const search = async (term: string) =>
      ((await (await fetch(`${own.url}/_api/en/products/?limit=5&search=${encodeURIComponent(term)}`)).json()) as { results: { slug: string }[] }).results.map(
        (item) => item.slug,
      );
    let media = 'Linerless';
    own.answers[`products/${slug}`] = () => ({
      body: { ...added(), description: '<p>Prints <strong>fanfold</strong> labels.</p>', features: [{ name: 'Media', value: media }] },
    });
    own.answers['products/'] = withAdded;
    const purge = (body: unknown) =>
      fetch(`${own.url}/_purge`, { method: 'POST', headers: { Authorization: `Bearer ${own.stack.purgeToken}` }, body: JSON.stringify(body) });
    expect((await purge({ scope: 'products' })).status).toBe(200);
    await expect.poll(() => search('linerless'), { timeout: 20_000, interval: 250 }).toEqual([slug]);
    // The other label printers follow it, as fewer than five hold every word.
    expect((await search('fanfold label printer'))[0]).toBe(slug);
    // The company edits a feature and purges that product: the new words are found, the old ones not.
    media = 'Peeler';
    expect((await purge({ scope: 'product', slug })).status).toBe(200);
    await expect.poll(() => search('peeler'), { timeout: 20_000, interval: 250 }).toEqual([slug]);
    expect(await search('linerless')).toEqual([]);
  });
  it('answers from the stored search index while the product list cannot be read', async () => {
    const purge = () =>
      fetch(`${own.url}/_purge`, { method: 'POST', headers: { Authorization: `Bearer ${own.stack.purgeToken}` }, body: JSON.stringify({ scope: 'products' }) });
    // The demo catalogue again (the tests above added a product): a purge asks for its search indexes.
    expect((await purge()).status).toBe(200);
    await searchIndexBuilt(own.url, own.stack.debugToken, seedData.products.length);
    own.answers['products/'] = (url) =>
      url.searchParams.get('limit') === 'all' ? { status: 500, body: { detail: 'Server error.' } } : plainUpstream(url, { 'accept-language': 'en' })!;
    // After a purge the cached list may not stand in for the upstream's answer; the build the purge asks for fails too.
    expect((await purge()).status).toBe(200);
    const response = await fetch(`${own.url}/_api/en/products/?limit=5&search=bluetooth%20scanner`, { headers: { 'X-Debug-Token': own.stack.debugToken } });
    expect(response.status).toBe(200);
    const slugs = ((await response.json()) as { results: { slug: string }[] }).results.map((item) => item.slug);
    expect(slugs[0]).toBe('scanline-s30-rugged-industrial-barcode-scanner');
    expect(response.headers.get('server-timing')).toContain(`search;desc="index ${seedData.products.length}/${seedData.products.length}"`);
  }, 60_000);
});

describe('a catalogue larger than SEARCH_INDEX_MAX_PRODUCTS', () => {
  const large = useSite({ upstream: plainUpstream, siteVars: { SEARCH_INDEX_MAX_PRODUCTS: '10' } });

  it("is searched by the upstream's own search", async () => {
    const response = await fetch(`${large.url}/en/products?search=receipt`);
    expect(response.status).toBe(200);
    expect(large.upstream.calls.some((call) => call.url.pathname === '/api/products/' && call.url.searchParams.get('search') === 'receipt')).toBe(true);
  });
});

describe('a larger catalogue', () => {
  /** The demo catalogue eleven times over (594 products), each copy with a slug and title of its own. */
  const COPIES = 11;
  const copied = (slug: string, copy: number) => `${slug}-copy${copy}`;
  const big = useSite({
    upstream: (url, headers) => {
      const detail = /^\/api\/products\/([\w-]+)-copy\d+$/.exec(url.pathname);
      if (detail) return plainUpstream(new URL(`/api/products/${detail[1]}`, url), headers);
      if (url.pathname !== '/api/products/' || url.searchParams.get('limit') !== 'all') return plainUpstream(url, headers);
      const { body } = plainUpstream(url, headers)! as { body: { results: { slug: string; title: string }[] } };
      const results = Array.from({ length: COPIES }, (_, copy) =>
        body.results.map((product) => ({ ...product, slug: copied(product.slug, copy), title: `${product.title} ${copy}` })),
      ).flat();
      return { body: { count: results.length, next: null, previous: null, results } };
    },
    siteVars: { SEARCH_DETAILS_PER_RUN: '600' },
  });
  const search = async (term: string) =>
    ((await (await fetch(`${big.url}/_api/az/products/?limit=5&search=${encodeURIComponent(term)}`)).json()) as { results: { slug: string }[] }).results.map(
      (item) => item.slug,
    );
  const listCalls = () => big.upstream.calls.filter((call) => call.url.pathname === '/api/products/' && call.url.searchParams.get('limit') === 'all').length;

  it('is searched from its stored search index once built, without reading the list per search', async () => {
    // Before the search index is built the upstream's own search answers (a substring of the title).
    expect(await search('qebz printerleri')).toEqual([]);
    expect(big.upstream.calls.some((call) => call.url.searchParams.get('search') === 'qebz printerleri')).toBe(true);
    await expect.poll(() => search('qebz printerleri'), { timeout: 30_000, interval: 500 }).toHaveLength(5);
    // Features count too, once the runs of the build have fetched every product's details.
    await expect
      .poll(async () => (await search('bluetooth skaner'))[0] ?? '', { timeout: 30_000, interval: 500 })
      .toMatch(/^scanline-s30-rugged-industrial-barcode-scanner-copy\d+$/);
    const before = listCalls();
    for (const term of ['skanerlər', 'pul qutusu', 'tp80', 'çek printeri']) expect((await search(term)).length, term).toBeGreaterThan(0);
    expect(listCalls()).toBe(before);
  });
});

describe('a search that finds nothing', () => {
  const lines: string[] = [];
  const own = useSite({ upstream: plainUpstream, own: true, onLog: (line: string) => lines.push(line) });
  const visitor = { Cookie: 'session=visitor-cookie-4711', 'CF-Connecting-IP': '203.0.113.77', 'User-Agent': 'visitor-agent/1.0' };
  const zeroResults = () =>
    lines.flatMap((line) => {
      try {
        const { message, zeroResults: found } = JSON.parse(line) as { message?: string; zeroResults?: unknown };
        return message === 'request' && found ? [found] : [];
      } catch {
        return [];
      }
    });

  it('is told in its request’s log line, by language and normalized query, and nothing else of the visitor', async () => {
    await fetch(`${own.url}/_api/az/products/?limit=5&search=printer`).then((response) => response.body?.cancel());
    await searchIndexBuilt(own.url, own.stack.debugToken, seedData.products.length);
    lines.length = 0;
    for (const [language, query] of [
      ['az', '  ZzQqXx  '],
      ['ru', 'стиральная машина'],
      ['az', 'qəbz printeri'],
      ['az', 'zz'],
    ] as const) {
      const response = await fetch(`${own.url}/_api/${language}/products/?limit=5&search=${encodeURIComponent(query)}`, { headers: visitor });
      expect(response.status).toBe(200);
    }
    // The list page too.
    expect((await fetch(`${own.url}/en/products?search=zzqqxx`, { headers: visitor })).status).toBe(200);
    await expect.poll(zeroResults, { timeout: 5_000 }).toEqual([
      { language: 'az', query: 'zzqqxx' },
      { language: 'ru', query: 'стиральная машина' },
      { language: 'en', query: 'zzqqxx' },
    ]);
    const logged = lines.join('\n');
    for (const personal of ['visitor-cookie-4711', '203.0.113.77', 'visitor-agent']) expect(logged).not.toContain(personal);
  }, 60_000);
});
