// What the error, maintenance, not-found and empty views tell a visitor to do, as the server renders
// them (so without JavaScript too), in every language: try again, go home or to the products, call
// or write the company with the phone and e-mail of its contact data, or, when that data failed to
// load as well, say so instead of showing a number.
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../shared/constants.ts';
import { telHref } from '../../shared/urls.ts';
import { type Answer, fakeContact, fakeProduct, upstreamDefaults } from '../../build/fake-upstream.ts';
import { decode } from '../support/html.ts';
import { texts } from '../support/messages.ts';
import { useSite } from '../support/site-and-browser.ts';

/** The document without its scripts (the hydration data): what is rendered. */
const rendered = (html: string) => decode(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ''));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A link to `href` whose text is `text`, after an icon or not. */
const link = (href: string, text: string) => new RegExp(`<a [^>]*href="${escapeRegExp(href)}"[^>]*>(<svg[\\s\\S]*?</svg>)?${escapeRegExp(text)}</a>`);

function expectContactLinks(html: string, language: Language) {
  expect(html).toContain(texts[language]['status.help']);
  expect(html).toMatch(link(telHref(fakeContact.phone), fakeContact.phone));
  expect(html).toMatch(link(`mailto:${fakeContact.email}`, fakeContact.email));
  expect(html).not.toContain(texts[language]['status.noContacts']);
}

function expectNoContacts(html: string, language: Language) {
  expect(html).toContain(texts[language]['status.noContacts']);
  expect(html).not.toContain(texts[language]['status.help']);
  expect(html).not.toContain('href="tel:');
}

describe('with the contact data loaded', () => {
  const site = useSite({
    upstream: (url, headers) => {
      const path = url.pathname.replace(/^\/api\//, '');
      if (path.startsWith('products/broken')) return { status: 500, body: { detail: 'Server error.' } };
      return upstreamDefaults((query) => (query.searchParams.get('search') === 'nothing' ? [] : [fakeProduct('p1', 'Printer', 10)]))(url, headers);
    },
  });

  it.each(LANGUAGES)('%s: the error view says what happened, offers retry and home, and the phone and e-mail', async (language) => {
    const response = await fetch(`${site.url}/${language}/products/broken`);
    expect(response.status).toBe(500);
    const html = rendered(await response.text());
    const t = texts[language];
    expect(html).toContain(t['error.title']);
    expect(html).toContain(t['error.message']);
    expect(html).toContain(t['error.hint']);
    expect(html).toMatch(link(`/${language}/products/broken`, t['error.retry']));
    expect(html).toMatch(link(`/${language}/`, t['notFound.home']));
    expectContactLinks(html, language);
  });

  it.each(LANGUAGES)('%s: the maintenance page offers a retry and the phone and e-mail', async (language) => {
    const html = rendered(await (await fetch(`${site.url}/${language}/maintenance`)).text());
    expect(html).toContain(texts[language]['maintenance.message']);
    expect(html).toMatch(link(`/${language}/`, texts[language]['maintenance.retry']));
    expectContactLinks(html, language);
  });

  it.each(LANGUAGES)('%s: an empty search says what to try instead and links to the whole list', async (language) => {
    const response = await fetch(`${site.url}/${language}/products?search=nothing`);
    expect(response.status).toBe(200);
    const html = rendered(await response.text());
    expect(html).toContain(texts[language]['list.notFound']);
    expect(html).toContain(texts[language]['list.notFoundHint']);
    expect(html).toMatch(link(`/${language}/products`, texts[language]['list.reset']));
  });

  it.each(LANGUAGES)('%s: the not-found page points home and to the products', async (language) => {
    const response = await fetch(`${site.url}/${language}/no/such/page`);
    expect(response.status).toBe(404);
    const html = rendered(await response.text());
    expect(html).toContain(texts[language]['notFound.hint']);
    expect(html).toMatch(link(`/${language}/`, texts[language]['notFound.home']));
    expect(html).toMatch(link(`/${language}/products`, texts[language]['nav.products']));
  });
});

describe('when the contact data fails too', () => {
  let status = 500;
  const site = useSite({ upstream: (): Answer => ({ status, body: { detail: 'Down.' }, headers: status === 503 ? { 'Retry-After': '60' } : {} }) });

  it.each(LANGUAGES)('%s: the error view still offers retry and home, and says the contacts did not load', async (language) => {
    status = 500;
    const response = await fetch(`${site.url}/${language}/`);
    expect(response.status).toBe(500);
    const html = rendered(await response.text());
    expect(html).toContain(texts[language]['error.hint']);
    expect(html).toMatch(link(`/${language}/`, texts[language]['error.retry']));
    expectNoContacts(html, language);
  });

  it.each(LANGUAGES)('%s: the maintenance page says the contacts did not load, without a number', async (language) => {
    status = 503;
    const response = await fetch(`${site.url}/${language}/about`);
    expect(response.status).toBe(503);
    const html = rendered(await response.text());
    expect(html).toContain(texts[language]['maintenance.title']);
    expectNoContacts(html, language);
  });
});
