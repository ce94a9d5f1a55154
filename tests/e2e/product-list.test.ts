// The product list in a real Chromium against the reference API: category drill-down and back
// row, price filter, sort, pagination, reset, the back button, the page without JavaScript,
// in az and ru, and no console error anywhere.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { texts, az, en, ru } from '../support/messages.ts';
import { hydrated, useSiteAndBrowser } from '../support/site-and-browser.ts';

const site = useSiteAndBrowser();

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const titles = (page: Page) => page.locator('main [data-testid=product-card] h2').allInnerTexts();
const sidebar = (page: Page) => page.locator('aside');

describe('links', () => {
  it('open a product on the client on a plain click, and in a new tab on a Ctrl+click, as links do', async () => {
    const page = await site.open();
    await hydrated(page, `${site.url}/en/products`);
    const card = page.locator('main [data-testid=product-card] a').first();
    const href = (await card.getAttribute('href'))!;
    expect(href).toMatch(/^\/en\/products\/[^/?]+$/);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), card.click({ modifiers: ['Control'] })]);
    // The tab opens on about:blank, then loads the link's address (waitForLoadState may see the blank's load).
    await tab.waitForURL((url) => url.pathname === href);
    expect(new URL(tab.url()).pathname).toBe(href);
    expect(new URL(page.url()).pathname).toBe('/en/products');
    let loads = 0;
    page.on('load', () => loads++);
    await card.click();
    await page.waitForURL(`${site.url}${href}`);
    await page.getByTestId('gallery-image').first().waitFor();
    expect(loads).toBe(0);
    // Back returns to the list, still without a page load.
    await page.goBack();
    await page.waitForURL(`${site.url}/en/products`);
    expect(loads).toBe(0);
  }, 30_000);
});

describe('a category on a phone (390 px)', () => {
  it('has a breadcrumb, two cards a row with square frames, titles of two lines at most, prices along a row, and sliders over its own prices', async () => {
    const { seedData } = await import('../../reference-api/seed/index.ts');
    const page = await site.open({ viewport: { width: 390, height: 844 } });
    await hydrated(page, `${site.url}/az/products?category=receipt-printers`);
    const crumbs = page.getByTestId('list-breadcrumb');
    expect((await crumbs.innerText()).replace(/\s+/g, ' ')).toBe(`${az['list.title']} > Printerlər > Qəbz printerləri`);
    expect(await crumbs.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/az/products',
      '/az/products?category=printers',
    ]);
    const cards = await page.locator('main [data-testid=product-card]').evaluateAll((elements) =>
      elements.map((card) => {
        const box = (selector: string) => card.querySelector(selector)!.getBoundingClientRect();
        const title = card.querySelector('h2')!;
        return {
          card: card.getBoundingClientRect().toJSON() as DOMRect,
          image: box('img').toJSON() as DOMRect,
          price: box('p').top,
          titleLines: Math.round(title.getBoundingClientRect().height / parseFloat(getComputedStyle(title).lineHeight)),
        };
      }),
    );
    expect(cards.length).toBe(5);
    // Two a row, the second to the right of the first, in the same row.
    expect(cards[1]!.card.top).toBe(cards[0]!.card.top);
    expect(cards[1]!.card.left).toBeGreaterThan(cards[0]!.card.right);
    for (const card of cards) {
      expect(Math.abs(card.image.width - card.image.height)).toBeLessThanOrEqual(1);
      expect(card.titleLines).toBeLessThanOrEqual(2);
    }
    for (let index = 0; index + 1 < cards.length; index += 2) expect(cards[index + 1]!.price).toBe(cards[index]!.price);
    // The sliders span this category's prices, not 0–5000.
    const prices = seedData.products.filter((product) => product.category === 'receipt-printers').map((product) => product.price);
    const range = page.getByTestId('price-min-range').first();
    expect(Number(await range.getAttribute('min'))).toBe(Math.floor(Math.min(...prices) / 10) * 10);
    expect(Number(await range.getAttribute('max'))).toBe(Math.ceil(Math.max(...prices) / 10) * 10);
    await page.context().close();
  }, 30_000);
});

