// The product detail page in a real Chromium against the built site: gallery and thumbnails,
// the lightbox loaded on the first click only (open at the clicked image, arrow keys, zoom,
// Escape with the focus returned), similar products, the page without JavaScript, in az and
// ru, with no console error; and a client-side navigation there, on to its category and home
// costs one /_api request each.
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { seedData } from '../../reference-api/seed/index.ts';
import { az, en, ru } from '../support/messages.ts';
import { hydrated, useSiteAndBrowser, type PageOptions } from '../support/site-and-browser.ts';

const PHONE = { width: 390, height: 844 };
const product = seedData.products.find((p) => p.images.length >= 3 && p.features.length > 0)!;

const site = useSiteAndBrowser();

/** Opens path and, with JavaScript, waits for hydration; requests lists every URL the page asked for. */
async function open(path: string, options: PageOptions = {}): Promise<{ page: Page; requests: string[] }> {
  const page = await site.open(options);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${site.url}${path}`);
  if (options.javaScriptEnabled !== false) await page.waitForSelector('html[data-hydrated]');
  return { page, requests };
}

const lightboxRequests = (requests: string[]) => requests.filter((url) => /product-lightbox/.test(url));
const currentLightboxImage = (page: Page) => page.locator('.yarl__slide_current img').first().getAttribute('src');
const imageUrl = (page: Page, index: number) => page.locator('[data-testid=gallery-image]').nth(index).getAttribute('href');

describe('product detail in Chromium', () => {
  it('az, desktop: thumbnails drive the slider; the lightbox loads on the first click, opens there, zooms by + and -, pages by arrow key and closes by Escape', async () => {
    const { page, requests } = await open(`/az/products/${product.slug}`);
    await expect(page.locator('h1').textContent()).resolves.toBe(product.title.az);
    expect(await page.locator('[data-testid=gallery-image]').count()).toBe(product.images.length);
    expect(await page.locator('[data-testid=gallery-thumbnail]').count()).toBe(product.images.length);
    // Vertical thumbnails from 992 px.
    expect(await page.locator('.product-gallery-thumbs .swiper-vertical').count()).toBe(1);
    await page.waitForTimeout(300);
    expect(lightboxRequests(requests), 'no lightbox code before the first click').toEqual([]);

    await page.locator('[data-testid=gallery-thumbnail]').nth(1).click();
    await page.waitForFunction(() =>
      document.querySelector('.product-gallery-main .swiper-slide-active [data-testid=gallery-image]')?.getAttribute('aria-label')?.startsWith('Şəkil 2'),
    );
    const opener = page.locator('.product-gallery-main .swiper-slide-active [data-testid=gallery-image]');
    await opener.click();
    await page.waitForSelector('.yarl__root [role=dialog], .yarl__root');
    expect(lightboxRequests(requests).length).toBeGreaterThan(0);
    expect(await currentLightboxImage(page)).toBe(await imageUrl(page, 1));
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.yarl__root'))), 'focus moves into the lightbox').toBe(true);
    await expect(page.locator('.yarl__root').getAttribute('aria-label')).resolves.toBe(az['lightbox.label']);
    // Every screen-reader label of the lightbox is Azerbaijani: none of the library's English defaults.
    const labels = await page
      .locator('.yarl__root, .yarl__root *')
      .evaluateAll((elements) =>
        elements.flatMap((element) => [element.getAttribute('aria-label'), element.getAttribute('aria-roledescription')]).filter(Boolean),
      );
    expect(labels).toEqual(expect.arrayContaining([az['productDetail.thumbnails'], az['lightbox.slide']]));
    expect(
      labels.filter((label) => /^(Photo gallery|Carousel|Slide|Thumbnails|Lightbox|Previous|Next|Close|Zoom in|Zoom out)$|\d+ of \d+/.test(label!)),
    ).toEqual([]);

    // Zoom by keyboard: + zooms in, - back out to the whole image.
    const scale = () =>
      page
        .locator('.yarl__slide_current [style*="scale"]')
        .first()
        .getAttribute('style')
        .catch(() => null);
    const zoomOut = page.getByRole('button', { name: az['lightbox.zoomOut'] });
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('.yarl__slide_current img');
      return Boolean(image?.complete && image.naturalWidth > 0);
    });
    await page.keyboard.press('+');
    await expect.poll(scale).toMatch(/scale\((?!1\))/);
    await expect.poll(() => zoomOut.isEnabled()).toBe(true);
    await page.keyboard.press('-');
    await expect.poll(() => zoomOut.isDisabled()).toBe(true);

    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((expected) => document.querySelector('.yarl__slide_current img')?.getAttribute('src') === expected, await imageUrl(page, 2));
    await page.keyboard.press('Escape');
    await page.waitForSelector('.yarl__root', { state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'gallery-image');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Şəkil 2/);

    await expect(page.locator('[data-testid=similar-products] [data-testid=product-card]').count()).resolves.toBeGreaterThan(0);
  }, 30_000);

  it('ru, phone: zoom in and out, thumbnails toggle, similar products', async () => {
    const { page } = await open(`/ru/products/${product.slug}`, { viewport: PHONE, hasTouch: true });
    expect(await page.locator('.product-gallery-thumbs .swiper-horizontal').count()).toBe(1);
    await page.locator('.product-gallery-main .swiper-slide-active [data-testid=gallery-image]').click();
    const zoomIn = page.getByRole('button', { name: ru['lightbox.zoomIn'] });
    const zoomOut = page.getByRole('button', { name: ru['lightbox.zoomOut'] });
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('.yarl__slide_current img');
      return Boolean(image?.complete && image.naturalWidth > 0);
    });
    expect(await currentLightboxImage(page)).toBe(await imageUrl(page, 0));
    await expect(zoomOut.isDisabled()).resolves.toBe(true);
    await zoomIn.click();
    await expect.poll(() => zoomOut.isEnabled()).toBe(true);
    await expect.poll(() => page.locator('.yarl__slide_current [style*="scale"]').first().getAttribute('style')).toMatch(/scale\((?!1\))/);
    await zoomOut.click();
    await expect.poll(() => zoomOut.isDisabled()).toBe(true);
    await page.getByRole('button', { name: ru['lightbox.hideThumbnails'] }).click();
    await page.getByRole('button', { name: ru['lightbox.showThumbnails'] }).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForSelector('.yarl__root', { state: 'detached' });
    await expect(page.getByRole('heading', { name: ru['productDetail.similar'] }).isVisible()).resolves.toBe(true);
  }, 30_000);

  it('without JavaScript the first image and the thumbnails show', async () => {
    const { page } = await open(`/az/products/${product.slug}`, { javaScriptEnabled: false });
    const first = page.locator('[data-testid=gallery-image] img').first();
    expect(await first.isVisible()).toBe(true);
    expect(await first.evaluate((image: HTMLImageElement) => image.getBoundingClientRect().width)).toBeGreaterThan(200);
    const thumbnails = page.locator('[data-testid=gallery-thumbnail]');
    for (let index = 0; index < product.images.length; index++) expect(await thumbnails.nth(index).isVisible()).toBe(true);
  });

  it('no console errors', async () => {
    await site.closePages();
    expect(site.problems).toEqual([]);
  });
});

/**
 * The /_api requests a client-side navigation (`go`) makes: the calls the first carries (one for
 * the single form, else its `call` parameters) and its answer's JSON.
 */
async function apiRequestsOf(page: Page, go: () => Promise<unknown>) {
  const isApi = (url: string) => new URL(url).pathname.startsWith('/_api/');
  const requests: string[] = [];
  const onRequest = (request: Request) => void (isApi(request.url()) && requests.push(request.url()));
  page.on('request', onRequest);
  const answered = page.waitForResponse((response) => isApi(response.url()));
  await go();
  const body = await (await answered).json();
  // A second request of the same navigation would have gone out by now.
  await page.waitForTimeout(500);
  page.off('request', onRequest);
  const batched = requests[0] ? new URL(requests[0]).searchParams.getAll('call') : [];
  return { requests, calls: batched.length > 0 ? batched : requests.slice(0, 1), body };
}

describe('client-side navigations', () => {
  it('cost one /_api request each, carrying all their calls: a product page, a category list, the home page', async () => {
    const page = await site.open();
    await hydrated(page, `${site.url}/en/products`);
    let loads = 0;
    page.on('load', () => loads++);
    const okResults = (body: { results: { status: number }[] }) => body.results.map((result) => result.status);

    const title = await page.locator('main [data-testid=product-card] h2').first().innerText();
    const product = await apiRequestsOf(page, async () => {
      await page.locator('main [data-testid=product-card] a').first().click();
      await page.getByTestId('similar-products').waitFor();
    });
    expect(product.requests).toHaveLength(1);
    expect(product.calls.map((call) => call.replace(/[?/].*$/, ''))).toEqual(['products', 'products']);
    expect(okResults(product.body)).toEqual([200, 200]);
    expect(await page.locator('main h1').innerText()).toBe(title);

    const crumb = page.getByTestId('product-breadcrumb').locator('a').last();
    const category = await crumb.innerText();
    const list = await apiRequestsOf(page, async () => {
      await crumb.click();
      await page.waitForURL((url) => url.searchParams.has('category'));
      await expect.poll(() => page.locator('main h1').innerText()).toBe(category);
    });
    expect(list.requests).toHaveLength(1);
    expect(list.calls).toHaveLength(2);
    expect(okResults(list.body)).toEqual([200, 200]);
    expect(await page.locator('main [data-testid=product-card]').count()).toBeGreaterThan(0);

    const home = await apiRequestsOf(page, async () => {
      await page.locator('header').getByRole('link', { name: en['nav.home'] }).first().click();
      await page.getByTestId('hero').waitFor();
    });
    expect(home.requests).toHaveLength(1);
    // Slides, new arrivals, the grid's pool and the partners (the customers' logos).
    expect(home.calls).toHaveLength(4);
    expect(okResults(home.body)).toEqual([200, 200, 200, 200]);
    expect(await page.getByTestId('new-arrivals').locator('[data-testid=product-card]').count()).toBe(8);
    expect(await page.getByTestId('explore-card').count()).toBe(8);
    expect(loads).toBe(0);
  }, 40_000);
});
