// The layout shell's pages in a real Chromium against the built site: campaign banner, 404 and
// maintenance, the site without JavaScript, and no console error or hydration warning anywhere.
// (What the pages look like is tests/quality/visual.test.ts's: screenshots compared with baselines.)
import { describe, expect, it } from 'vitest';
import { seedData } from '../../reference-api/seed/index.ts';
import { CAMPAIGN_BANNER_INTERVAL_MS, CAMPAIGN_BANNER_SPEED_MS } from '../../shared/constants.ts';
import { az, en, ru } from '../support/messages.ts';
import { hydrated, useSite, useSiteAndBrowser, statusPageAllowed } from '../support/site-and-browser.ts';

const PHONE = { width: 390, height: 844 };

const site = useSiteAndBrowser({ allow: statusPageAllowed });
/** The same site with the reference API in maintenance. */
const down = useSite({ apiVars: { MAINTENANCE: 'true' } });

describe('campaign banner', () => {
  it('has all four messages in the page, shows the next one after 4 s, and stops on the pause button', async () => {
    const page = await site.open();
    // The page's clock runs as usual, and the test can also move it on.
    await page.clock.install();
    await hydrated(page, `${site.url}/en/`);
    const banner = page.getByTestId('campaign-banner');
    const messages = ['banner.message1', 'banner.message2', 'banner.message3', 'banner.message4'] as const;
    expect(await banner.locator('p').allTextContents()).toEqual(messages.map((key) => en[key]));
    const visible = async () => {
      const shown: string[] = [];
      for (const message of await banner.locator('p').all()) if (await message.isVisible()) shown.push(await message.innerText());
      return shown;
    };
    await page.mouse.move(640, 800);
    expect(await visible()).toEqual([en['banner.message1']]);
    await page.clock.runFor(CAMPAIGN_BANNER_INTERVAL_MS + 500);
    // The page's clock has moved on; the CSS transition takes its time in real time (longer on a busy CPU).
    await expect.poll(visible, { timeout: 5000 }).toEqual([en['banner.message2']]);

    await banner.getByRole('button', { name: en['banner.pause'] }).click();
    await page.mouse.move(640, 800);
    expect(await banner.getByRole('button', { name: en['banner.pause'] }).getAttribute('aria-pressed')).toBe('true');
    await page.clock.runFor(CAMPAIGN_BANNER_INTERVAL_MS * 2);
    await page.waitForTimeout(CAMPAIGN_BANNER_SPEED_MS + 100);
    expect(await visible()).toEqual([en['banner.message2']]);
  }, 30_000);
});

describe('error pages', () => {
  it('not found: 404, heading, message, a link home, a tab title starting with 404', async () => {
    const page = await site.open();
    const response = await hydrated(page, `${site.url}/en/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe(`404 ${en['notFound.title']} | HesabPOS`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(en['notFound.title']);
    expect(await page.getByText(en['notFound.message']).isVisible()).toBe(true);
    await page.getByRole('link', { name: en['notFound.home'] }).click();
    await page.waitForURL(`${site.url}/en/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(en['home.title']);
    expect(await page.title()).toBe(`${en['home.title']} | HesabPOS`);
  }, 30_000);

  it('maintenance: a 503 met while navigating in the browser leads to /{lang}/maintenance', async () => {
    const page = await site.open({
      allow: (message) => /Failed to load resource/.test(message.text()) && /\/_api\/.* 503/.test(`${message.location().url} ${message.text()}`),
    });
    await hydrated(page, `${site.url}/az/contact`);
    await page.route('**/_api/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"Maintenance."}' }));
    await page.getByRole('link', { name: az['nav.home'], exact: true }).first().click();
    await page.waitForURL(`${site.url}/az/maintenance`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(az['maintenance.title']);
    expect(await page.getByRole('link', { name: az['maintenance.retry'] }).getAttribute('href')).toBe('/az/');
    expect(await page.title()).toBe(`${az['maintenance.title']} | HesabPOS`);
  }, 30_000);

  it('maintenance: with the upstream in maintenance every page answers 503 with the notice', async () => {
    const page = await site.open({ viewport: PHONE });
    const response = await hydrated(page, `${down.url}/ru/`);
    expect(response?.status()).toBe(503);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(ru['maintenance.title']);
    expect(await page.getByText(ru['maintenance.message']).isVisible()).toBe(true);
    // The document's own 503 stays where it is: it is already the notice, at the visitor's URL.
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/ru/');
    expect(await page.getByRole('link', { name: ru['maintenance.retry'] }).getAttribute('href')).toBe('/ru/');
  }, 30_000);
});

describe('without JavaScript', () => {
  it('the menu, the category submenu, the language links and the search form work', async () => {
    const page = await site.open({ javaScriptEnabled: false });
    await page.goto(`${site.url}/az/`);
    const category = seedData.categories.find((c) => c.children?.length)!;
    const child = category.children![0]!;
    await page.getByRole('navigation', { name: az['nav.label'] }).getByRole('link', { name: az['nav.products'] }).hover();
    const submenu = page.getByTestId('mega-menu');
    await expect.poll(() => submenu.isVisible()).toBe(true);
    await submenu.getByRole('link', { name: child.title.az }).click();
    await page.waitForURL(`${site.url}/az/products?category=${child.slug}`);

    await page.goto(`${site.url}/az/products?ordering=-price`);
    await page.getByTestId('language-menu').locator('summary').click();
    await page
      .getByTestId('language-menu')
      .getByRole('link', { name: /Русский/ })
      .click();
    await page.waitForURL(`${site.url}/ru/products?ordering=-price`);

    await page.goto(`${site.url}/ru/contact`);
    const form = page.locator('header').getByRole('search');
    await form.getByRole('searchbox').fill('принтер');
    await form.getByRole('button').click();
    await page.waitForURL(`${site.url}/ru/products?search=%D0%BF%D1%80%D0%B8%D0%BD%D1%82%D0%B5%D1%80`);
  }, 30_000);

  it('on a phone, the menu panel opens, its links work, and the mask closes it', async () => {
    const page = await site.open({ javaScriptEnabled: false, viewport: PHONE });
    await page.goto(`${site.url}/en/`);
    // Without JavaScript the panel is the disclosure's content (a dialog once React runs it).
    const panel = page.getByTestId('mobile-menu').locator('.dialog-panel');
    await page.getByTestId('mobile-menu').locator('summary').first().click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    await page.mouse.click(PHONE.width - 10, 500);
    await expect.poll(() => panel.isVisible()).toBe(false);
    await page.getByTestId('mobile-menu').locator('summary').first().click();
    await panel.getByRole('link', { name: en['nav.about'] }).click();
    await page.waitForURL(`${site.url}/en/about`);
  }, 30_000);
});

describe('console', () => {
  it('had no error and no hydration warning on any page above', async () => {
    await site.closePages();
    expect(site.problems).toEqual([]);
  });
});
