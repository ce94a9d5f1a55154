// Home in a real Chromium against the reference API: the hero slider, the highlights, the new
// arrivals carousel and its order, the product grid, in az and ru, and no console error anywhere.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedData } from '../../reference-api/seed/index.ts';
import { HERO_AUTOPLAY_MS } from '../../shared/constants.ts';
import { HYDRATION_FALLBACK_MS } from '../../worker/render/page-loader.ts';
import { texts, az, ru } from '../support/messages.ts';
import { hydrated, useSiteAndBrowser } from '../support/site-and-browser.ts';

const site = useSiteAndBrowser();

/** How many new arrivals fit in the carousel's view. */
const arrivalsPerView = (page: Page) =>
  page
    .getByTestId('new-arrivals')
    .evaluate((element) =>
      Math.round(element.querySelector('.swiper')!.getBoundingClientRect().width / element.querySelector('.swiper-slide')!.getBoundingClientRect().width),
    );
/** Whether the hero's slides are moving (Swiper keeps its instance on its element). */
const heroMoving = (page: Page) =>
  page.getByTestId('hero').evaluate((element) => (element.querySelector('.swiper') as HTMLElement & { swiper: { animating: boolean } }).swiper.animating);
/** The index of the hero's active slide, in the order of the slides (loop mode keeps it). */
const activeHeroSlide = (page: Page) =>
  page.getByTestId('hero').evaluate((element) => Number(element.querySelector('.swiper-slide-active')?.getAttribute('data-swiper-slide-index')));

