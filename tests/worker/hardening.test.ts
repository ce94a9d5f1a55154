// The Worker as an attacker or a careless crawler meets it: security headers on every
// kind of answer, a strict CSP that runs no inline script but the page loader (by its hash), CSP
// reports, unknown parameters that cost nothing.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { upstreamDefaults, fakeProduct } from '../../build/fake-upstream.ts';
import { useSite } from '../support/site-and-browser.ts';

const SITE_ORIGIN = 'https://www.hesabpos.az';
const site = useSite({ siteVars: { SITE_ORIGIN } });
const counted = useSite({ upstream: upstreamDefaults(() => [fakeProduct('p1', 'Printer', 10)]) });
const local = useSite({ siteVars: { SITE_ORIGIN: 'http://127.0.0.1:8787' } });

const STATIC_POLICY = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

function expectSecurityHeaders(headers: Headers, what: string) {
  for (const [name, value] of Object.entries(STATIC_POLICY)) expect(headers.get(name), `${name} on ${what}`).toBe(value);
  expect(headers.get('permissions-policy'), what).toContain('camera=()');
  expect(headers.get('permissions-policy'), what).toContain('geolocation=()');
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("base-uri 'none'");
}

const scripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, text]) => ({ attributes: attributes!, text: text! }));
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** Types a browser never runs: JSON data blocks. */
const DATA_TYPES = /\btype="application\/(ld\+)?json"/;

