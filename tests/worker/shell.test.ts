import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
// The layout shell as the built site serves it: status codes, the <head> of each language, the
// maintenance and error views, and JSON in scripts that upstream text cannot break out of.
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../build/local-stack.ts';
import { seedData } from '../../reference-api/seed/index.ts';
import { LANGUAGES } from '../../shared/constants.ts';
import { az, en, ru } from '../support/messages.ts';
import { fakeList, fakeProduct } from '../../build/fake-upstream.ts';
import { decode } from '../support/html.ts';
import { useSite } from '../support/site-and-browser.ts';

const TEXTS = { az, en, ru };

/** The document without its scripts (the hydration data, the JSON-LD): what is rendered. */
const rendered = (html: string) => decode(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ''));

function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

function attribute(html: string, tag: RegExp, name: string): string[] {
  return [...html.matchAll(tag)].map((match) => decode(match[0].match(new RegExp(`${name}="([^"]*)"`))?.[1] ?? ''));
}

/** Every <script>…</script> element: its opening tag and its text, as an HTML parser splits them. */
function scripts(html: string): { open: string; text: string }[] {
  return [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)].map((match) => ({ open: match[1]!, text: match[2]! }));
}

function jsonLd(html: string): Record<string, unknown>[] {
  return scripts(html)
    .filter((script) => script.open.includes('application/ld+json'))
    .map((script) => JSON.parse(script.text));
}

const HOSTILE = '</script><script>alert(1)</script><!-- x';

function contact(address: string) {
  return {
    address,
    email: 'info@example.az',
    phone: '+994 12 000 00 00',
    working_hours: null,
    map_url: null,
    socials: [{ url: 'https://example.az/social', icon: 'https://example.az/icon.svg', title: `Social ${HOSTILE}` }],
  };
}

const categories = (title: string) =>
  fakeList([{ slug: 'printers', title, image: null, children: [{ slug: 'receipt', title: `${title} 2`, image: null, children: [] }] }]);

let failing = false;

describe('with the reference API', () => {
  const site = useSite();

  it.each(LANGUAGES)('home in %s: 200 with header, banner and footer from the shell data', async (language) => {
    const response = await fetch(`${site.url}/${language}/`);
    expect(response.status).toBe(200);
    const body = rendered(await response.text());
    const texts = TEXTS[language];
    for (const key of ['nav.home', 'nav.products', 'nav.about', 'nav.contact', 'nav.partners', 'footer.links'] as const) {
      expect(body, key).toContain(`>${texts[key]}<`);
    }
    for (const key of ['banner.message1', 'banner.message2', 'banner.message3', 'banner.message4'] as const) {
      expect(body, key).toContain(texts[key]);
    }
    expect(body).toContain('href="tel:+994125554040"');
    expect(body).toContain('href="mailto:info@hesabpos.az"');
    const categories = seedData.categories;
    for (const category of categories) expect(body).toContain(`href="/${language}/products?category=${category.slug}"`);
    expect(body).toContain(texts['footer.copyright'].replace('{year}', String(new Date().getFullYear())).replace('{site}', 'HesabPOS'));
    // The language links lead to the same page in the other languages.
    for (const other of LANGUAGES.filter((code) => code !== language)) expect(body).toContain(`href="/${other}/" hrefLang="${other}"`);
  });

  it.each(LANGUAGES)("%s: the page names its language's messages, a file browsers keep, not text in the page", async (language) => {
    const html = await (await fetch(`${site.url}/${language}/products`)).text();
    expect(html).not.toContain(JSON.stringify(TEXTS[language]['list.reset']));
    const path = html.match(/"messages":"(\/_messages\/[^"]+)"/)?.[1];
    expect(path).toMatch(new RegExp(`^/_messages/${language}\\.[0-9a-z]+\\.json$`));
    const file = await fetch(`${site.url}${path}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The build wrote it as a static file, which Workers Static Assets serves (with its ETag)
    // without running the Worker.
    expect(file.headers.get('etag')).toBeTruthy();
    expect(await file.clone().text()).toBe(await readFile(join(ROOT, 'dist/client', path!), 'utf8'));
    // Parsed ICU trees of this language: a plain message is one literal.
    const messages = (await file.json()) as Record<string, unknown>;
    expect(messages['list.reset']).toEqual([{ type: 0, value: TEXTS[language]['list.reset'] }]);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(TEXTS[language]).sort());
    // A page from before a deploy names an older file: it gets the current one, kept by nobody.
    const older = await fetch(`${site.url}/_messages/${language}.0.json`);
    expect(older.status).toBe(200);
    expect(older.headers.get('cache-control')).toBe('no-cache');
    expect(await older.text()).toBe(await readFile(join(ROOT, 'dist/client', path!), 'utf8'));
    expect((await fetch(`${site.url}/_messages/xx.0.json`)).status).toBe(404);
    expect((await fetch(`${site.url}/_messages/${language}.json`)).status).toBe(404);
  });

  it.each(LANGUAGES)('home in %s: title, description, canonical, hreflang, Open Graph, Twitter and JSON-LD', async (language) => {
    const html = await (await fetch(`${site.url}/${language}/`)).text();
    const top = head(html);
    const texts = TEXTS[language];
    expect(decode(top.match(/<title>([^<]*)<\/title>/)![1]!)).toBe(`${texts['home.title']} | HesabPOS`);
    expect(attribute(top, /<meta name="description"[^>]*>/g, 'content')).toEqual([texts['home.description']]);
    expect(attribute(top, /<meta name="keywords"[^>]*>/g, 'content')).toEqual([texts['home.keywords']]);
    expect(attribute(top, /<meta name="robots"[^>]*>/g, 'content')).toEqual(['index, follow']);
    expect(attribute(top, /<link rel="canonical"[^>]*>/g, 'href')).toEqual([`${site.url}/${language}/`]);
    const alternates = [...top.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(alternates).toEqual([
      ['az', `${site.url}/az/`],
      ['en', `${site.url}/en/`],
      ['ru', `${site.url}/ru/`],
      ['x-default', `${site.url}/az/`],
    ]);
    const og = Object.fromEntries([...top.matchAll(/<meta property="(og:[^"]+)" content="([^"]*)"/g)].map((m) => [m[1], decode(m[2]!)]));
    expect(og).toMatchObject({
      'og:site_name': 'HesabPOS',
      'og:type': 'website',
      'og:title': `${texts['home.title']} | HesabPOS`,
      'og:description': texts['home.description'],
      'og:url': `${site.url}/${language}/`,
      'og:locale': { az: 'az_AZ', en: 'en_US', ru: 'ru_RU' }[language],
      'og:image': `${site.url}/og-image.jpg`,
    });
    expect(attribute(top, /<meta name="twitter:card"[^>]*>/g, 'content')).toEqual(['summary_large_image']);
    expect((await fetch(og['og:image']!)).status).toBe(200);

    const [organization, ...more] = jsonLd(html);
    expect(more).toEqual([]);
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'HesabPOS',
      url: `${site.url}/${language}/`,
      logo: `${site.url}/logo.png`,
      contactPoint: { telephone: '+994 12 555 40 40', contactType: 'customer service', areaServed: 'AZ' },
    });
    expect((organization!.contactPoint as { availableLanguage: string[] }).availableLanguage.sort()).toEqual(['az', 'en', 'ru']);
    expect(organization!.sameAs).toHaveLength(5);
    expect((await fetch(organization!.logo as string)).status).toBe(200);
  });

  it('answers an unknown page 404 with the not-found page inside the shell, titled with 404', async () => {
    const response = await fetch(`${site.url}/ru/no/such/page`);
    expect(response.status).toBe(404);
    const html = rendered(await response.text());
    expect(html).toContain(`<title>404 ${ru['notFound.title']} | HesabPOS</title>`);
    expect(html).toContain(ru['notFound.message']);
    expect(html).toMatch(new RegExp(`<a [^>]*href="/ru/"[^>]*>${ru['notFound.home']}</a>`));
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toContain(ru['footer.links']);
  });

  it('serves the maintenance page with its text in every language', async () => {
    for (const language of LANGUAGES) {
      const response = await fetch(`${site.url}/${language}/maintenance`);
      expect(response.status).toBe(200);
      const html = rendered(await response.text());
      expect(html).toContain(`<h1 class="${html.match(/<h1 class="([^"]*)"/)![1]}">${TEXTS[language]['maintenance.title']}</h1>`);
      expect(html).toContain(TEXTS[language]['maintenance.message']);
    }
  });
});

