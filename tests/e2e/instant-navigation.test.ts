// Navigation in Chromium (shared/shell/speculation-rules.tsx, docs/navigation.md): once hydrated,
// nothing is fetched ahead of a click (a pointer resting on a card, a touch, cards scrolling into
// view: each would be a billed request), and the click asks for its data in one /_api request; the
// speculation rules are in the server's HTML, work without JavaScript, and leave the page once it hydrates.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, useSiteAndBrowser, type PageOptions } from '../support/site-and-browser.ts';

const site = useSiteAndBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The calls of every /_api request the page makes from now on, one list per request. */
function watchApi(page: Page): string[][] {
  const requests: string[][] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/_api/')) return;
    const batched = url.searchParams.getAll('call');
    requests.push(batched.length > 0 ? batched : [url.pathname.replace(/^\/_api\/[a-z]+\//, '') + url.search]);
  });
  return requests;
}

/** The product list in English, hydrated, its /_api requests watched; the nth card's link. */
async function productList(options: PageOptions = {}, nth = 1) {
  const page = await site.open(options);
  const requests = watchApi(page);
  await hydrated(page, `${site.url}/en/products`);
  const link = page.locator('main [data-testid=product-card] a.product-card-link').nth(nth);
  const href = (await link.getAttribute('href'))!;
  return { page, requests, link, href, slug: href.split('/').pop()!, title: await link.innerText() };
}

/** Clicks `link` and waits for its product's page; the client navigation loads no document. */
async function openProduct(page: Page, link: ReturnType<Page['locator']>, title: string) {
  let loads = 0;
  page.on('load', () => loads++);
  await link.click();
  await expect.poll(() => page.locator('main h1').innerText(), { timeout: 10_000 }).toBe(title);
  await page.getByTestId('similar-products').waitFor();
  // A late request of the navigation would have gone out by now.
  await page.waitForTimeout(400);
  expect(loads).toBe(0);
}

describe('nothing fetched ahead after hydration', () => {
  it('a pointer resting on a card fetches nothing; the click asks for its data in one request', async () => {
    const { page, requests, link, slug, title } = await productList();
    await link.hover();
    await page.waitForTimeout(400);
    expect(requests).toEqual([]);
    await openProduct(page, link, title);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toEqual(expect.arrayContaining([`products/${slug}`]));
  });

  it('on a phone, cards scrolling into view and touches fetch nothing ahead', async () => {
    const { page, requests } = await productList(PHONE, 0);
    for (let step = 0; step < 6; step++) await page.mouse.wheel(0, 600).catch(() => page.evaluate(() => window.scrollBy(0, 600)));
    await page.evaluate(() => window.scrollTo(0, 0));
    const links = page.locator('main [data-testid=product-card] a.product-card-link');
    for (let nth = 0; nth < 3; nth++) await links.nth(nth).dispatchEvent('touchstart');
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
  });
});

describe('speculation rules', () => {
  it('are in the server HTML, prefetch same-origin pages with moderate eagerness, stay without JavaScript and leave once hydrated', async () => {
    const html = await (await fetch(`${site.url}/en/products`)).text();
    const rules = html.match(/<script type="speculationrules">(.*?)<\/script>/)?.[1];
    expect(rules).toBeDefined();
    const [prefetch] = JSON.parse(rules!).prefetch;
    expect(prefetch).toMatchObject({ source: 'document', eagerness: 'moderate' });
    expect(JSON.stringify(prefetch.where)).toContain('"href_matches":"/_*"');

    const still = await site.open({ javaScriptEnabled: false });
    await still.goto(`${site.url}/en/products`);
    expect(await still.locator('script[type=speculationrules]').count()).toBe(1);

    const page = await site.open();
    await hydrated(page, `${site.url}/en/products`);
    await expect.poll(() => page.locator('script[type=speculationrules]').count()).toBe(0);
  });

  it('no console errors', async () => {
    await site.closePages();
    expect(site.problems).toEqual([]);
  });
});