describe.each(['az', 'ru'] as const)('home in %s', (language) => {
  it('shows the hero slider, five highlights, the new arrivals carousel and the product grid', async () => {
    const page = await site.open();
    await hydrated(page, `${site.url}/${language}/`);
    const hero = page.getByTestId('hero');
    const first = hero.locator('img').first();
    expect(await first.getAttribute('width')).toBe('1600');
    expect(await first.getAttribute('height')).toBe('600');
    expect(await hero.locator('.hero-next').isVisible()).toBe(true);
    expect(await page.getByTestId('highlights').locator('li').count()).toBe(5);
    const arrivals = page.getByTestId('new-arrivals');
    expect(await arrivals.locator('[data-testid=product-card]').count()).toBe(8);
    // A screen reader hears the carousel's role and each slide's place in the page's language.
    const t = { az, ru }[language];
    const slide = arrivals.locator('.swiper-slide').first();
    await expect.poll(() => slide.getAttribute('aria-label')).toBe(t['carousel.position'].replace('{index}', '1').replace('{total}', '8'));
    expect(await slide.getAttribute('aria-roledescription')).toBe(t['carousel.slide']);
    expect(await arrivals.locator('.swiper').getAttribute('aria-roledescription')).toBe(t['carousel.label']);
    expect(await arrivals.locator('.arrivals-next').getAttribute('aria-label')).toBe(texts[language]['home.next']);
    // Four slides per view from 1199 px.
    const [slideWidth, viewWidth] = await arrivals.evaluate((element) => [
      element.querySelector('.swiper-slide')!.getBoundingClientRect().width,
      element.querySelector('.swiper')!.getBoundingClientRect().width,
    ]);
    expect(Math.round(viewWidth / slideWidth)).toBe(4);
    // Three from 991 px, two from 576 px (Swiper follows the window as it resizes).
    for (const [width, perView] of [
      [1024, 3],
      [600, 2],
      [1280, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => arrivalsPerView(page), { timeout: 5000 }).toBe(perView);
    }
    // The carousel loops: past the last arrival comes the first.
    expect(
      await arrivals.evaluate((element) => (element.querySelector('.swiper') as HTMLElement & { swiper: { params: { loop: boolean } } }).swiper.params.loop),
    ).toBe(true);
    expect(await page.getByTestId('explore-card').count()).toBe(8);
    await page.getByTestId('see-all').click();
    await page.waitForURL(`${site.url}/${language}/products`);

    // On a phone: one new arrival per view and no hero arrows.
    await page.setViewportSize({ width: 390, height: 844 });
    await hydrated(page, `${site.url}/${language}/`);
    expect(await page.getByTestId('hero').locator('.hero-next').isVisible()).toBe(false);
    expect(await arrivalsPerView(page)).toBe(1);
    const go = page.getByTestId('hero-go').first();
    expect(await go.getAttribute('href')).toMatch(new RegExp(`^/${language}/products`));
  }, 20_000);

  it('loads the client code once the window has loaded, or after 3 s when an image hangs', async () => {
    // The images this test stops (the hero's, drawn or resized photos) fail to load, on purpose.
    const held = /\/media\/scenes\/|\/v\/(avif|webp)\//;
    const page = await site.open({ allow: (message) => held.test(message.location().url) && /ERR_FAILED/.test(message.text()) });
    const scripts: { url: string; at: number }[] = [];
    let navigated = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push({ url: request.url(), at: Date.now() - navigated });
    });
    // The hero's first image never arrives, so the window's load event never comes.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(held, async (route) => {
      await released;
      await route.abort();
    });
    navigated = Date.now();
    await page.goto(`${site.url}/${language}/`, { waitUntil: 'domcontentloaded' });
    // The page is there, working links and all, before any script.
    expect(await page.getByTestId('hero').count()).toBe(1);
    expect(await page.getByTestId('see-all').getAttribute('href')).toBe(`/${language}/products`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: HYDRATION_FALLBACK_MS + 5000 });
    release();
    expect(scripts.length).toBeGreaterThan(0);
    expect(Math.min(...scripts.map((script) => script.at))).toBeGreaterThanOrEqual(HYDRATION_FALLBACK_MS - 500);
  }, 20_000);

  it('hero: the next slide comes by itself after 5 s, and the arrows loop past either end', async () => {
    const page = await site.open();
    // The page's own clock times the autoplay, from hydration (when it starts) to the first move:
    // a test slowed down by a busy CPU would see the move sooner after it looked.
    await page.addInitScript(() => {
      const times = { hydrated: 0, moved: 0 };
      Object.assign(window, { __hero: times });
      new MutationObserver(() => {
        if (!times.hydrated && document.documentElement.dataset.hydrated) times.hydrated = performance.now();
        const active = document.querySelector('[data-testid=hero] .swiper-slide-active');
        if (times.hydrated && !times.moved && active && active.getAttribute('data-swiper-slide-index') !== '0') times.moved = performance.now();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['class', 'data-hydrated'] });
    });
    await hydrated(page, `${site.url}/${language}/`);
    const hero = page.getByTestId('hero');
    const slideCount = seedData.slides.length;
    expect(slideCount).toBeGreaterThan(1);
    expect(await activeHeroSlide(page)).toBe(0);
    await expect.poll(() => activeHeroSlide(page), { timeout: HERO_AUTOPLAY_MS + 3000, interval: 100 }).toBe(1);
    const times = await page.evaluate(() => (window as unknown as { __hero: { hydrated: number; moved: number } }).__hero);
    expect(times.moved - times.hydrated).toBeGreaterThan(HERO_AUTOPLAY_MS - 1500);
    // Swiper ignores an arrow while a loop slide is still moving: click once each has settled.
    for (const [arrow, expected] of [
      ['.hero-prev', 0],
      ['.hero-prev', slideCount - 1],
      ['.hero-next', 0],
    ] as const) {
      await expect.poll(() => heroMoving(page), { timeout: 5000 }).toBe(false);
      await hero.locator(arrow).click();
      await expect.poll(() => activeHeroSlide(page), { timeout: 5000 }).toBe(expected);
    }
  }, 20_000);
});

it('logs no console error or hydration warning', () => {
  expect(site.problems).toEqual([]);
});
