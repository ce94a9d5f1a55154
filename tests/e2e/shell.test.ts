// The layout shell in a real Chromium against the built site: language dropdown, navigation,
// the one menu at every width, the mobile menu panel, header search and search modal.
import { describe, expect, it } from 'vitest';
import { seedData } from '../../reference-api/seed/index.ts';
import { SEARCH_FOCUS_DELAY_MS } from '../../shared/constants.ts';
import { az, en, ru } from '../support/messages.ts';
import { hydrated, useSiteAndBrowser, statusPageAllowed } from '../support/site-and-browser.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const site = useSiteAndBrowser({ allow: statusPageAllowed });

describe('language dropdown', () => {
  it('shows the current code, lists the others, and switches the page, the LANG cookie and local storage', async () => {
    const page = await site.open();
    await hydrated(page, `${site.url}/az/products?ordering=price`);
    const menu = page.getByTestId('language-menu');
    await expect.poll(() => menu.locator('summary').innerText()).toContain('AZ');
    await menu.locator('summary').click();
    const links = menu.getByRole('link');
    expect(await links.allInnerTexts()).toEqual(['EN\nEnglish', 'RU\nРусский']);

    await menu.getByRole('link', { name: /English/ }).click();
    await page.waitForURL(`${site.url}/en/products?ordering=price`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByTestId('language-menu').evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('LANG'))).toBe('en');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'LANG');
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

    await page.getByTestId('language-menu').locator('summary').click();
    await page
      .getByTestId('language-menu')
      .getByRole('link', { name: /Azərbaycanca/ })
      .click();
    await page.waitForURL(`${site.url}/az/products?ordering=price`);
    expect(await page.evaluate(() => localStorage.getItem('LANG'))).toBe('az');
    expect((await page.context().cookies()).find((c) => c.name === 'LANG')?.value).toBe('az');
    // The worker sends an address without a language to the stored one.
    await page.goto(`${site.url}/`);
    expect(new URL(page.url()).pathname).toBe('/az/');
  }, 30_000);
});

describe('navigation', () => {
  it('starts every new page at the top and restores the position on back', async () => {
    const page = await site.open();
    await hydrated(page, `${site.url}/en/`);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: en['nav.contact'] }).scrollIntoViewIfNeeded();
    const bottom = await page.evaluate(() => window.scrollY);
    expect(bottom).toBeGreaterThan(500);
    await footer.getByRole('link', { name: en['nav.contact'] }).click();
    await page.waitForURL(`${site.url}/en/contact`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(`${site.url}/en/`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(bottom);
  }, 30_000);
});

