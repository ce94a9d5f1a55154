// The page's data stays fresh in a real Chromium (client/freshness.ts):
// coming back to the tab or online refreshes the current route through /_api without a reload,
// close refreshes collapse into one call, a failed refresh keeps the page and is retried by
// itself, a slow navigation says so, and a 503 during a refresh leads to the maintenance page.
// A fake upstream holds the price; a purge makes the site's cache ask it again.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FOCUS_THROTTLE_MS, REFRESH_DEDUPE_MS, REFRESH_RETRY_MS, SLOW_LOADING_THRESHOLD_MS } from '../../shared/constants.ts';
import { en } from '../support/messages.ts';
import { formatPrice } from '../../shared/format/price.ts';
import { upstreamDefaults, fakeList, fakeProduct } from '../../build/fake-upstream.ts';
import { hydrated, useSiteAndBrowser } from '../support/site-and-browser.ts';

let price = 100;
const product = () => fakeProduct('pos-one', 'POS One', price);

/** Failed /_api loads are what some tests provoke; the page must not show them. */
const site = useSiteAndBrowser({
  upstream: upstreamDefaults(() => [product()]),
  allow: (message) => /Failed to load resource/.test(message.text()) && message.location().url.includes('/_api/'),
});

async function purgeProducts() {
  const response = await fetch(`${site.url}/_purge`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${site.stack.purgeToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ scope: 'products' }),
  });
  expect(response.status).toBe(200);
}

/**
 * The product list, hydrated, with a mark that a reload would lose and a record of /_api calls.
 * The page's clock runs as usual but can be moved on (Playwright's clock), so that a test need not
 * wait out the throttle before a refresh in real time.
 */
async function openList(): Promise<{ page: Page; apiCalls: string[] }> {
  const page = await site.open({ viewport: { width: 390, height: 844 } });
  await page.clock.install();
  const apiCalls: string[] = [];
  page.on('request', (request) => void (request.url().includes('/_api/') && apiCalls.push(request.url())));
  await hydrated(page, `${site.url}/en/products`);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  return { page, apiCalls };
}

const priceText = (page: Page) => page.getByTestId('product-card').innerText();
const sameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);
const focus = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));
/** Moves the page's clock on until its data is older than `ms`. */
const olderThan = (page: Page, ms: number) => page.clock.fastForward(ms + 100);

describe('refresh on return', () => {
  it('shows the new price after a purge when the window gets the focus, without a reload', async () => {
    price = 100;
    const { page, apiCalls } = await openList();
    expect(await priceText(page)).toContain(formatPrice(100, 'en'));
    price = 250;
    await purgeProducts();
    // Back within 5 s of the page's load: its data is new enough, nothing is asked.
    await focus(page);
    await page.waitForTimeout(500);
    expect(apiCalls).toEqual([]);
    expect(await priceText(page)).toContain(formatPrice(100, 'en'));

    await olderThan(page, FOCUS_THROTTLE_MS);
    await focus(page);
    await expect.poll(() => priceText(page)).toContain(formatPrice(250, 'en'));
    expect(await sameDocument(page)).toBe(true);
    expect(apiCalls).toHaveLength(1);
  }, 30_000);

  it('makes one data call for a focus, a visibility change and an online event within 2 s, and changes nothing when nothing changed', async () => {
    const { page, apiCalls } = await openList();
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.getByTestId('product-card').evaluate((card) => card.setAttribute('data-before-refresh', ''));
    await olderThan(page, FOCUS_THROTTLE_MS);
    await focus(page);
    await page.waitForTimeout(300);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await focus(page);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForTimeout(REFRESH_DEDUPE_MS);
    expect(apiCalls).toHaveLength(1);
    // The same elements, where they were: no re-mount, no flash, no scroll jump.
    expect(await page.locator('[data-testid=product-card][data-before-refresh]').count()).toBe(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(200);
  }, 30_000);

  it('refreshes when the browser comes back online', async () => {
    price = 100;
    await purgeProducts();
    const { page } = await openList();
    await page.context().setOffline(true);
    price = 320;
    await purgeProducts();
    await olderThan(page, REFRESH_DEDUPE_MS);
    await page.context().setOffline(false);
    await expect.poll(() => priceText(page)).toContain(formatPrice(320, 'en'));
    expect(await sameDocument(page)).toBe(true);
  }, 30_000);
});

describe('a refresh that fails', () => {
  it('keeps the page as it is and brings the new data with a later retry by itself', async () => {
    price = 100;
    await purgeProducts();
    const { page, apiCalls } = await openList();
    site.answers['products/'] = { status: 500, body: { detail: 'Server error.' } };
    await purgeProducts();
    await olderThan(page, FOCUS_THROTTLE_MS);
    const failed = page.waitForResponse((response) => response.url().includes('/_api/') && !response.ok());
    await focus(page);
    await failed;
    await page.waitForTimeout(300);
    expect(await page.getByTestId('error').count()).toBe(0);
    expect(await priceText(page)).toContain(formatPrice(100, 'en'));

    price = 410;
    delete site.answers['products/'];
    const triedAt = Date.now();
    await expect.poll(() => priceText(page), { timeout: REFRESH_RETRY_MS + 3000 }).toContain(formatPrice(410, 'en'));
    expect(Date.now() - triedAt).toBeLessThan(REFRESH_RETRY_MS + 2000);
    expect(apiCalls).toHaveLength(2);
    expect(await sameDocument(page)).toBe(true);
  }, 30_000);

  it('leads to the maintenance page when the upstream answers 503', async () => {
    const { page } = await openList();
    site.answers['products/'] = { status: 503, body: { detail: 'Maintenance.' } };
    await purgeProducts();
    await olderThan(page, FOCUS_THROTTLE_MS);
    await focus(page);
    await page.waitForURL(`${site.url}/en/maintenance`, { timeout: 10_000 });
    await page.getByTestId('maintenance').waitFor();
    expect(await sameDocument(page)).toBe(true);
  }, 30_000);
});

describe('slow loading', () => {
  it('says that a navigation takes longer than usual after 3 s, in a polite live region, and removes the note', async () => {
    const { page } = await openList();
    const note = page.getByTestId('slow-loading');
    expect(await note.getAttribute('role')).toBe('status');
    expect(await note.getAttribute('aria-live')).toBe('polite');
    site.answers['products/'] = () => ({ delayMs: SLOW_LOADING_THRESHOLD_MS + 2000, body: fakeList([product()]) });
    await purgeProducts();
    const startedAt = Date.now();
    await page.getByLabel(en['list.sort.label']).selectOption('price');
    await page.waitForTimeout(SLOW_LOADING_THRESHOLD_MS - 1000);
    expect(await note.innerText()).toBe('');
    await expect.poll(() => note.innerText(), { timeout: 3000 }).toBe(en['site.slow']);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(SLOW_LOADING_THRESHOLD_MS);
    await page.waitForURL(/ordering=price/);
    await expect.poll(() => note.innerText(), { timeout: 5000 }).toBe('');
  }, 30_000);
});

describe('console', () => {
  it('had no error and no hydration warning on any page above', async () => {
    await site.closePages();
    expect(site.problems).toEqual([]);
  });
});
