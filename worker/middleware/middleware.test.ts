// The cross-cutting middleware with Hono's app.request (the workerd tests prove the wiring): what
// it adds to an answer must be the same for every visitor of an address, since the Workers Cache
// keeps the answer for all of them (docs/caching.md#what-the-workers-cache-keeps-and-from-whom).
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DataSource } from '../../shared/data/source.ts';
import type { WorkerEnv } from '../core/env.ts';
import { requestContext } from '../context.ts';
import { mapFrameOrigin, securityHeaders } from './security-headers.ts';

const STORABLE = { 'Cache-Control': 'public, no-cache', 'CDN-Cache-Control': 'public, max-age=60', 'Cache-Tag': 'shared' };
const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} };

/** A site of one storable page behind the middleware; `contact` answers the contact information read. */
function site(contact: () => Promise<unknown> = async () => ({ map_url: null })) {
  const app = new Hono<WorkerEnv>();
  app.use('*', requestContext);
  app.use(
    '/:lang/*',
    async (c, next) => {
      c.set('dataSource', { get: contact } as unknown as DataSource);
      await next();
    },
    mapFrameOrigin,
  );
  app.use('*', securityHeaders);
  app.get('/:lang/about', (c) => c.html('<p>About</p>', 200, STORABLE));
  return app;
}

// As built for Cloudflare: under Vite's dev server every answer carries the details.
beforeAll(() => void vi.stubEnv('DEV', false));
afterAll(() => void vi.unstubAllEnvs());

const env = (vars: Record<string, string> = {}) => ({ DEBUG_TOKEN: 'the-debug-token', UPSTREAM_URL: 'https://api.example.az/api', ...vars }) as never;

describe('the debug token', () => {
  it('gives its details only on an answer no shared cache keeps', async () => {
    const response = await site().request('/en/about', { headers: { 'X-Debug-Token': 'the-debug-token' } }, env(), ctx as never);
    expect(response.headers.get('server-timing')).toContain('total;dur=');
    expect([response.headers.get('cache-control'), response.headers.get('cdn-cache-control'), response.headers.get('cache-tag')]).toEqual([
      'private, no-store',
      'no-store',
      null,
    ]);
  });

  it('changes nothing when it is wrong, or unset on the site', async () => {
    for (const [headers, vars] of [
      [{ 'X-Debug-Token': 'a-guess' }, {}],
      [{ 'X-Debug-Token': '' }, { DEBUG_TOKEN: '' }],
    ] as const) {
      const response = await site().request('/en/about', { headers }, env(vars), ctx as never);
      expect(response.headers.get('server-timing')).toBeNull();
      expect([response.headers.get('cache-control'), response.headers.get('cdn-cache-control'), response.headers.get('cache-tag')]).toEqual([
        STORABLE['Cache-Control'],
        STORABLE['CDN-Cache-Control'],
        STORABLE['Cache-Tag'],
      ]);
    }
  });
});

describe('HSTS', () => {
  it('is sent whatever the scheme unless the site says its origin is http', async () => {
    const hsts = async (url: string, vars: Record<string, string>) =>
      (await site().request(url, {}, env(vars), ctx as never)).headers.get('strict-transport-security');
    expect(await hsts('http://www.hesabpos.az/en/about', { SITE_ORIGIN: 'https://www.hesabpos.az' })).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts('https://www.hesabpos.az/en/about', {})).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts('http://127.0.0.1:8787/en/about', {})).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts('http://127.0.0.1:8787/en/about', { SITE_ORIGIN: 'http://127.0.0.1:8787' })).toBeNull();
  });
});

describe("the map's origin in the CSP", () => {
  const frameSrc = async (app: Hono<WorkerEnv>) =>
    (await app.request('/en/about', {}, env(), ctx as never)).headers.get('content-security-policy')?.match(/frame-src ([^;]*)/)?.[1];

  it("comes from this request's contact information, the first request of an isolate too", async () => {
    expect(await frameSrc(site(async () => ({ map_url: 'https://maps.example.az/embed?pb=1' })))).toBe('https://maps.example.az');
    expect(await frameSrc(site(async () => ({ map_url: null })))).toBe("'none'");
  });

  it("is the upstream's origin when the contact information cannot be read", async () => {
    expect(await frameSrc(site(() => Promise.reject(new Error('down'))))).toBe('https://api.example.az');
  });
});