describe.each(['az', 'ru'] as const)('product list in %s', (language) => {
  const t = texts[language];

  it('drills down the categories, goes back by the back row, and the back button restores filters', async () => {
    const page = await site.open();
    await hydrated(page, `${site.url}/${language}/products`);
    const filter = sidebar(page).getByTestId('category-filter');
    const first = await titles(page);
    expect(first).toHaveLength(10);
    // The filter groups start expanded and collapse and expand by their headings.
    const groups = sidebar(page).locator('.dialog-panel details');
    expect(await groups.count()).toBeGreaterThanOrEqual(2);
    for (const open of await groups.evaluateAll((all) => all.map((group) => (group as HTMLDetailsElement).open))) expect(open).toBe(true);
    const categoryGroup = groups.filter({ has: page.getByTestId('category-filter') });
    await categoryGroup.locator('> summary').click();
    await expect.poll(() => filter.isVisible()).toBe(false);
    await categoryGroup.locator('> summary').click();
    await expect.poll(() => filter.isVisible()).toBe(true);

    await filter.locator('a[href$="category=printers"]').click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'printers');
    await expect.poll(() => titles(page).then((list) => list.length)).toBe(9);
    // The list scrolls into view after a client-side change of the parameters.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    expect(await filter.getByTestId('category-back').count()).toBe(1);

    await filter.locator('a[href$="category=receipt-printers"]').click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'receipt-printers');
    await expect.poll(() => titles(page).then((list) => list.length)).toBe(5);
    // The back row of a child goes to its parent…
    await filter.getByTestId('category-back').click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'printers');
    // …and of a root clears the category.
    await filter.getByTestId('category-back').click();
    await page.waitForURL((url) => !url.searchParams.has('category'));
    await expect.poll(() => titles(page)).toEqual(first);

    // The browser's back button restores the previous filters and their results.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('category') === 'printers');
    await expect.poll(() => titles(page).then((list) => list.length)).toBe(9);
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('category') === 'receipt-printers');
    await expect.poll(() => titles(page).then((list) => list.length)).toBe(5);
  }, 30_000);

  it('sorts, filters by price (thumbs never cross), pages, and resets', async () => {
    const page = await site.open();
    await hydrated(page, `${site.url}/${language}/products`);
    await page.locator('#list-ordering').selectOption('price');
    await page.waitForURL((url) => url.searchParams.get('ordering') === 'price');
    // The cheapest is the free mobile app: its card reads the language's word for free, not 0.
    await expect.poll(() => page.getByTestId('product-card').first().innerText()).toContain({ az, en, ru }[language]['product.free']);

    // The price filter: the minimum thumb cannot pass the maximum one.
    const form = sidebar(page).getByTestId('price-filter');
    await form.locator('input[name=price__lte]').fill('1000');
    await form.locator('input[name=price__gte]').fill('300');
    await form.getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('price__gte') === '300' && url.searchParams.get('price__lte') === '1000');
    expect(query(page)).toEqual({ ordering: 'price', price__gte: '300', price__lte: '1000' });
    // The router goes to the address as the server writes it, the parameters in its one order.
    expect(new URL(page.url()).search).toBe('?ordering=price&price__gte=300&price__lte=1000');
    const min = form.getByTestId('price-min-range');
    await min.evaluate((input: HTMLInputElement) => input.focus());
    await min.fill('4000');
    expect(Number(await min.inputValue())).toBeLessThanOrEqual(1000);

    // Pagination: real links, the page number in the URL, two-digit labels.
    await hydrated(page, `${site.url}/${language}/products?ordering=-price`);
    const pagination = page.getByTestId('pagination');
    const labels = await pagination.getByRole('link').allInnerTexts();
    expect(labels.map((label) => label.trim().slice(-2))).toEqual(['01', '02', '03', '04', '05', '06']);
    const before = await titles(page);
    await pagination.getByRole('link', { name: /03/ }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '3');
    await expect.poll(() => titles(page)).not.toEqual(before);
    expect(await pagination.locator('[aria-current=page]').innerText()).toContain('03');

    await sidebar(page).getByTestId('reset-filters').click();
    await page.waitForURL(`${site.url}/${language}/products`);
    expect(await page.getByTestId('result-count').innerText()).toMatch(/54/);
  }, 30_000);

  it('opens the filter panel on a phone and shows Product Not Found for no results', async () => {
    const page = await site.open({ viewport: { width: 390, height: 844 } });
    await hydrated(page, `${site.url}/${language}/products?search=zzzzqq`);
    expect(await page.getByTestId('products-not-found').innerText()).toBe(t['list.notFound']);
    expect(await page.getByTestId('result-count').count()).toBe(0);
    await hydrated(page, `${site.url}/${language}/products`);
    const panel = page.getByTestId('filter-panel');
    await panel.locator('> summary').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await panel.getByRole('dialog').locator('a[href$="category=scales"]').click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'scales');
    await expect.poll(() => panel.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(250);
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  }, 20_000);

  it('shows the loading indicator over the list while a client-side change loads', async () => {
    const page = await site.open();
    await hydrated(page, `${site.url}/${language}/products`);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold the browser's call for the new list until the indicator has been seen.
    await page.route(
      // The new list's calls (its products and its category) go as one request.
      (url) => url.pathname === `/_api/${language}` && url.searchParams.getAll('call').some((call) => call.includes('category=scales')),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    expect(await page.getByTestId('list-loading').count()).toBe(0);
    await sidebar(page).getByTestId('category-filter').locator('a[href$="category=scales"]').click();
    await expect.poll(() => page.getByTestId('list-loading').count()).toBe(1);
    expect(await page.getByTestId('list-loading').innerText()).toBe(t['list.loading']);
    expect(await page.locator('main [aria-busy="true"]').count()).toBe(1);
    release();
    await page.waitForURL((url) => url.searchParams.get('category') === 'scales');
    await expect.poll(() => page.getByTestId('list-loading').count()).toBe(0);
    expect(await page.locator('main [aria-busy="true"]').count()).toBe(0);
  }, 20_000);

  it('search modal: one upstream search after the pause, five results, see all', async () => {
    const page = await site.open({ viewport: { width: 390, height: 844 } });
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_api/') && request.url().includes('search=')) calls.push(request.url());
    });
    await hydrated(page, `${site.url}/${language}/`);
    const modal = page.getByTestId('search-modal');
    await modal.locator('> summary').click();
    const input = modal.getByRole('searchbox');
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
    const term = language === 'ru' ? 'принтер' : 'printer';
    await input.pressSequentially(term, { delay: 60 });
    await page.waitForTimeout(300);
    expect(calls).toEqual([]);
    await expect.poll(() => modal.getByTestId('search-result').count(), { timeout: 5000 }).toBe(5);
    expect(calls).toHaveLength(1);
    expect(decodeURIComponent(calls[0]!)).toContain(`search=${term}`);
    expect(await modal.getByTestId('search-count').innerText()).toMatch(/\d/);
    // An empty term clears the results at once, without a call.
    await input.fill('');
    await expect.poll(() => modal.getByTestId('search-results').count()).toBe(0);
    await input.pressSequentially(term, { delay: 20 });
    await expect.poll(() => modal.getByTestId('search-see-all').count(), { timeout: 5000 }).toBe(1);
    expect(calls).toHaveLength(2);
    await modal.getByTestId('search-see-all').click();
    await page.waitForURL((url) => url.pathname === `/${language}/products` && url.searchParams.get('search') === term);
    await expect.poll(() => page.getByTestId('result-count').count()).toBe(1);
  }, 20_000);

  it('works without JavaScript: categories, price form, sort form and page links', async () => {
    const page = await site.open({ javaScriptEnabled: false });
    await page.goto(`${site.url}/${language}/products`);
    await sidebar(page).getByTestId('category-filter').locator('a[href$="category=software"]').click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'software');
    expect(await titles(page)).toHaveLength(10);
    await page.locator('#list-ordering').selectOption('-price');
    await page.getByTestId('sort-form').getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('ordering') === '-price');
    expect(query(page)).toEqual({ category: 'software', ordering: '-price' });
    const form = sidebar(page).getByTestId('price-filter');
    await form.locator('input[name=price__gte]').fill('100');
    await form.locator('input[name=price__lte]').fill('2000');
    await form.getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('price__lte') === '2000');
    expect(query(page)).toEqual({ category: 'software', ordering: '-price', price__gte: '100', price__lte: '2000' });
    await page.goto(`${site.url}/${language}/products`);
    await page.getByTestId('pagination').getByRole('link', { name: /02/ }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    expect(await titles(page)).toHaveLength(10);
  }, 30_000);
});

