// The product list from the built site on workerd against the reference API: every URL
// parameter, bad values included, gives a sane page with status 200 and the right canonical.
import { describe, expect, it } from 'vitest';
import { seedData } from '../../reference-api/seed/index.ts';
import { discountedPrice, formatPrice } from '../../shared/format/price.ts';
import { az, en, ru } from '../support/messages.ts';
import { decode, jsonLd } from '../support/html.ts';
import { useSite } from '../support/site-and-browser.ts';

const site = useSite();

async function get(path: string) {
  const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
  return { status: response.status, body: decode(await response.text()) };
}
const cards = (body: string) => body.match(/data-testid="product-card"/g)?.length ?? 0;
const canonical = (body: string) => body.match(/<link rel="canonical" href="([^"]+)"/)?.[1];

describe('product list', () => {
  it.each(['az', 'en', 'ru'] as const)('lists the first page of 54 products in %s', async (language) => {
    const { status, body } = await get(`/${language}/products`);
    expect(status).toBe(200);
    expect(cards(body)).toBe(10);
    expect(body).toContain('data-testid="result-count"');
    expect(body).toContain('data-testid="pagination"');
    expect(canonical(body)).toBe(`${site.url}/${language}/products`);
    expect(body).toContain(`"urlTemplate":"${site.url}/${language}/products?search={search_term_string}"`);
    expect(body).toContain('"@type":"SearchAction"');
  });

  it('loads the first row of card images at once and the rest when near, with the image host preconnected', async () => {
    const { body } = await get('/az/products');
    const images = [...body.matchAll(/<article[^>]*data-testid="product-card"[^>]*>[\s\S]*?<img ([^>]*)>/g)].map((match) => match[1]!);
    expect(images).toHaveLength(10);
    for (const image of images.slice(0, 3)) {
      expect(image).toContain('fetchPriority="high"');
      expect(image).not.toContain('loading=');
    }
    for (const image of images.slice(3)) expect(image).toContain('loading="lazy"');
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain(`<link rel="preconnect" href="${new URL(site.stack.apiUrl!).origin}"/>`);
  });

  it.each(['az', 'en', 'ru'] as const)('cards in %s: first image, hover image, price, old price struck through, new and discount badges', async (language) => {
    const t = { az, en, ru }[language];
    const card = async (product: (typeof seedData.products)[number]) => {
      const { body } = await get(`/${language}/products?${new URLSearchParams({ search: product.title[language] })}`);
      const found = [...body.matchAll(/<article[^>]*data-testid="product-card"[^>]*>[\s\S]*?<\/article>/g)].map((match) => match[0]);
      const mine = found.find((html) => html.includes(`href="/${language}/products/${product.slug}"`));
      expect(mine, product.slug).toBeDefined();
      return mine!;
    };
    const onSale = seedData.products.find((p) => p.discount && p.images.length > 1)!;
    const sale = await card(onSale);
    expect(sale).toContain(`>${t['product.discount'].replace('{discount}', String(onSale.discount))}</span>`);
    expect(sale).toContain(formatPrice(discountedPrice(onSale.price, onSale.discount), language));
    expect(sale).toMatch(new RegExp(`<del[^>]*>[\\s\\S]*${formatPrice(onSale.price, language).replace(/[.$]/g, '\\$&')}[\\s\\S]*</del>`));
    const images = [...sale.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(images).toHaveLength(2);
    expect(sale).toContain('data-testid="hover-image"');

    const fresh = seedData.products.find((p) => p.isNew)!;
    expect(await card(fresh)).toContain(`>${t['product.new']}</span>`);

    const plain = seedData.products.find((p) => !p.isNew && !p.discount && p.images.length === 1)!;
    const regular = await card(plain);
    expect(regular).not.toContain('<del');
    expect(regular).not.toContain(`>${t['product.new']}</span>`);
    expect(regular).not.toContain('data-testid="hover-image"');
    expect(regular).toContain(formatPrice(plain.price, language));
  });

  it('shows the roots of the category tree, and a category with its children and back row', async () => {
    const top = await get('/en/products');
    expect(top.body).toContain('href="/en/products?category=printers"');
    // Each tree once: the filters (a column or a panel by width) and the menu's categories.
    expect(top.body.match(/data-testid="category-filter"/g)).toHaveLength(1);
    expect(top.body.match(/aria-label="Product categories"/g)).toHaveLength(1);
    const root = await get('/en/products?category=printers');
    expect(root.status).toBe(200);
    expect(cards(root.body)).toBe(9);
    expect(root.body).toContain('href="/en/products?category=receipt-printers"');
    expect(root.body).toMatch(/data-testid="category-back"[^>]*>/);
    expect(root.body).not.toContain('data-testid="pagination"');
    expect(canonical(root.body)).toBe(`${site.url}/en/products?category=printers`);
    const leaf = await get('/en/products?category=receipt-printers&ordering=price');
    expect(cards(leaf.body)).toBe(5);
    // The back row of a child goes to its parent, keeping the other filters and resetting the page.
    const back = leaf.body.match(/<a [^>]*data-testid="category-back"[^>]*>/)?.[0];
    expect(back).toContain('href="/en/products?category=printers&ordering=price"');
    expect(back).toContain('aria-label="Back: Receipt printers"');
    expect(canonical(leaf.body)).toBe(`${site.url}/en/products?category=receipt-printers`);
  });

  it.each([
    ['en', 'Products', 'Printers', 'Receipt printers'],
    ['ru', 'Товары', 'Принтеры', 'Чековые принтеры'],
  ] as const)('gives a category list its trail as a BreadcrumbList in %s, and the whole list none', async (language, products, parent, child) => {
    const trail = (body: string) =>
      (
        jsonLd(body).find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] } | undefined
      )?.itemListElement.map(({ name, item }) => [name, item]);
    const leaf = await fetch(`${site.url}/${language}/products?category=receipt-printers`);
    expect(trail(await leaf.text())).toEqual([
      [products, `${site.url}/${language}/products`],
      [parent, `${site.url}/${language}/products?category=printers`],
      [child, `${site.url}/${language}/products?category=receipt-printers`],
    ]);
    expect(trail(await (await fetch(`${site.url}/${language}/products`)).text())).toBeUndefined();
  });

  it.each(['page=2&ordering=-price&price__gte=100&price__lte=5000', 'search=printer&price__gte=0&price__lte=900'])(
    'keeps page, sort, price and search out of the canonical link (%s)',
    async (query) => {
      const { status, body } = await get(`/en/products?${query}`);
      expect(status).toBe(200);
      expect(canonical(body)).toBe(`${site.url}/en/products`);
    },
  );

  it('filters by price and sorts', async () => {
    const { body } = await get('/en/products?ordering=price&price__gte=1000&price__lte=3000');
    expect(cards(body)).toBe(10);
    const prices = [...body.matchAll(/data-testid="product-card"/g)].length;
    expect(prices).toBe(10);
    expect(body).toContain('value="1000"');
    expect(body).toContain('value="3000"');
    expect(body).toMatch(/<option value="price" selected="">/);
  });

  it.each([
    ['page=0', 10, ''],
    ['page=abc', 10, ''],
    ['page=-3', 10, ''],
    ['price__gte=-5', 10, ''],
    ['price__lte=99999', 10, ''],
    ['price__gte=3000&price__lte=1000', 10, '?price__gte=1000&price__lte=3000'],
    ['price__gte=abc&price__lte=', 10, ''],
    ['ordering=bogus', 10, ''],
    ['ordering=price;drop', 10, ''],
    ['category=%3Cscript%3E', 10, ''],
    [`search=${'a'.repeat(5000)}`, 0, `?search=${'a'.repeat(100)}`],
    ['page=2&page=3', 10, '?page=2'],
    ['zz=1&utm_source=x', 10, ''],
    ['ordering=price&zz=%3Cscript%3E', 10, '?ordering=price'],
    ['search=%00%FF', 0, '?search=%00%EF%BF%BD'],
    ['price__gte=1000&ordering=price', 10, '?ordering=price&price__gte=1000&price__lte=5000'],
    ['ordering=price&price__gte=1000', 10, '?ordering=price&price__gte=1000&price__lte=5000'],
  ])('%s is redirected to its one address, a sane page with status 200', async (query, expected, address) => {
    const first = await fetch(`${site.url}/en/products?${query}`, { redirect: 'manual' });
    expect(first.status).toBe(301);
    expect(first.headers.get('location')).toBe(`/en/products${address}`);
    const { status, body } = await get(first.headers.get('location')!);
    expect(status).toBe(200);
    expect(cards(body)).toBe(expected);
    if (expected === 0) expect(body).toContain('Product Not Found');
  });

  it.each([
    ['search=%00%EF%BF%BD', 0],
    ['ordering=price&price__gte=1000&price__lte=5000', 10],
    ['page=2&ordering=price', 10],
  ])('%s is served as it is: an address the site itself links to', async (query, expected) => {
    const { status, body } = await get(`/en/products?${query}`);
    expect(status).toBe(200);
    expect(cards(body)).toBe(expected);
  });

  it('answers a category the category tree lacks with 404, not indexed (tests/worker/404-without-upstream.test.ts counts its upstream calls)', async () => {
    await get('/en/products');
    const { status, body } = await get('/en/products?category=no-such-category');
    expect(status).toBe(404);
    expect(body).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  it('answers a page past the end with 404, not indexed', async () => {
    const { status, body } = await get('/en/products?page=999');
    expect(status).toBe(404);
    expect(body).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  it('says Product Not Found in each language when nothing matches', async () => {
    expect((await get('/az/products?search=zzzzqqq')).body).toContain('Məhsul tapılmadı');
    expect((await get('/ru/products?search=zzzzqqq')).body).toContain('Товары не найдены');
  });

  it.each([
    ['az', 'Pulsuz', '0,00'],
    ['ru', 'Бесплатно', '0,00'],
    ['en', 'Free', '₼0.00'],
  ] as const)('a free product in %s reads %s, not a price of 0', async (language, free, zero) => {
    const product = seedData.products.find((item) => item.price === 0)!;
    const { body } = await get(`/${language}/products?${new URLSearchParams({ search: product.title[language] })}`);
    const card = [...body.matchAll(/<article[^>]*data-testid="product-card"[^>]*>[\s\S]*?<\/article>/g)]
      .map((match) => match[0])
      .find((html) => html.includes(`href="/${language}/products/${product.slug}"`));
    expect(card).toContain(`>${free}</span>`);
    expect(card).not.toContain(zero);
  });

  it('shows page links zero-padded, with first and last pages', async () => {
    const { body } = await get('/en/products?page=3');
    expect(cards(body)).toBe(10);
    const link = (number: string) => body.match(new RegExp(`<a [^>]*><span class="sr-only">Page(?:<!-- -->)? </span>${number}</a>`))?.[0];
    expect(link('03')).toContain('aria-current="page"');
    expect(link('06')).toContain('href="/en/products?page=6"');
    expect(link('01')).toContain('href="/en/products"');
    expect(link('07')).toBeUndefined();
  });

  it("answers 404 to a visit of the search modal's data route", async () => {
    const response = await fetch(`${site.url}/en/search-results?q=printer`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(404);
  });
});
