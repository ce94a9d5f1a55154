// The company pages on the built site against the reference API: partners, references,
// certificates, about and the contact page itself.
import { describe, expect, it } from 'vitest';
import { seedData } from '../../reference-api/seed/index.ts';
import { decode } from '../support/html.ts';
import { texts } from '../support/messages.ts';
import { useSite } from '../support/site-and-browser.ts';

const site = useSite();

describe('partners, references and certificates', () => {
  const references = seedData.partners.filter((p) => p.isReference).map((p) => p.title.en);
  const others = seedData.partners.filter((p) => !p.isReference).map((p) => p.title.en);

  it('lists on /partners only the partners not marked as references', async () => {
    const response = await fetch(`${site.url}/en/partners`);
    expect(response.status).toBe(200);
    const body = decode(await response.text());
    for (const title of others) expect(body).toContain(`alt="${title}"`);
    for (const title of references) expect(body).not.toContain(`alt="${title}"`);
    expect(body).toContain('<link rel="canonical" href="' + site.url + '/en/partners"');
  });

  it("lists the references on /reference titled 'They chose us!'", async () => {
    const body = decode(await (await fetch(`${site.url}/en/reference`)).text());
    expect(body).toMatch(/<h1[^>]*>They chose us!<\/h1>/);
    expect(body).toContain(texts.en['reference.intro']);
    // The trust pages lead to each other, and the footer to /reference and /certificates.
    expect(body).toContain('href="/en/certificates"');
    for (const title of references) expect(body).toContain(`alt="${title}"`);
    for (const title of others) expect(body).not.toContain(`alt="${title}"`);
    expect(decode(await (await fetch(`${site.url}/ru/reference`)).text())).toContain('Нам доверяют');
  });

  it('shows every certificate with its title', async () => {
    const body = decode(await (await fetch(`${site.url}/az/certificates`)).text());
    for (const certificate of seedData.certificates) expect(body).toContain(certificate.title.az);
    expect(body.match(/data-testid="certificate"/g)).toHaveLength(seedData.certificates.length);
  });

  it('renders About with the features and sectors in each language', async () => {
    const en = decode(await (await fetch(`${site.url}/en/about`)).text());
    for (const text of ['Bookkeeping', 'Inventory', 'Payroll', 'Cost price', 'Receivables and payables', 'Shops', 'Pharmacies', 'Cafés', 'Gyms', 'Factories'])
      expect(en).toContain(text);
    expect(en).toContain(`<link rel="canonical" href="${site.url}/en/about"`);
    expect(decode(await (await fetch(`${site.url}/az/about`)).text())).toContain('Anbar uçotu');
    expect(decode(await (await fetch(`${site.url}/ru/about`)).text())).toContain('Складской учёт');
  });

  it('shows the contact page with the sidebar, the map and four services', async () => {
    const body = decode(await (await fetch(`${site.url}/en/contact`)).text());
    expect(body).toContain('name="first_name"');
    expect(body).toContain('type="email"');
    expect(body).toContain('inputMode="tel"');
    expect(body).toContain(seedData.contactInformation.email);
    const info = (await (await fetch(`${site.stack.upstreamUrl}/contact/information/`)).json()) as { map_url: string | null };
    expect(body.match(/data-testid="contact-map"/g)?.length ?? 0).toBe(info.map_url ? 1 : 0);
    if (info.map_url) expect(body).toMatch(/<iframe[^>]*loading="lazy"/);
    // Four services, each with the site's own SVG icon rather than an emoji (which some systems cannot draw).
    const services = body.match(/data-testid="services"[\s\S]*?<\/ul>/)![0];
    expect(services.match(/<li /g)).toHaveLength(4);
    expect(services.match(/<svg /g)).toHaveLength(4);
    expect(services).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it.each(['az', 'en', 'ru'] as const)('titles the %s contact page as its menu entry, the form below its own heading', async (language) => {
    const page = decode(await (await fetch(`${site.url}/${language}/contact`)).text());
    const main = page.slice(page.indexOf('data-testid="contact"'));
    expect(main.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]).toBe(texts[language]['nav.contact']);
    expect(main.match(/<h2[^>]*>([^<]*)<\/h2>/)?.[1]).toBe(texts[language]['contact.heading']);
  });
});