describe('forms without JavaScript', () => {
  it("send the list's one address (the parameters in its order, a price range with both bounds): no redirect on the way", async () => {
    const page = await site.open({ javaScriptEnabled: false });
    // Every document the browser asks for: a redirect to the canonical address would show as a second request.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) asked.push(request.url().slice(site.url.length));
    });
    const submitted = async (submit: () => Promise<void>, address: string) => {
      asked.length = 0;
      await submit();
      await page.waitForURL(`${site.url}${address}`);
      await page.getByTestId('result-count').waitFor();
      expect(asked).toEqual([address]);
    };
    await page.goto(`${site.url}/en/products?category=printers`);
    const prices = sidebar(page).getByTestId('price-filter');
    // Only the upper bound typed: the lower one goes too, at the list's lowest price the slider starts from, as the address writes a range.
    await prices.locator('input[name=price__lte]').fill('3000');
    await submitted(() => prices.getByRole('button').click(), '/en/products?category=printers&price__gte=180&price__lte=3000');
    // The sort comes before the price in the address, though its form's hidden fields carry the price.
    await page.locator('#list-ordering').selectOption('price');
    await submitted(
      () => page.getByTestId('sort-form').getByRole('button').click(),
      '/en/products?category=printers&ordering=price&price__gte=180&price__lte=3000',
    );
    // The header's search keeps the filters, the term in its place among them.
    const search = page.locator('header').getByRole('search');
    await search.getByRole('searchbox').fill('printer');
    await submitted(() => search.getByRole('button').click(), '/en/products?category=printers&search=printer&ordering=price&price__gte=180&price__lte=3000');
  }, 30_000);
});

it("shows a card's second image while the pointer is over the card", async () => {
  const page = await site.open();
  await hydrated(page, `${site.url}/az/products`);
  const hover = page.getByTestId('hover-image').first();
  const card = page.getByTestId('product-card').filter({ has: hover }).first();
  await card.scrollIntoViewIfNeeded();
  const opacity = () => hover.evaluate((image) => getComputedStyle(image).opacity);
  expect(await opacity()).toBe('0');
  await card.locator('h2').hover();
  await expect.poll(opacity).toBe('1');
}, 20_000);

it('logs no console error or hydration warning', () => {
  expect(site.problems).toEqual([]);
});
