// The buyer's short list in Chromium against the built site: Compare from cards to the compare
// page (the choice kept in local storage, the differences switch, remove), the quote list (add
// from the product page, change, remove, total in AZN, kept across reloads and languages, sent
// and cleared), and both without JavaScript (plain links, a CSS switch, the contact form).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatPrice } from '../../shared/format/price.ts';
import { valid } from '../support/contact-post.ts';
import { en, ru } from '../support/messages.ts';
import { useSiteAndBrowser, type PageOptions } from '../support/site-and-browser.ts';

const site = useSiteAndBrowser();

async function open(path: string, options: PageOptions = {}): Promise<Page> {
  const page = await site.open(options);
  await page.goto(`${site.url}${path}`);
  if (options.javaScriptEnabled !== false) await page.waitForSelector('html[data-hydrated]');
  return page;
}

async function go(page: Page, path: string) {
  await page.goto(`${site.url}${path}`);
  await page.waitForSelector('html[data-hydrated]');
}

const visibleRows = (page: Page) => page.locator('[data-testid=compare-row]:visible').count();
/** "₼1,390.00" as a number. */
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('compare in Chromium', () => {
  it('adds two products from their cards, opens them side by side, hides the rows that agree, removes one, and keeps the choice', async () => {
    const page = await open('/en/products');
    const cards = page.locator('[data-testid=product-card]');
    const slugs: string[] = [];
    for (const index of [0, 1]) {
      const href = await cards.nth(index).locator('a.product-card-link').getAttribute('href');
      slugs.push(href!.split('/').at(-1)!);
      await cards.nth(index).locator('[data-testid=compare-toggle]').click();
      await expect.poll(() => cards.nth(index).locator('[data-testid=compare-toggle]').getAttribute('aria-pressed')).toBe('true');
    }
    await expect.poll(() => page.locator('[data-testid=header-compare-count]').textContent()).toBe('2');
    await page.locator('[data-testid=header-compare]').click();
    await page.waitForURL(`**/en/compare?products=${[...slugs].sort().join(',')}`);
    await page.waitForSelector('[data-testid=compare-table]');
    expect(await page.locator('[data-testid=compare-product]').count()).toBe(2);
    const all = await visibleRows(page);
    const same = await page.locator('[data-testid=compare-row][data-same]').count();
    await page.locator('[data-testid=compare-differences]').check();
    expect(await visibleRows(page)).toBe(all - same);
    await page.locator('[data-testid=compare-differences]').uncheck();
    expect(await visibleRows(page)).toBe(all);
    await page.locator('[data-testid=compare-remove]').first().click();
    await page.waitForURL(`**/en/compare?products=${[...slugs].sort()[1]}`);
    await expect.poll(() => page.locator('[data-testid=header-compare-count]').textContent()).toBe('1');
    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.locator('[data-testid=header-compare-count]').textContent()).toBe('1');
    expect(site.problems).toEqual([]);
  });

  it('without JavaScript: Compare on a card opens the compare page, and the differences switch still works', async () => {
    const page = await open('/en/products', { javaScriptEnabled: false });
    const href = await page.locator('[data-testid=product-card]').first().locator('[data-testid=compare-toggle]').getAttribute('href');
    expect(href).toMatch(/^\/en\/compare\?products=[\w-]+$/);
    // Two terminals of the demo catalogue that share rows (RAM, storage, warranty).
    await page.goto(`${site.url}/en/compare?products=hesabpos-t15-touch-pos-terminal,hesabpos-t15d-dual-screen-pos-terminal`);
    await page.waitForSelector('[data-testid=compare-table]');
    expect(await page.locator('[data-testid=compare-product]').count()).toBe(2);
    const all = await visibleRows(page);
    await page.locator('[data-testid=compare-differences]').check();
    expect(await visibleRows(page)).toBeLessThan(all);
    // Remove is a link to the address without that product.
    await page.locator('[data-testid=compare-remove]').first().click();
    await page.waitForSelector('[data-testid=compare-table]');
    expect(await page.locator('[data-testid=compare-product]').count()).toBe(1);
  });

  it('on a phone, the products scroll sideways while the feature names stay in view', async () => {
    const page = await open('/en/products', { viewport: { width: 390, height: 844 } });
    const links = page.locator('a.product-card-link');
    const slugs = await Promise.all([0, 1, 2].map(async (index) => (await links.nth(index).getAttribute('href'))!.split('/').at(-1)!));
    await go(page, `/en/compare?products=${slugs.sort().join(',')}`);
    const scroller = page.locator('[data-testid=compare-scroll]');
    const name = page.locator('[data-testid=compare-row] th').first();
    const before = await name.boundingBox();
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await scroller.evaluate((element) => element.scrollBy(300, 0));
    await page.waitForTimeout(100);
    expect((await name.boundingBox())!.x).toBe(before!.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

describe('the quote list in Chromium', () => {
  it('adds from the product page, changes and removes lines, totals in AZN, survives a reload and a language switch, is sent and cleared', async () => {
    const list = await open('/en/products');
    const hrefs = await list.locator('a.product-card-link').evaluateAll((links) => links.slice(0, 2).map((link) => link.getAttribute('href')!));
    const page = list;
    await go(page, hrefs[0]!);
    // The product's own button comes first; the similar products' cards have theirs below.
    const add = page.locator('[data-testid=quote-add]').first();
    await add.click();
    await add.click();
    await expect.poll(() => add.locator('[data-testid=quote-quantity] [aria-hidden]').textContent()).toBe('2');
    await go(page, hrefs[1]!);
    await page.locator('[data-testid=quote-add]').first().click();
    await expect.poll(() => page.locator('[data-testid=header-quote-count]').textContent()).toBe('2');

    await page.locator('[data-testid=header-quote]').click();
    await page.waitForURL('**/en/quote');
    await page.waitForSelector('[data-testid=quote-line] [data-testid=quote-amount]:not(:empty)');
    const lines = page.locator('[data-testid=quote-line]');
    expect(await lines.count()).toBe(2);
    const unit = amount(await lines.first().locator('[data-testid=quote-unit]').textContent());
    expect(amount(await lines.first().locator('[data-testid=quote-amount]').textContent())).toBeCloseTo(unit * 2, 2);
    await lines.first().locator('[data-testid=quote-quantity-input]').fill('3');
    await expect.poll(async () => amount(await lines.first().locator('[data-testid=quote-amount]').textContent())).toBeCloseTo(unit * 3, 2);
    const second = amount(await lines.nth(1).locator('[data-testid=quote-amount]').textContent());
    expect(await page.locator('[data-testid=quote-total]').textContent()).toBe(formatPrice(Math.round((unit * 3 + second) * 100) / 100, 'en'));

    // Kept across a reload and in another language, with the titles of that language.
    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    await go(page, '/ru/quote');
    await page.waitForSelector('[data-testid=quote-line] [data-testid=quote-amount]:not(:empty)');
    expect(await page.locator('[data-testid=quote-quantity-input]').first().inputValue()).toBe('3');
    expect(await page.locator('h1').textContent()).toBe(ru['quote.title']);

    await page.locator('[data-testid=quote-remove]').nth(1).click();
    expect(await page.locator('[data-testid=quote-line]').count()).toBe(1);
    for (const [field, value] of Object.entries(valid)) await page.fill(`#quote-${field}`, value);
    await page.locator('[data-testid=quote-submit]').click();
    await page.waitForSelector('[data-testid=quote-sent]');
    expect(await page.locator('[data-testid=quote-empty]').count()).toBe(1);
    expect(await page.locator('[data-testid=header-quote-count]').count()).toBe(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('hesabpos.shortlist')!).quote)).toEqual([]);
    expect(site.problems).toEqual([]);
  });

  it('marks a product gone from the catalogue and shows the server’s sentence for its line', async () => {
    const page = await open('/en/about');
    await page.evaluate(() =>
      localStorage.setItem(
        'hesabpos.shortlist',
        JSON.stringify({ v: 1, compare: [], quote: [{ slug: 'retired-scanner', quantity: 1, title: 'Retired scanner' }] }),
      ),
    );
    await go(page, '/en/quote');
    await page.waitForSelector('[data-testid=quote-gone]');
    expect(await page.locator('[data-testid=quote-gone]').textContent()).toBe(en['quote.gone']);
    for (const [field, value] of Object.entries(valid)) await page.fill(`#quote-${field}`, value);
    await page.locator('[data-testid=quote-submit]').click();
    await page.waitForSelector('[data-testid=quote-line-error]');
    expect(await page.locator('[data-testid=quote-line-error]').textContent()).toContain('retired-scanner');
    expect(await page.locator('[data-testid=quote-line]').count()).toBe(1);
  });

  it('without JavaScript: Add to quote leads to the contact form about the product, and the quote page says what to do', async () => {
    const page = await open('/en/products', { javaScriptEnabled: false });
    const href = await page.locator('[data-testid=product-card]').first().locator('[data-testid=quote-add]').getAttribute('href');
    expect(href).toMatch(/^\/en\/contact\?product=[\w-]+$/);
    await page.goto(`${site.url}${href}`);
    expect(await page.locator('textarea[name=message]').inputValue()).not.toBe('');
    await page.goto(`${site.url}/en/quote`);
    expect(await page.locator('[data-testid=quote-needs-script]').count()).toBe(1);
  });
});
