// The reference API's validators: every GET JSON answer carries an ETag that differs per language,
// and a GET with a matching If-None-Match is a bodiless 304, which is what lets the site's cache
// refresh an unchanged entry without a KV write.
import { describe, expect, it } from 'vitest';
import { seedData } from '../seed/index.ts';
import { useReferenceApi } from '../../tests/support/reference-api.ts';

const { reference } = useReferenceApi();

const get = (path: string, language: string, ifNoneMatch?: string) =>
  fetch(`${reference.url}/api/${path}`, { headers: { 'Accept-Language': language, ...(ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {}) } });

describe('validators', () => {
  const product = seedData.products[0]!.slug;

  it.each(['products/?limit=3', `products/${product}`, 'categories/', 'contact/information/', 'slides/'])(
    '%s: an ETag per language, 304 on a match',
    async (path) => {
      const az = await get(path, 'az');
      const en = await get(path, 'en');
      expect(az.status).toBe(200);
      const azTag = az.headers.get('etag');
      const enTag = en.headers.get('etag');
      expect(azTag).toMatch(/^"[0-9a-f]+"$/);
      expect(enTag).toMatch(/^"[0-9a-f]+"$/);
      expect(azTag).not.toBe(enTag);

      const again = await get(path, 'az', azTag!);
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(azTag);
      // Another language's validator does not match this language's answer.
      const other = await get(path, 'en', azTag!);
      expect(other.status).toBe(200);
      expect((await other.json()) as unknown).toEqual(await en.json());
    },
  );

  it('answers 200 with the body to a stale validator, and never 304 to a 404', async () => {
    const stale = await get('categories/', 'en', '"0000"');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('etag')).toBeTruthy();
    const missing = await get('products/no-such-product', 'en', '*');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });
});
