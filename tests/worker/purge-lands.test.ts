// Purges that always land: Cloudflare limits Workers Cache purges per account (5 calls a minute, a
// bucket of 25) and a limited call answers success: false without throwing. Through the local
// Workers Cache, with its bucket already spent by other purges of the account, a burst of edits each
// purged must still reach every page, in few platform calls, none of them lost.
import { describe, expect, it } from 'vitest';
import { fakeList } from '../../build/fake-upstream.ts';
import { useSite } from '../support/site-and-browser.ts';

const EDITS = 30;
const slugs = Array.from({ length: EDITS }, (_, index) => `p${index + 1}`);
const revision = new Map<string, number>();

const site = useSite({
  siteVars: { SITE_ORIGIN: 'https://www.hesabpos.az' },
  workersCache: true,
  upstream: (url) => {
    const path = url.pathname.replace(/^\/api\//, '');
    if (path === 'contact/information/')
      return { body: { address: null, email: null, phone: '+994 12 000 00 00', working_hours: null, map_url: null, socials: [] } };
    if (path === 'categories/') return { body: fakeList([]) };
    const slug = /^products\/(p\d+)(\/related)?$/.exec(path);
    if (slug?.[2]) return { body: fakeList([]) };
    if (slug) {
      const title = `Printer ${slug[1]} revision ${revision.get(slug[1]!) ?? 0}`;
      const product = { slug: slug[1], title, description: '<p>A printer.</p>', price: 10, discount: null, is_new: false };
      return { body: { ...product, created_at: '2026-11-01T00:00:00Z', images: [], features: [], category: null } };
    }
    return undefined;
  },
});

async function revisionShown(slug: string): Promise<string> {
  const html = await (await fetch(`${site.url}/en/products/${slug}`)).text();
  return html.match(/Printer p\d+ revision (\d+)/)?.[1] ?? 'none';
}

describe('purges that always land', () => {
  it(`shows ${EDITS} edits purged in a burst on every page once the purges land, with the platform's bucket spent`, async () => {
    const front = site.stack.workersCache!;
    for (const slug of slugs) expect(await revisionShown(slug)).toBe('0');
    await front.settled();
    // Kept: a second view does not reach the Worker.
    const kept = await fetch(`${site.url}/en/products/p1`);
    await kept.text();
    expect(kept.headers.get('cf-cache-status')).toBe('HIT');
    // Other purges of the account have spent the bucket.
    for (let call = 0; call < 25; call++) front.cache.purge({ tags: ['elsewhere'] });
    const before = front.cache.purges.length;
    for (const slug of slugs) {
      revision.set(slug, 1);
      const purged = await fetch(`${site.url}/_purge`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${site.stack.purgeToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ scope: 'product', slug }),
      });
      expect(purged.status).toBe(200);
      await purged.text();
    }
    // Until a purge lands, the Workers Cache still serves what it kept; the second purges come 95 s
    // later, so only the first, retried until they land, can show the edits within 80 s.
    expect(await revisionShown('p1')).toBe('0');
    await expect
      .poll(async () => (await Promise.all(slugs.map(revisionShown))).filter((shown) => shown === '1').length, { timeout: 80_000, interval: 3000 })
      .toBe(EDITS);
    const calls = front.cache.purges.slice(before);
    // The first calls met the spent bucket and were retried, merged into one call per batch.
    expect(calls.some((call) => !call.result.success)).toBe(true);
    expect(calls.at(-1)!.result.success).toBe(true);
    expect(calls.length).toBeLessThanOrEqual(8);
    expect(new Set(calls.filter((call) => call.result.success).flatMap((call) => call.options.tags ?? []))).toEqual(
      new Set(slugs.map((slug) => `product:${slug}`)),
    );
  }, 180_000);
});