describe('one menu for every width', () => {
  it('is in the page once: a bar with a hover submenu at 1280 px, a panel at 390 px, no dialog role while in place', async () => {
    const category = seedData.categories.find((c) => c.children?.length)!;
    const child = category.children![0]!;
    const page = await site.open({ viewport: DESKTOP });
    await hydrated(page, `${site.url}/az/`);
    const links = page.locator('header').locator(`a[href="/az/products?category=${child.slug}"]`);
    expect(await links.count(), 'the category tree is rendered once').toBe(1);
    expect(await page.getByRole('dialog').count(), 'the menu in place is no dialog').toBe(0);
    const toggle = page.getByTestId('mobile-menu').locator('summary').first();
    expect(await toggle.isVisible()).toBe(false);
    const bar = page.getByRole('navigation', { name: az['nav.label'] });
    for (const key of ['nav.home', 'nav.products', 'nav.about', 'nav.partners', 'nav.contact'] as const) {
      expect(await bar.getByRole('link', { name: az[key], exact: true }).isVisible(), key).toBe(true);
    }
    expect(await links.isVisible()).toBe(false);
    await bar.getByRole('link', { name: az['nav.products'], exact: true }).hover();
    await expect.poll(() => links.isVisible()).toBe(true);
    await page.mouse.move(640, 700);
    await expect.poll(() => links.isVisible()).toBe(false);
    // Keyboard: focus on Products leaves it closed (its 22 links out of the Tab order); the
    // chevron button beside it opens it, Tab enters it, Escape closes it and focuses the button.
    const productsLink = bar.getByRole('link', { name: az['nav.products'], exact: true });
    await productsLink.focus();
    await page.waitForTimeout(200);
    expect(await links.isVisible()).toBe(false);
    await page.keyboard.press('Tab');
    const button = bar.getByRole('button', { name: az['nav.categories'] });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await expect.poll(() => links.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid=mega-menu]')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => links.isVisible()).toBe(false);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/az/about');
    // A click on Products closes it though the pointer stays on the link.
    await productsLink.hover();
    await expect.poll(() => links.isVisible()).toBe(true);
    await productsLink.click();
    await page.waitForURL(`${site.url}/az/products`);
    await expect.poll(() => links.isVisible()).toBe(false);
    await page.mouse.move(640, 700);
    await productsLink.hover();
    await expect.poll(() => links.isVisible()).toBe(true);
    // So does choosing a category.
    await links.click();
    await page.waitForURL(`${site.url}/az/products?category=${child.slug}`);
    await expect.poll(() => links.isVisible()).toBe(false);

    await page.setViewportSize(PHONE);
    expect(await toggle.isVisible()).toBe(true);
    expect(await bar.isVisible()).toBe(false);
  }, 30_000);
});

describe('the bar at 1024 px, the narrowest that shows it', () => {
  it('holds every menu entry on one line beside the search, in each language', async () => {
    const page = await site.open({ viewport: { width: 1024, height: 768 } });
    for (const [language, texts] of [
      ['az', az],
      ['en', en],
      ['ru', ru],
    ] as const) {
      await hydrated(page, `${site.url}/${language}/`);
      const bar = page.getByRole('navigation', { name: texts['nav.label'] });
      for (const key of ['nav.home', 'nav.products', 'nav.about', 'nav.partners', 'nav.contact'] as const) {
        const link = bar.getByRole('link', { name: texts[key], exact: true });
        // The lines its words stand on: the distinct tops of its text's boxes.
        const lines = await link.evaluate((element) => {
          const tops = new Set<number>();
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
          }
          return tops.size;
        });
        expect(lines, `${language} ${key}`).toBe(1);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), language).toBeLessThanOrEqual(1024);
    }
  }, 30_000);
});

describe('mobile menu panel at 390 × 844', () => {
  it('opens as a dialog, locks page scrolling, and closes by the mask, by Escape and by navigating', async () => {
    const page = await site.open({ viewport: PHONE });
    await hydrated(page, `${site.url}/az/`);
    const toggle = page.getByTestId('mobile-menu').locator('summary').first();
    expect(await toggle.getAttribute('aria-label')).toBe(az['menu.open']);
    const panel = page.getByRole('dialog', { name: az['menu.title'] });
    const scrollY = () => page.evaluate(() => window.scrollY);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(PHONE.height * 2);

    await toggle.click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    await expect.poll(() => panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(300);
    expect(await scrollY(), 'the page must not scroll while the panel is open').toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    // The products entry opens the category list, at most 300 px high.
    await panel.getByText(az['nav.products'], { exact: true }).filter({ visible: true }).click();
    const list = panel.getByRole('list', { name: az['nav.categories'] });
    await expect.poll(() => list.isVisible()).toBe(true);
    const scroller = await list.evaluate((ul) => ul.parentElement!.getBoundingClientRect().height);
    expect(scroller).toBeLessThanOrEqual(300);
    expect(await list.getByRole('link').count()).toBe(19);

    // The mask: anywhere right of the panel.
    await page.mouse.click(PHONE.width - 10, 500);
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(await toggle.evaluate((summary) => summary === document.activeElement)).toBe(true);
    await page.mouse.wheel(0, 900);
    await expect.poll(scrollY).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));

    await toggle.click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(await toggle.evaluate((summary) => summary === document.activeElement)).toBe(true);

    await toggle.click();
    await panel.getByRole('link', { name: az['nav.contact'] }).click();
    await page.waitForURL(`${site.url}/az/contact`);
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  }, 30_000);
});

