// The search modal in a real Chromium, on an upstream whose own search is a plain substring of
// the title: visitors typing inflected words in az and ru (and az without its letters) see the
// products they mean, the count of all of them, and a link to the list page that shows them too;
// a search mistyped beyond what search forgives gets a corrected query.
import { beforeAll, describe, expect, it } from 'vitest';
import { createIntl } from '@formatjs/intl';
import type { Page } from 'playwright-core';
import { seedData } from '../../reference-api/seed/index.ts';
import type { Language } from '../../shared/constants.ts';
import { texts } from '../support/messages.ts';
import { plainUpstream } from '../../build/plain-upstream.ts';
import { searchIndexBuilt } from '../support/search-built.ts';
import { hydrated, useSiteAndBrowser } from '../support/site-and-browser.ts';

const site = useSiteAndBrowser({ upstream: plainUpstream });
beforeAll(() => searchIndexBuilt(site.url, site.stack.debugToken), 60_000);

const titles = (language: Language, categories: string[]) =>
  seedData.products.filter((product) => categories.includes(product.category)).map((product) => product.title[language]);

const CASES: { language: Language; typed: string; categories: string[] }[] = [
  { language: 'az', typed: 'qəbz printerləri', categories: ['receipt-printers'] },
  { language: 'az', typed: 'SKANERLER', categories: ['handheld-scanners', 'presentation-scanners'] },
  { language: 'ru', typed: 'денежные ящики', categories: ['cash-drawers'] },
  { language: 'ru', typed: 'весов', categories: ['scales'] },
];

async function openModal(page: Page, language: Language) {
  await hydrated(page, `${site.url}/${language}/`);
  const modal = page.getByTestId('search-modal');
  await modal.locator('> summary').click();
  return { modal, input: modal.getByRole('searchbox') };
}

describe('search modal with inflected input', () => {
  it.each(CASES)(
    '$language: «$typed» shows the products meant, their count and the list of them',
    async ({ language, typed, categories }) => {
      const intl = createIntl({ locale: language, messages: texts[language] });
      const page = await site.open({ viewport: { width: 390, height: 844 } });
      const { modal, input } = await openModal(page, language);
      await input.fill(typed);
      await expect.poll(() => modal.getByTestId('search-result').count(), { timeout: 5000 }).toBeGreaterThan(0);
      const shown = await modal.getByTestId('search-result').locator('a').allInnerTexts();
      const meant = titles(language, categories);
      expect(shown).toHaveLength(Math.min(5, meant.length));
      expect(meant).toEqual(expect.arrayContaining(shown));
      expect(await modal.getByTestId('search-count').innerText()).toBe(intl.formatMessage({ id: 'search.count' }, { count: meant.length }));

      await modal.getByTestId('search-see-all').click();
      await page.waitForURL(/\/products\?search=/);
      // The list page itself: home's new arrivals are product cards too, and may still be on screen.
      await page.getByTestId('result-count').waitFor({ timeout: 5000 });
      const listed = await page.getByTestId('product-card').locator('h2').allInnerTexts();
      expect(listed).toEqual(expect.arrayContaining(shown));
    },
    20_000,
  );

  it('offers a corrected query when nothing is found, whose link shows the products', async () => {
    const page = await site.open({ viewport: { width: 390, height: 844 } });
    const { modal, input } = await openModal(page, 'az');
    await input.fill('sksnerlwr');
    const suggestion = modal.getByTestId('search-suggestion');
    await suggestion.waitFor({ timeout: 5000 });
    expect(await modal.getByTestId('search-not-found').isVisible()).toBe(true);
    expect(await suggestion.innerText()).toContain(texts.az['search.didYouMean']);
    await suggestion.getByRole('link', { name: 'skanerlər' }).click();
    await page.waitForURL(/\/az\/products\?search=skaner/);
    await page.getByTestId('result-count').waitFor({ timeout: 5000 });
    const scanners = seedData.products.filter((product) => product.category.endsWith('-scanners')).map((product) => product.title.az);
    expect(scanners).toEqual(expect.arrayContaining(await page.getByTestId('product-card').locator('h2').allInnerTexts()));
  }, 20_000);

  it('logs no console error or hydration warning', async () => {
    await site.closePages();
    expect(site.problems).toEqual([]);
  });
});
