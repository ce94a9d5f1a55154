// End to end against the reference API (which answers ETags and 304s): after a purge, an entry
// whose content did not change is confirmed without a KV write; a changed product rewrites it once.
import { describe, expect, it } from 'vitest';
import { useSite } from '../support/site-and-browser.ts';

const site = useSite({ own: true });

interface Entry {
  v: { results: { slug: string; price: number }[] };
  e?: string;
}

describe('KV writes against the reference API', () => {
  const path = 'products/?limit=2';
  const list = async () => {
    const response = await fetch(`${site.url}/_api/en/${path}`, { headers: { 'X-Debug-Token': site.stack.debugToken } });
    const body = (await response.json()) as Entry['v'];
    return { body, timing: response.headers.get('server-timing') ?? '' };
  };
  /** The raw KV values of the site's data entries. */
  const entries = async () => {
    const kv = await site.stack.site!.getKVNamespace('CACHE');
    const { keys } = await kv.list({ prefix: 'data:' });
    return new Map(await Promise.all(keys.map(async ({ name }) => [name, (await kv.get(name, 'text')) as string] as const)));
  };
  const purge = () =>
    fetch(`${site.url}/_purge`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${site.stack.purgeToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ scope: 'products' }),
    });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('keeps an unchanged entry through a purge, and writes a changed one once', async () => {
    const first = await list();
    await settled();
    const stored = [...(await entries())].find(([key]) => key.endsWith(path));
    expect(stored).toBeDefined();
    const [key, written] = stored!;
    expect((JSON.parse(written) as Entry).e).toMatch(/^"[0-9a-f]+"$/);
    // Marked behind the Worker's back: any write of the entry, even of the same content, drops the mark.
    const value = JSON.stringify({ ...(JSON.parse(written) as Entry), mark: 'untouched' });
    await (await site.stack.site!.getKVNamespace('CACHE')).put(key, value);

    expect((await purge()).status).toBe(200);
    const confirmed = await list();
    expect(confirmed.timing).toContain('miss=1');
    expect(confirmed.body).toEqual(first.body);
    await settled();
    expect((await entries()).get(key)).toBe(value);

    const product = first.body.results[0]!;
    const change = await fetch(`${site.stack.apiUrl}/api/products/${product.slug}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${site.stack.adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ price: product.price + 1 }),
    });
    expect(await change.json()).toMatchObject({ purge: 'done' });
    expect((await list()).body.results[0]!.price).toBe(product.price + 1);
    await settled();
    const rewritten = (await entries()).get(key)!;
    expect(rewritten).not.toBe(value);
    expect((JSON.parse(rewritten) as Entry).v.results[0]!.price).toBe(product.price + 1);
  }, 60_000);
});