describe('with the upstream in maintenance', () => {
  const down = useSite({ apiVars: { MAINTENANCE: 'true' } });

  it.each([
    ['az', '/az/'],
    ['en', '/en/maintenance'],
    ['ru', '/ru/products/anything'],
  ] as const)('%s: %s answers 503 with the maintenance page in a minimal shell', async (language, path) => {
    const response = await fetch(`${down.url}${path}`);
    expect(response.status).toBe(503);
    const html = rendered(await response.text());
    expect(html).toContain(`${TEXTS[language]['maintenance.title']} | HesabPOS</title>`);
    expect(html).toContain(TEXTS[language]['maintenance.message']);
    expect(html).toContain(TEXTS[language]['maintenance.retry']);
    // No shell data: no banner, no footer contact block, but the language choice stays.
    expect(html).not.toContain(TEXTS[language]['banner.message1']);
    expect(html).not.toContain(TEXTS[language]['footer.contact']);
    expect(html).toContain('data-testid="language-menu"');
  });
});

describe('with another upstream', () => {
  const other = useSite({
    upstream: (url) => {
      const path = url.pathname.replace(/^\/api\//, '');
      if (path === 'contact/information/') return failing ? { status: 500, body: { detail: 'Server error.' } } : { body: contact(HOSTILE) };
      if (path === 'categories/') return { body: categories(HOSTILE) };
      if (path === 'products/') return { body: fakeList([fakeProduct('p1', `Product ${HOSTILE}`, 10)]) };
      return undefined;
    },
  });

  it('keeps upstream text inside JSON-LD and hydration data: no </script> or <!-- gets out', async () => {
    const response = await fetch(`${other.url}/en/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)');
    for (const script of scripts(html)) {
      expect(script.text, script.open).not.toContain('<!--');
      expect(script.text, script.open).not.toMatch(/<\/?script/i);
    }
    const [organization] = jsonLd(html);
    expect(organization).toMatchObject({ address: { streetAddress: HOSTILE } });
    const hydration = scripts(html).find((script) => script.open.includes('id="router-state"'));
    expect(hydration?.text).toContain('alert(1)');
    expect(JSON.stringify(JSON.parse(hydration!.text))).toContain(HOSTILE);
    // The text itself reaches the reader intact, as text.
    expect(rendered(html)).toContain(`${HOSTILE} 2`);
  });

  it('shows the generic error view with status 500 when contact information fails', async () => {
    failing = true;
    const response = await fetch(`${other.url}/az/`);
    expect(response.status).toBe(500);
    const html = rendered(await response.text());
    expect(html).toContain(`<title>${az['error.title']} | HesabPOS</title>`);
    expect(html).toContain(az['error.message']);
    expect(html).not.toContain(az['banner.message1']);
  });
});
