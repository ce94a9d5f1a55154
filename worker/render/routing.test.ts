import { describe, expect, it } from 'vitest';
import { requestLanguages } from '../context.ts';
import { MAX_PATH_LENGTH, route } from './routing.ts';

/** Routed as the request's context resolves its language (worker/context.ts). */
const at = (path: string, cookie?: string) => {
  const url = new URL(path, 'https://site.test');
  return route(url, requestLanguages(url, cookie).preferredLanguage);
};

describe('route', () => {
  it('serves a supported prefix in its language', () => {
    expect(at('/ru/products?page=2')).toEqual({ kind: 'page', language: 'ru' });
    expect(at('/en')).toEqual({ kind: 'page', language: 'en' });
  });

  it.each([
    ['/', undefined, '/az/'],
    ['/products?category=x&page=2', undefined, '/az/products?category=x&page=2'],
    ['/contact', 'LANG=ru', '/ru/contact'],
    ['/contact', 'theme=dark; LANG=en', '/en/contact'],
    ['/contact', 'LANG=de', '/az/contact'],
    ['/AZ/', undefined, '/az/'],
    ['/Ru/products', undefined, '/ru/products'],
    ['/de/x', 'LANG=en', '/en/de/x'],
  ])('%s with cookie %s → %s', (path, cookie, location) => {
    expect(at(path, cookie)).toEqual({ kind: 'redirect', location });
  });

  it.each(['//evil.example', '///evil.example/x', '/%2F%2Fevil.example', '/\\evil.example', '/%0d%0aLocation:%20https://evil.example', '/%00'])(
    'keeps %s on the site',
    (path) => {
      const result = at(path);
      expect(result.kind).toBe('redirect');
      const location = (result as { location: string }).location;
      expect(location).toMatch(/^\/az\/(?![/\\])/);
      expect(new URL(location, 'https://site.test').host).toBe('site.test');
      expect(location).not.toMatch(/[\r\n\0]/);
    },
  );

  it.each([
    ['https://site.test/en/products/..', '/en/'],
    ['https://site.test/en/products/%2E%2e?page=2', '/en/?page=2'],
    ['https://site.test/en/products/x/.', '/en/products/x'],
    ['https://site.test/en/products/', '/en/products'],
  ])('moves %s, whose raw path a runtime did not resolve, to %s', (raw, location) => {
    expect(route(new URL(raw), 'az', raw)).toEqual({ kind: 'moved', location });
    expect(route(new URL('https://site.test/en/products/a%2F..%2Fb'), 'az', 'https://site.test/en/products/a%2F..%2Fb').kind).toBe('page');
  });

  it.each([
    ['/en/products/hesab-go-mobile-app-free-licence', '/en/products/hesab-go-mobile-app'],
    ['/az/products/additional-workstation-licence', '/az/products/additional-checkout-licence'],
    ['/ru/products/safebox-cd-460-stainless-steel-cash-drawer?x=1', '/ru/products/safebox-cd-460-cash-drawer-with-stainless-steel-front?x=1'],
  ])('moves the old product address %s to %s', (path, location) => {
    expect(at(path)).toEqual({ kind: 'moved', location });
  });

  it('leaves current product addresses and look-alikes alone', () => {
    expect(at('/en/products/hesab-go-mobile-app')).toEqual({ kind: 'page', language: 'en' });
    expect(at('/en/products/toString')).toEqual({ kind: 'page', language: 'en' });
    expect(at('/en/hesab-go-mobile-app-free-licence')).toEqual({ kind: 'page', language: 'en' });
    expect(at('/en/products/hesab-go-mobile-app-free-licence/x')).toEqual({ kind: 'page', language: 'en' });
  });

  it('answers a very long path 404 instead of redirecting it', () => {
    expect(at(`/${'a'.repeat(MAX_PATH_LENGTH)}`)).toEqual({ kind: 'not-found' });
  });
});