describe('search', () => {
  it('header search at 1280 px: live results under the box as in the modal; Escape, a click elsewhere and a followed result close them', async () => {
    const page = await site.open({ viewport: DESKTOP });
    await hydrated(page, `${site.url}/ru/`);
    const box = page.locator('header').getByRole('search').getByRole('searchbox');
    const results = page.getByTestId('header-search-results');
    await box.fill('сканер');
    await expect.poll(() => results.getByTestId('search-result').count(), { timeout: 5000 }).toBe(5);
    expect(await results.getByTestId('search-count').innerText()).toMatch(/^\d+ /);
    // Under the box, right-aligned with it.
    const [field, panel] = await Promise.all([box.boundingBox(), results.boundingBox()]);
    expect(panel!.y).toBeGreaterThanOrEqual(field!.y + field!.height);
    await page.keyboard.press('Escape');
    await expect.poll(() => results.count()).toBe(0);
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    await box.fill('принтер');
    await expect.poll(() => results.getByTestId('search-result').count(), { timeout: 5000 }).toBeGreaterThan(0);
    await page.mouse.click(200, 600);
    await expect.poll(() => results.count()).toBe(0);
    await box.focus();
    await box.fill('сканер');
    const first = results.getByTestId('search-result').first().getByRole('link');
    await expect.poll(() => first.count(), { timeout: 5000 }).toBe(1);
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await page.waitForURL(`${site.url}${href}`);
    await expect.poll(() => results.count()).toBe(0);
  }, 30_000);

  it('header search: disabled while empty, then to /{lang}/products?search=…, keeping filters there', async () => {
    const page = await site.open();
    await hydrated(page, `${site.url}/az/`);
    const form = page.locator('header').getByRole('search');
    const input = form.getByRole('searchbox');
    const submit = form.getByRole('button', { name: az['search.submit'] });
    expect(await submit.isDisabled()).toBe(true);
    await input.fill('   ');
    expect(await submit.isDisabled()).toBe(true);
    await input.fill('qəbz printeri');
    expect(await submit.isEnabled()).toBe(true);
    await input.press('Enter');
    await page.waitForURL(`${site.url}/az/products?search=q%C9%99bz+printeri`);

    await hydrated(page, `${site.url}/az/products?page=2&category=printers&search=old`);
    expect(await input.inputValue()).toBe('old');
    await input.fill('scanner');
    await submit.click();
    await page.waitForURL(`${site.url}/az/products?category=printers&search=scanner`);
  }, 30_000);

  it('search modal on a phone: focused input, Escape returns the focus, submitting searches', async () => {
    const page = await site.open({ viewport: PHONE });
    await hydrated(page, `${site.url}/ru/`);
    const icon = page.getByTestId('search-modal').locator('summary');
    expect(await icon.getAttribute('aria-label')).toBe(ru['search.open']);
    const modal = page.getByRole('dialog', { name: ru['search.title'] });
    expect(await page.locator('header').getByRole('search').first().isVisible()).toBe(false);

    await icon.click();
    await expect.poll(() => modal.isVisible()).toBe(true);
    const input = modal.getByRole('searchbox');
    await page.waitForTimeout(SEARCH_FOCUS_DELAY_MS + 50);
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.isVisible()).toBe(false);
    expect(await icon.evaluate((element) => element === document.activeElement)).toBe(true);

    await icon.click();
    await modal.getByRole('button', { name: ru['search.close'] }).click();
    await expect.poll(() => modal.isVisible()).toBe(false);

    await icon.click();
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('сканер');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}/ru/products?search=%D1%81%D0%BA%D0%B0%D0%BD%D0%B5%D1%80`);
    await expect.poll(() => modal.isVisible()).toBe(false);
  }, 30_000);
});
