// Every page and overlay in a real Chromium under the site's strict CSP: no violation and no
// console error while the page loads, hydrates, navigates on the client and runs its widgets
// (hero slider, filters, search modal, gallery, lightboxes, contact form and map).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { OVERLAYS } from '../quality/overlays.ts';
import { PAGES } from '../quality/pages.ts';
import { fillContactForm, valid } from '../support/contact-post.ts';
import { hydrated, useSiteAndBrowser, watchRequests } from '../support/site-and-browser.ts';

const site = useSiteAndBrowser({
  // The 404 page and the maintenance page answer with their status on purpose.
  allow: (message) => /Failed to load resource.*status of (404|503)/.test(message.text()),
});

/** A page that records every CSP violation its documents report. */
async function watched(options?: Parameters<typeof site.open>[0]): Promise<{ page: Page; quiet: () => Promise<void> }> {
  const page = await site.open(options);
  const quiet = watchRequests(page);
  // Injected by the browser's DevTools protocol, which the page's CSP does not govern.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return { page, quiet };
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
/** No CSP violation on the page, and (once it is closed) no console problem either. */
async function expectNoProblems(page: Page) {
  expect(await violations(page)).toEqual([]);
  await page.context().close();
  expect(site.problems).toEqual([]);
}

describe('under the CSP', () => {
  it.each(PAGES.map((page) => [page.name, page.path] as const))(
    '%s loads and hydrates without a violation',
    async (_name, path) => {
      const { page, quiet } = await watched();
      await hydrated(page, `${site.url}/az${path}`);
      await quiet();
      await expectNoProblems(page);
    },
    30_000,
  );

  it.each(OVERLAYS.map((overlay) => [overlay.name, overlay] as const))(
    '%s opens without a violation',
    async (_name, overlay) => {
      const { page, quiet } = await watched({ viewport: overlay.viewport });
      await hydrated(page, `${site.url}/en${overlay.path}`);
      await page.click(overlay.toggle);
      await page.waitForSelector('[role=dialog]:visible');
      await quiet();
      await expectNoProblems(page);
    },
    30_000,
  );

  it('runs the hero slider and navigates on the client', async () => {
    const { page } = await watched();
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
    const { page } = await watched();
    await hydrated(page, `${site.url}/az/contact`);
    await page.getByTestId('contact-map').scrollIntoViewIfNeeded();
    await page.frameLocator('[data-testid=contact-map]').locator('body').waitFor();
    await fillContactForm(page, { ...valid, message: 'CSP' });
    await page.getByTestId('contact-submit').click();
    await page.getByRole('dialog').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  }, 30_000);
});
