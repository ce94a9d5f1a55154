// The Worker as an attacker or a careless crawler meets it: a Host header that never
// reaches the page (SITE_ORIGIN), the purge's limits, a seeded fuzz of paths, queries and headers,
// and the answers over https.
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { upstreamDefaults, fakeProduct } from '../../build/fake-upstream.ts';
import { useSite } from '../support/site-and-browser.ts';

const SITE_ORIGIN = 'https://www.hesabpos.az';
const site = useSite({ siteVars: { SITE_ORIGIN } });
const counted = useSite({ upstream: upstreamDefaults(() => [fakeProduct('p1', 'Printer', 10)]) });

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
    // Miniflare's limiter counts in windows aligned to the wall clock (60 a minute here): 70 guesses
    // across a minute's turn can fall 35 and 35, so the guesses go on until one is refused, within
    // what two windows allow and one more.
    const statuses: number[] = [];
    for (let i = 0; i < 121 && statuses.at(-1) !== 429; i++) statuses.push((await purge(`guess-${i}`, '{"scope":"all"}')).status);
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
    prefixes: [
      '',
      '/az',
      '/en',
      '/ru',
      '/AZ',
      '/xx',
      '/_api/az',
      '/_api/ru',
      '//evil.example',
      '/%2F%2Fevil.example',
      '/\\evil.example',
      '/assets',
      '/az/products',
    ],
    segments: [
      '',
      'products',
      'about',
      'contact',
      'partners',
      'reference',
      'certificates',
      'maintenance',
      'search-results',
      'categories/',
      'slides/',
      'products/',
      'thermal-receipt-printer-80mm',
      encodeURIComponent(MARKER),
      '..',
      '%2e%2e',
      '%00',
      'ə'.repeat(40),
      'a'.repeat(3000),
      'x.js',
      '%E2%80%AE',
    ],
    keys: ['page', 'category', 'search', 'ordering', 'price__gte', 'price__lte', 'limit', 'is_new', 'q', 'sent', 'product', 'zz', 'utm_source', '__proto__'],
    values: [
      '1',
      '2',
      '0',
      '-1',
      '99999999',
      'all',
      'abc',
      'printers',
      'price',
      '-price',
      encodeURIComponent(MARKER),
      '%FF',
      'ə',
      '',
      'true',
      encodeURIComponent('https://evil.example'),
      'a'.repeat(500),
    ],
    accept: ['text/html', 'application/json', '*/*', ''],
    cookies: ['', 'LANG=en', 'LANG=ru', `LANG=${encodeURIComponent(MARKER)}`, 'LANG=az; LANG=ru'],
  };

  it('answers 1,000 generated requests without a 5xx, an unescaped reflection or an off-site redirect', async () => {
    const next = random(20261123);
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
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
          const response = await fetch(`${site.url}${url}`, {
            redirect: 'manual',
            headers: { ...(accept ? { Accept: accept } : {}), ...(cookie ? { Cookie: cookie } : {}) },
          });
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
    // A visitor whose cookie names another language gets the page's.
    const response = await fetch(`${secure.url}/en/about`, { headers: { Cookie: 'LANG=az' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.getSetCookie()).toEqual(['LANG=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure']);
    await response.text();
  });
});
