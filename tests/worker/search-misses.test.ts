// The miss counter on the built site: searches that found nothing are counted per language and
// day under their normalized query only, and read back from a JSON endpoint behind the purge token.
import { describe, expect, it } from 'vitest';
import { plainUpstream } from '../../build/plain-upstream.ts';
import { useSite } from '../support/site-and-browser.ts';

const site = useSite({ upstream: plainUpstream, own: true });

const misses = (headers: Record<string, string> = { Authorization: `Bearer ${site.stack.purgeToken}` }, query = '') =>
  fetch(`${site.url}/_search/misses${query}`, { headers });

const visitor = { Cookie: 'session=visitor-cookie-4711', 'CF-Connecting-IP': '203.0.113.77', 'User-Agent': 'visitor-agent/1.0' };

describe('the miss counter', () => {
  it('counts searches that found nothing per language under the normalized query, and nothing else', async () => {
    for (const [language, query] of [
      ['az', 'ZzQqXx'],
      ['az', '  zzqqxx  '],
      ['ru', 'стиральная машина'],
      ['az', 'qəbz printeri'],
      ['az', 'zz'],
    ] as const) {
      const response = await fetch(`${site.url}/_api/${language}/products/?limit=5&search=${encodeURIComponent(query)}`, { headers: visitor });
      expect(response.status).toBe(200);
    }
    // The list page counts too.
    expect((await fetch(`${site.url}/az/products?search=zzqqxx`, { headers: visitor })).status).toBe(200);

    const response = await misses();
    expect(response.status).toBe(200);
    const body = (await response.json()) as { day: string; misses: Record<string, { query: string; count: number }[]> };
    expect(body.day).toBe(new Date().toISOString().slice(0, 10));
    expect(body.misses.az).toEqual([{ query: 'zzqqxx', count: 3 }]);
    expect(body.misses.ru).toEqual([{ query: 'стиральная машина', count: 1 }]);
    expect(body.misses.en).toEqual([]);
    const text = JSON.stringify(body);
    for (const personal of ['visitor-cookie-4711', '203.0.113.77', 'visitor-agent']) expect(text).not.toContain(personal);
  });

  it('answers another day, and refuses a malformed one', async () => {
    const other = (await (await misses(undefined, '?day=2020-01-01')).json()) as { misses: Record<string, unknown[]> };
    expect(other.misses).toEqual({ az: [], ru: [], en: [] });
    expect((await misses(undefined, '?day=yesterday')).status).toBe(400);
  });

  it('refuses a wrong or missing token with a bare 401', async () => {
    for (const headers of [{} as Record<string, string>, { Authorization: 'Bearer wrong-token' }, { Authorization: `Bearer ${site.stack.purgeToken}x` }]) {
      const response = await misses(headers);
      expect(response.status).toBe(401);
      expect(await response.text()).toBe('');
    }
  });
});
