// End to end: a product's price changes in the reference API, which purges the site's cache;
// the visitor sees the new price on the next page load, not after the cache would expire.
import { describe, expect, it } from 'vitest';
import { useSiteAndBrowser } from '../support/site-and-browser.ts';
import { seedData } from '../../reference-api/seed/index.ts';
import { formatPrice } from '../../shared/format/price.ts';

const site = useSiteAndBrowser({ own: true });

describe('cache purge on product change', () => {
  it('shows the new price right after the reference API changes it', async () => {
    const product = seedData.products.find((p) => p.isNew && !p.discount)!;
    // Server-Timing details are for the debug token only.
    const page = await site.browser.newPage({ extraHTTPHeaders: { 'X-Debug-Token': site.stack.debugToken } });
    const card = page.locator('[data-testid=product-card]').filter({ hasText: product.title.az });

    await page.goto(`${site.stack.siteUrl}/az/`);
    await expect.poll(() => card.textContent()).toContain(formatPrice(product.price, 'az'));
    await page.reload();
    const warm = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).serverTiming);
    expect(warm.find((entry) => entry.name === 'cache')?.description).toMatch(/^hit=\d+$/);

    const newPrice = product.price + 111.11;
    const change = await fetch(`${site.stack.apiUrl}/api/products/${product.slug}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${site.stack.adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ price: newPrice }),
    });
    expect(await change.json()).toMatchObject({ purge: 'done' });

    await page.reload();
    expect(await card.textContent()).toContain(formatPrice(Math.round(newPrice * 100) / 100, 'az'));
    await page.close();
  }, 60_000);
});
