// The site at the edge as an attacker or a careless crawler meets it: security headers on every
// kind of answer, a strict CSP whose nonce is new on each answer, unknown parameters that cost
// nothing, a Host header that never reaches the page, CSP reports, the purge's limits, and a
// seeded fuzz of paths, queries and headers.
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { catalogueDefaults, fakeProduct } from '../support/fake-upstream.ts';
import { useSite } from '../support/site-and-browser.ts';

const SITE_ORIGIN = 'https://www.hesabpos.az';
const site = useSite({ siteVars: { SITE_ORIGIN } });
const counted = useSite({ upstream: catalogueDefaults(() => [fakeProduct('p1', 'Printer', 10)]) });

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

const nonceOf = (headers: Headers) => headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);

describe('security headers', () => {
  it.each([
    ['a page', '/az/', 200],
    ['the 404 page', '/az/no-such-page', 404],
    ['JSON', '/_api/az/categories/', 200],
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

  it('sends HSTS only over https (answers over http)', async () => {
    expect((await fetch(`${site.url}/az/`)).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('content security policy', () => {
  it('is strict: scripts by nonce only, no plugins, no base, images from the site and the upstream', async () => {
    const response = await fetch(`${site.url}/az/products`);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'(;|$)/);
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

  it.each(['/az/', '/en/products', '/ru/contact', '/az/about', '/en/certificates'])('puts a fresh nonce on every inline script of %s', async (path) => {
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${site.url}${path}`);
      const nonce = nonceOf(response.headers)!;
      const html = await response.text();
      const tags = scriptTags(html);
      expect(tags.length).toBeGreaterThan(1);
      for (const tag of tags) expect(tag).toContain(` nonce="${nonce}"`);
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
    }
  });

  it('logs a violation report as one JSON line and refuses oversized or unreadable ones', async () => {
    const report = { 'csp-report': { 'document-uri': `${site.url}/az/`, 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' } };
    const sent = await fetch(`${site.url}/_csp-report`, { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: JSON.stringify(report) });
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
    for (let i = 0; i < 50; i++) {
      const response = await fetch(`${counted.url}/_api/az/products/?search=unknown-params&zz=${i}&utm_source=${i}`);
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

  it('builds language links from the page\'s own address', async () => {
    const html = await (await fetch(`${counted.url}/az/products?ordering=price&category=printers`)).text();
    expect(html).toContain('href="/en/products?category=printers&amp;ordering=price"');
  });
});

describe('SITE_ORIGIN', () => {
  /** Node's fetch drops a Host header; node:http sends it as given. */
  function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
    const { hostname, port } = new URL(site.url);
    return new Promise((resolve, reject) => {
      const request = httpRequest({ hostname, port, path, headers: { Host: host, Accept: 'text/html' } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.end();
    });
  }

  it.each(['/az/', '/en/products', '/ru/about', '/robots.txt', '/sitemap.xml'])('keeps a forged Host out of %s', async (path) => {
    const { status, body } = await getWithHost(path, 'zq.example');
    expect(status).toBe(200);
    expect(body).not.toContain('zq.example');
    expect(body).toContain(SITE_ORIGIN);
  });

  it('puts SITE_ORIGIN in canonical, hreflang, og:url and JSON-LD', async () => {
    const { body } = await getWithHost('/en/about', 'zq.example');
    expect(body).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/en/about"/>`);
    expect(body).toContain(`<link rel="alternate" hrefLang="ru" href="${SITE_ORIGIN}/ru/about"/>`);
    expect(body).toContain(`<meta property="og:url" content="${SITE_ORIGIN}/en/about"/>`);
    expect(body).toContain(`"url":"${SITE_ORIGIN}/en/"`);
  });
});

describe('the purge endpoint', () => {
  const purge = (token: string, body: string) =>
    fetch(`${counted.url}/_purge`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body });

  it('refuses a body over 1 KB, even with the right token', async () => {
    const response = await purge(counted.stack.purgeToken, JSON.stringify({ scope: 'all', pad: 'x'.repeat(4096) }));
    expect(response.status).toBe(413);
  });

  it('slows down a caller that keeps guessing: 429 with Retry-After past the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) statuses.push((await purge(`guess-${i}`, '{"scope":"all"}')).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const limited = await purge(counted.stack.purgeToken, '{"scope":"all"}');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
  });
});

describe('seeded fuzz', () => {
  /** mulberry32: the same 1,000 requests on every run. */
  function random(seed: number) {
    return () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const MARKER = '<svg/onload=alert(7)>';
  const pieces = {
    prefixes: ['', '/az', '/en', '/ru', '/AZ', '/xx', '/_api/az', '/_api/ru', '//evil.example', '/%2F%2Fevil.example', '/\\evil.example', '/assets', '/az/products'],
    segments: ['', 'products', 'about', 'contact', 'partners', 'reference', 'certificates', 'maintenance', 'search-results', 'categories/', 'slides/', 'products/', 'thermal-receipt-printer-80mm', encodeURIComponent(MARKER), '..', '%2e%2e', '%00', 'ə'.repeat(40), 'a'.repeat(3000), 'x.js', '%E2%80%AE'],
    keys: ['page', 'category', 'search', 'ordering', 'price__gte', 'price__lte', 'limit', 'is_new', 'q', 'sent', 'product', 'zz', 'utm_source', '__proto__'],
    values: ['1', '2', '0', '-1', '99999999', 'all', 'abc', 'printers', 'price', '-price', encodeURIComponent(MARKER), '%FF', 'ə', '', 'true', encodeURIComponent('https://evil.example'), 'a'.repeat(500)],
    accept: ['text/html', 'application/json', '*/*', ''],
    cookies: ['', 'LANG=en', 'LANG=ru', `LANG=${encodeURIComponent(MARKER)}`, 'LANG=az; LANG=ru'],
  };

  it('answers 1,000 generated requests without a 5xx, an unescaped reflection or an off-site redirect', async () => {
    const next = random(20261123);
    const pick = <T,>(list: T[]) => list[Math.floor(next() * list.length)]!;
    const requests = Array.from({ length: 1000 }, () => {
      const path = `${pick(pieces.prefixes)}/${pick(pieces.segments)}${next() < 0.3 ? `/${pick(pieces.segments)}` : ''}`;
      const query = Array.from({ length: Math.floor(next() * 4) }, () => `${pick(pieces.keys)}=${pick(pieces.values)}`).join('&');
      return { url: `${path}${query ? `?${query}` : ''}`, accept: pick(pieces.accept), cookie: pick(pieces.cookies) };
    });
    const failures: string[] = [];
    const origin = new URL(site.url);
    let index = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (index < requests.length) {
          const { url, accept, cookie } = requests[index++]!;
          const response = await fetch(`${site.url}${url}`, { redirect: 'manual', headers: { ...(accept ? { Accept: accept } : {}), ...(cookie ? { Cookie: cookie } : {}) } });
          const body = await response.text();
          if (response.status >= 500) failures.push(`${response.status} ${url}`);
          if (body.includes(MARKER) || body.includes('<svg/onload')) failures.push(`reflected ${url}`);
          const location = response.headers.get('location');
          if (location && new URL(location, site.url).origin !== origin.origin) failures.push(`off-site ${url} → ${location}`);
          if (location && /^\/[/\\]/.test(location)) failures.push(`protocol-relative ${url} → ${location}`);
        }
      }),
    );
    expect(failures).toEqual([]);
  }, 180_000);
});

describe('over https', () => {
  // Miniflare hands the Worker request URLs with this origin, as Cloudflare does behind TLS.
  const secure = useSite({ siteRequestOrigin: 'https://www.hesabpos.az' });

  it('sends HSTS and marks the language cookie Secure', async () => {
    const response = await fetch(`${secure.url}/en/about`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.getSetCookie()).toEqual(['LANG=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure']);
    await response.text();
  });
});
