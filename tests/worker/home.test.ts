// The home page from the built site against a scriptable upstream: the hero's slides and their
// links, arrows only for more than one slide, and sections that render nothing when their data
// fails or is empty, while the page itself stays up (200).
import { beforeEach, describe, expect, it } from 'vitest';
import { upstreamDefaults, fakeList, fakeProduct } from '../../build/fake-upstream.ts';
import { decode } from '../support/html.ts';
import { useSite } from '../support/site-and-browser.ts';

const site = useSite({ upstream: upstreamDefaults(() => [fakeProduct('p1', 'Fake terminal', 10), fakeProduct('p2', 'Fake printer', 20)]) });

const slide = (title: string | null, url: string | null) => ({ image: 'https://cdn.example/slide.svg', title, description: null, url });

beforeEach(async () => {
  // Every test starts from an empty cache, so it sees its own upstream answers.
  const purge = await fetch(`${site.url}/_purge`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${site.stack.purgeToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ scope: 'all' }),
  });
  expect(purge.status).toBe(200);
});

async function home(language = 'az') {
  const response = await fetch(`${site.url}/${language}/`);
  const body = decode(await response.text());
  return {
    status: response.status,
    body,
    has: (testId: string) => body.includes(`data-testid="${testId}"`),
    count: (testId: string) => body.split(`data-testid="${testId}"`).length - 1,
  };
}

describe('home', () => {
  it('shows every section, with slide links to the page, a site path or /products', async () => {
    site.answers['slides/'] = {
      body: fakeList([slide('Terminals', null), slide('Printers', 'products?category=printers'), slide(null, 'https://shop.example/offer')]),
    };
    const page = await home();
    expect(page.status).toBe(200);
    expect(page.count('hero-go')).toBe(3);
    const links = [...page.body.matchAll(/<a [^>]*data-testid="hero-go"[^>]*>/g)].map((match) => match[0].match(/href="([^"]+)"/)?.[1]);
    expect(links).toEqual(['/az/products', '/az/products?category=printers', 'https://shop.example/offer']);
    expect(page.body).toContain('hero-prev');
    expect(page.body).toContain('hero-next');
    expect(page.count('highlights')).toBe(1);
    expect(page.body.match(/data-testid="highlights"[\s\S]*?<\/section>/)![0].split('<li').length - 1).toBe(5);
    expect(page.has('new-arrivals')).toBe(true);
    expect(page.count('explore-card')).toBe(2);
    expect(page.body.match(/<a [^>]*data-testid="see-all"[^>]*>/)?.[0]).toContain('href="/az/products"');
    expect(page.body).toContain('"@type":"Organization"');
  });

  it('has no arrows for a single slide', async () => {
    site.answers['slides/'] = { body: fakeList([slide('Only', null)]) };
    const page = await home('en');
    expect(page.count('hero-go')).toBe(1);
    expect(page.body).not.toContain('hero-prev');
    expect(page.body).not.toContain('hero-next');
  });

  it('leaves out the hero and the product sections when their calls fail, and still answers 200', async () => {
    site.answers['slides/'] = { status: 500, body: { detail: 'boom' } };
    site.answers['products/'] = { raw: '{not json' };
    const page = await home('ru');
    expect(page.status).toBe(200);
    expect(page.has('hero')).toBe(false);
    expect(page.has('new-arrivals')).toBe(false);
    expect(page.has('explore-card')).toBe(false);
    expect(page.has('see-all')).toBe(false);
    expect(page.has('highlights')).toBe(true);
    expect(page.body).toContain('"@type":"Organization"');
  });

  it('leaves them out when they are empty', async () => {
    site.answers['slides/'] = { body: fakeList([]) };
    site.answers['products/'] = { body: fakeList([]) };
    const page = await home();
    expect(page.status).toBe(200);
    expect(page.has('hero')).toBe(false);
    expect(page.has('new-arrivals')).toBe(false);
    expect(page.has('explore-card')).toBe(false);
    expect(page.has('highlights')).toBe(true);
  });
});
