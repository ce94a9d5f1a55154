// What runs after a click, in a real Chromium under the site's strict CSP: no violation and no
// console error while the hero slider turns, the client navigates, and the contact form is sent
// beside its map. Every page's load and hydration and every overlay's opening, in each language and
// at three widths, are checked on the page sweep's loads (tests/quality/page-sweep.test.ts).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fillContactForm, valid } from '../support/contact-post.ts';
import { cspViolations, hydrated, observeViolations, statusPageAllowed, useSiteAndBrowser } from '../support/site-and-browser.ts';

const site = useSiteAndBrowser({ allow: statusPageAllowed });

/** A page that records every CSP violation its documents report. */
async function watched(): Promise<Page> {
  const page = await site.open();
  await page.addInitScript(observeViolations);
  return page;
}

/** No CSP violation on the page, and (once it is closed) no console problem either. */
async function expectNoProblems(page: Page) {
  expect(await cspViolations(page)).toEqual([]);
  await page.context().close();
  expect(site.problems).toEqual([]);
}

describe('under the CSP', () => {
  it('runs the hero slider and navigates on the client', async () => {
    const page = await watched();
    await hydrated(page, `${site.url}/ru/`);
    await page.getByTestId('hero').locator('.hero-next').click();
    let loads = 0;
    page.on('load', () => (loads += 1));
    const card = page.getByTestId('product-card').first().locator('a[href^="/ru/products/"]').first();
    const href = await card.getAttribute('href');
    await card.click();
    await page.waitForURL(`${site.url}${href}`);
    await page.getByTestId('gallery-image').first().waitFor();
    expect(loads).toBe(0);
    await expectNoProblems(page);
  }, 30_000);

  it('sends the contact form and shows the map', async () => {
    const page = await watched();
    await hydrated(page, `${site.url}/az/contact`);
    await page.getByTestId('contact-map').scrollIntoViewIfNeeded();
    await page.frameLocator('[data-testid=contact-map]').locator('body').waitFor();
    await fillContactForm(page, { ...valid, message: 'CSP' });
    await page.getByTestId('contact-submit').click();
    await page.getByRole('dialog').waitFor();
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  }, 30_000);
});