describe('security headers', () => {
  it.each([
    ['a page', '/az/', 200],
    ['the 404 page', '/az/no-such-page', 404],
    ['JSON', '/_api/az/categories/?limit=all', 200],
    ['a canonical /_api redirect', '/_api/az/categories/', 301],
    ['a JSON 404', '/_api/az/nothing/', 404],
    ['a language redirect', '/products', 302],
    ['a canonical redirect', '/az/products?zz=1', 301],
    ['robots.txt', '/robots.txt', 200],
    ['the sitemap', '/sitemap.xml', 200],
    ['a missing static file', '/assets/x.js', 404],
    ['a static file', '/favicon.svg', 200],
    ['the purge without a token', '/_purge', 405],
  ])('on %s (%s)', async (what, path, status) => {
    const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(status);
    expectSecurityHeaders(response.headers, what);
    await response.arrayBuffer();
  });

  it('gives hashed static files a year in every cache, and never turns a missing one into a page', async () => {
    const html = await (await fetch(`${site.url}/az/`)).text();
    const stylesheet = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
    expect(stylesheet).toBeDefined();
    const asset = await fetch(`${site.url}${stylesheet}`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await fetch(`${site.url}/assets/missing-123.js`, { redirect: 'manual' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('location')).toBeNull();
  });

  it('sends HSTS whatever the scheme, but not for a site whose origin is http (a local one)', async () => {
    expect((await fetch(`${site.url}/az/`)).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await fetch(`${local.url}/az/`)).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('content security policy', () => {
  it('is strict: scripts by one hash only, no plugins, no base, images from the site and the upstream', async () => {
    const response = await fetch(`${site.url}/az/products`);
    const csp = response.headers.get('content-security-policy')!;
    // The page loader's and the speculation rules' hashes.
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]{44}' 'sha256-[A-Za-z0-9+/=]{44}' 'strict-dynamic'(;|$)/);
    expect(csp).not.toContain('nonce-');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain(`img-src 'self' data: ${new URL(site.stack.upstreamUrl).origin}`);
    expect(csp).toContain('report-uri /_csp-report');
    await response.text();
  });

  it('lets the contact page frame its map, on every page (the contact page may be reached on the client)', async () => {
    const response = await fetch(`${site.url}/en/contact`);
    const html = await response.text();
    const map = html.match(/<iframe src="([^"]+)"/)?.[1];
    expect(map).toBeDefined();
    for (const path of ['/en/contact', '/az/', '/ru/products']) {
      const page = await fetch(`${site.url}${path}`);
      expect(page.headers.get('content-security-policy'), path).toContain(`frame-src ${new URL(map!).origin};`);
      await page.text();
    }
    // Without a map in the contact information, no frame at all.
    await (await fetch(`${counted.url}/az/contact`)).text();
    const json = await fetch(`${counted.url}/az/about`);
    expect(json.headers.get('content-security-policy')).toContain("frame-src 'none'");
    await json.text();
  });

  it.each(['/az/', '/en/products', '/ru/contact', '/az/about', '/en/certificates'])(
    'runs one inline script on %s, the one the hash allows, the same on every page; the others are data or the speculation rules',
    async (path) => {
      const response = await fetch(`${site.url}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      const allowed = csp.match(/script-src ('sha256-[^']+')/)?.[1];
      const html = await response.text();
      const all = scripts(html);
      const rules = all.filter((script) => script.attributes.includes('type="speculationrules"'));
      const run = all.filter((script) => !DATA_TYPES.test(script.attributes) && !rules.includes(script));
      expect(run).toHaveLength(1);
      expect(sha256(run[0]!.text)).toBe(allowed);
      expect(rules).toHaveLength(1);
      expect(csp).toContain(sha256(rules[0]!.text));
      expect(scripts(html).some((script) => script.attributes.includes('nonce'))).toBe(false);
      const home = await fetch(`${site.url}/az/`);
      expect(home.headers.get('content-security-policy')).toContain(allowed!);
      await home.text();
    },
  );

  it('logs a violation report as one JSON line and refuses oversized or unreadable ones', async () => {
    const report = { 'csp-report': { 'document-uri': `${site.url}/az/`, 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' } };
    const sent = await fetch(`${site.url}/_csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    expect(sent.status).toBe(204);
    const big = await fetch(`${site.url}/_csp-report`, { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: 'x'.repeat(64 * 1024) });
    expect(big.status).toBe(413);
    const garbage = await fetch(`${site.url}/_csp-report`, { method: 'POST', body: 'not json' });
    expect(garbage.status).toBe(400);
  });
});

describe('requests normalized before they cost anything', () => {
  const upstreamCalls = (path: string) => counted.upstream.calls.filter((call) => call.url.pathname === `/api/${path}`).length;

  it('answers 50 JSON requests differing only in unknown parameters with at most one upstream call', async () => {
    const before = upstreamCalls('products/');
    // A filter no other test asks for (a search would also start the search index's build, with a list call of its own).
    for (let i = 0; i < 50; i++) {
      const response = await fetch(`${counted.url}/_api/az/products/?price__gte=5&zz=${i}&utm_source=${i}`);
      expect(response.status).toBe(200);
      await response.json();
    }
    expect(upstreamCalls('products/') - before).toBeLessThanOrEqual(1);
  });

  it('never fetches the whole catalogue for the browser: limit is capped', async () => {
    await (await fetch(`${counted.url}/_api/az/products/?limit=all&category=capped`)).json();
    await (await fetch(`${counted.url}/_api/az/products/?limit=100000&category=capped`)).json();
    const asked = counted.upstream.calls.filter((call) => call.url.search.includes('category=capped'));
    expect(asked.map((call) => call.url.searchParams.get('limit'))).toEqual(['10']);
  });

  it('redirects 50 pages with unknown parameters to one address without rendering or calling the upstream', async () => {
    const before = counted.upstream.calls.length;
    for (let i = 0; i < 50; i++) {
      const response = await fetch(`${counted.url}/az/products?category=printers&zz=${i}`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/az/products?category=printers');
    }
    expect(counted.upstream.calls.length).toBe(before);
  });

  it("builds language links from the page's own address", async () => {
    const html = await (await fetch(`${counted.url}/az/products?ordering=price&category=printers`)).text();
    expect(html).toContain('href="/en/products?category=printers&amp;ordering=price"');
  });
});
