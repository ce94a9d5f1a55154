import { describe, expect, it } from 'vitest';
import { MAX_PATH_LENGTH, route } from './routing.ts';

const at = (path: string, cookie?: string) => route(new URL(path, 'https://site.test'), cookie);

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

  it('answers a very long path 404 instead of redirecting it', () => {
    expect(at(`/${'a'.repeat(MAX_PATH_LENGTH)}`)).toEqual({ kind: 'not-found' });
  });
});
