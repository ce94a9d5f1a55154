// The company pages and the contact route on the built site: against the reference API (a
// message lands in its D1) and against a fake upstream (empty lists, failures, timeouts).
import { describe, expect, it } from 'vitest';
import { seedData } from '../../catalog-api/seed/index.ts';
import { companyMessages } from '../../shared/company/messages.server.ts';
import { fakeList } from '../support/fake-upstream.ts';
import { useSite } from '../support/site-and-browser.ts';

const site = useSite();

const html = (text: string) => text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const valid = { first_name: 'Əli', last_name: 'Məmmədov', phone: '+994501234567', email: 'ali@example.az', message: 'Salam, qiymət lazımdır.' };
type Fields = Record<string, string>;

let visitor = 0;
/**
 * What a browser on this site sends with a form: its Origin, and (through Cloudflare) its address.
 * Each call is a new visitor unless `ip` is given, so the per-address limit only counts where a test means it to.
 */
function from(origin: string, ip = `198.51.100.${++visitor % 250}`): Record<string, string> {
  return { Origin: origin, 'CF-Connecting-IP': ip };
}

function post(language: string, fields: Fields, { json = false, lang = language, ip, origin = site.url }: { json?: boolean; lang?: string; ip?: string; origin?: string } = {}) {
  return fetch(`${site.url}/${lang}/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...from(origin, ip), ...(json ? { Accept: 'application/json' } : {}) },
    body: new URLSearchParams(fields),
  });
}

async function messages(): Promise<Record<string, unknown>[]> {
  const db = await site.stack.api!.getD1Database('DB');
  return (await db.prepare('SELECT * FROM contact_message ORDER BY id').all()).results as Record<string, unknown>[];
}

describe('partners, references and certificates', () => {
  const references = seedData.partners.filter((p) => p.isReference).map((p) => p.title.en);
  const others = seedData.partners.filter((p) => !p.isReference).map((p) => p.title.en);

  it('lists on /partners only the partners not marked as references', async () => {
    const response = await fetch(`${site.url}/en/partners`);
    expect(response.status).toBe(200);
    const body = html(await response.text());
    for (const title of others) expect(body).toContain(`alt="${title}"`);
    for (const title of references) expect(body).not.toContain(`alt="${title}"`);
    expect(body).toContain('<link rel="canonical" href="' + site.url + '/en/partners"');
  });

  it("lists the references on /reference titled 'They trust us'", async () => {
    const body = html(await (await fetch(`${site.url}/en/reference`)).text());
    expect(body).toContain('They trust us');
    for (const title of references) expect(body).toContain(`alt="${title}"`);
    for (const title of others) expect(body).not.toContain(`alt="${title}"`);
    expect(html(await (await fetch(`${site.url}/ru/reference`)).text())).toContain('Нам доверяют');
  });

  it('shows every certificate with its title', async () => {
    const body = html(await (await fetch(`${site.url}/az/certificates`)).text());
    for (const certificate of seedData.certificates) expect(body).toContain(certificate.title.az);
    expect(body.match(/data-testid="certificate"/g)).toHaveLength(seedData.certificates.length);
  });

  it('renders About with the features and sectors in each language', async () => {
    const en = html(await (await fetch(`${site.url}/en/about`)).text());
    for (const text of ['Bookkeeping', 'Inventory', 'Payroll', 'Cost price', 'Receivables and payables', 'Shops', 'Pharmacies', 'Cafés', 'Gyms', 'Factories']) expect(en).toContain(text);
    expect(en).toContain(`<link rel="canonical" href="${site.url}/en/about"`);
    expect(html(await (await fetch(`${site.url}/az/about`)).text())).toContain('Anbar uçotu');
    expect(html(await (await fetch(`${site.url}/ru/about`)).text())).toContain('Складской учёт');
  });

  it('shows the contact page with the sidebar, the map and four services', async () => {
    const body = html(await (await fetch(`${site.url}/en/contact`)).text());
    expect(body).toContain('name="first_name"');
    expect(body).toContain('type="email"');
    expect(body).toContain('inputMode="tel"');
    expect(body).toContain(seedData.contactInformation.email);
    const info = (await (await fetch(`${site.stack.upstreamUrl}/contact/information/`)).json()) as { map_url: string | null };
    expect(body.match(/data-testid="contact-map"/g)?.length ?? 0).toBe(info.map_url ? 1 : 0);
    if (info.map_url) expect(body).toMatch(/<iframe[^>]*loading="lazy"/);
    expect(body.match(/<li[^>]*><span class="text-3xl"/g)).toHaveLength(4);
  });
});

describe('the contact route', () => {
  it('stores a valid message sent as JSON with all five fields', async () => {
    const before = (await messages()).length;
    const response = await post('en', { ...valid, message: 'JSON path message' }, { json: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'sent' });
    const rows = await messages();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ ...valid, message: 'JSON path message' });
  });

  it('without JavaScript redirects after success (post/redirect/get) and the page shows the success dialog', async () => {
    const response = await post('az', { ...valid, message: 'No-JS message' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/az/contact?sent=1');
    expect((await messages()).at(-1)).toMatchObject({ ...valid, message: 'No-JS message' });
    const page = html(await (await fetch(`${site.url}/az/contact?sent=1`)).text());
    expect(page).toContain('data-testid="contact-success"');
    expect(page).toContain('Mesajınız uğurla göndərildi.');
  });

  it('without JavaScript answers field errors with the page, the errors and the values kept', async () => {
    const before = (await messages()).length;
    const response = await post('en', { first_name: 'Ann', last_name: '', phone: '12ab', email: 'not-an-email', message: 'Keep me' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const body = html(await response.text());
    expect(body).toContain('This field is required.');
    expect(body).toContain('Enter a valid email address.');
    expect(body).toContain('Enter a valid phone number');
    expect(body).toMatch(/name="first_name"[^>]*value="Ann"|value="Ann"[^>]*name="first_name"/);
    expect(body).toContain('Keep me');
    expect(body).toContain('aria-invalid="true"');
    expect(body).toContain('aria-describedby="contact-email-error"');
    expect((await messages()).length).toBe(before);
  });

  it.each([
    ['missing fields', {}, ['first_name', 'last_name', 'phone', 'email']],
    ['an invalid e-mail', { ...valid, email: 'a@b' }, ['email']],
    ['letters in the phone', { ...valid, phone: '+99450abc4567' }, ['phone']],
    ['a too short phone', { ...valid, phone: '12345' }, ['phone']],
    ['a 100 kB-free but too long name', { ...valid, first_name: 'x'.repeat(101) }, ['first_name']],
    ['a too long message', { ...valid, message: 'x'.repeat(5001) }, ['message']],
  ] as [string, Fields, string[]][])('refuses %s at the edge with translated field errors', async (_name, fields, invalid) => {
    const response = await post('ru', fields, { json: true });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { status: string; errors: Record<string, string[]>; values: Fields };
    expect(body.status).toBe('invalid');
    expect(Object.keys(body.errors).sort()).toEqual([...invalid].sort());
    for (const messages of Object.values(body.errors)) expect(messages[0]).toMatch(/[а-яА-Я]/);
  });

  it('ignores unknown extra fields', async () => {
    const response = await post('en', { ...valid, message: 'With extras', is_admin: 'true', id: '1' }, { json: true });
    expect(response.status).toBe(200);
    expect((await messages()).at(-1)).toMatchObject({ ...valid, message: 'With extras' });
  });

  it('refuses a field of 100 kB (a body over 32 KB) with 413 and a clear message', async () => {
    const json = await post('en', { ...valid, message: 'x'.repeat(100 * 1024) }, { json: true });
    expect(json.status).toBe(413);
    expect(((await json.json()) as { errors: { non_field_errors: string[] } }).errors.non_field_errors[0]).toContain('too long');
    const page = await post('az', { ...valid, message: 'x'.repeat(100 * 1024) });
    expect(page.status).toBe(413);
    expect(html(await page.text())).toContain('Mesaj çox uzundur');
  });

  it('refuses a body over the limit even without a Content-Length (chunked)', async () => {
    const chunk = new TextEncoder().encode('message=' + 'x'.repeat(40 * 1024));
    const body = new ReadableStream({ start(controller) { controller.enqueue(chunk); controller.close(); } });
    const response = await fetch(`${site.url}/en/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', ...from(site.url) },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it.each([
    ['JSON', 'application/json', JSON.stringify(valid)],
    ['plain text', 'text/plain', 'hello'],
    ['no content type', '', 'hello'],
  ])('refuses a %s body with 415', async (_name, type, body) => {
    const response = await fetch(`${site.url}/en/contact`, {
      method: 'POST',
      headers: { ...(type ? { 'Content-Type': type } : {}), Accept: 'application/json', ...from(site.url) },
      body: type ? body : new Blob([body]),
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { errors: { non_field_errors: string[] } }).errors.non_field_errors[0]).toContain('unsupported');
  });

  it('refuses a malformed multipart body with 400, not 500', async () => {
    const response = await fetch(`${site.url}/en/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=xyz', Accept: 'application/json', ...from(site.url) },
      body: 'not multipart at all',
    });
    expect(response.status).toBe(400);
  });

  it('accepts multipart form data too', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...valid, message: 'Multipart' })) form.set(key, value);
    const response = await fetch(`${site.url}/en/contact`, { method: 'POST', headers: { Accept: 'application/json', ...from(site.url) }, body: form });
    expect(response.status).toBe(200);
    expect((await messages()).at(-1)).toMatchObject({ message: 'Multipart' });
  });

  it('answers a GET with the page and other methods with 405', async () => {
    expect((await fetch(`${site.url}/en/contact`)).status).toBe(200);
    const put = await fetch(`${site.url}/en/contact`, { method: 'PUT', body: 'x' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
    expect((await fetch(`${site.url}/de/contact`, { method: 'POST', headers: from(site.url), body: new URLSearchParams(valid) })).status).toBe(404);
  });

  it("passes the upstream's 400 (a repeated message) on as a non-field error", async () => {
    const fields = { ...valid, message: 'Twice' };
    expect((await post('en', fields, { json: true })).status).toBe(200);
    const again = await post('en', fields, { json: true });
    expect(again.status).toBe(400);
    const body = (await again.json()) as { errors: { non_field_errors: string[] }; values: Fields };
    expect(body.errors.non_field_errors[0]).toContain('already been sent');
    expect(body.values).toEqual(fields);
  });
});

describe('abuse limits', () => {
  it('answers the 6th message in a minute from one address with 429, Retry-After and the text kept, while another address gets through', async () => {
    const ip = '203.0.113.6';
    for (let i = 1; i <= 5; i++) expect((await post('en', { ...valid, message: `Limit ${i}` }, { json: true, ip })).status).toBe(200);
    const before = (await messages()).length;
    const sixth = await post('en', { ...valid, message: 'Limit 6' }, { json: true, ip });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await sixth.json()) as { status: string; values: Fields; errors: { non_field_errors: string[] } };
    expect(body.values).toEqual({ ...valid, message: 'Limit 6' });
    expect(body.errors.non_field_errors).toEqual([companyMessages.en['contact.error.limited']]);
    // Without JavaScript: the page in the visitor's language, the message and the fields as typed.
    const page = await post('ru', { ...valid, message: 'Limit 7' }, { ip });
    expect(page.status).toBe(429);
    expect(page.headers.get('retry-after')).toBe(sixth.headers.get('retry-after'));
    const text = html(await page.text());
    expect(text).toContain(companyMessages.ru['contact.error.limited']);
    expect(text).toContain('Limit 7');
    expect(text).toContain(valid.email);
    expect((await messages()).length).toBe(before);
    expect((await post('en', { ...valid, message: 'Another address' }, { json: true, ip: '203.0.113.7' })).status).toBe(200);
    expect((await messages()).at(-1)).toMatchObject({ message: 'Another address' });
  });

  it('drops a message whose hidden field is filled, and tells the bot it was sent', async () => {
    const before = (await messages()).length;
    const json = await post('en', { ...valid, message: 'Bot', website: 'https://spam.example' }, { json: true });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ status: 'sent' });
    const page = await post('az', { ...valid, message: 'Bot 2', website: 'x' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/az/contact?sent=1');
    expect((await messages()).length).toBe(before);
    // People never see it: the field sits in a hidden container, out of the tab order.
    const form = html(await (await fetch(`${site.url}/en/contact`)).text());
    const honeypot = form.match(/<div hidden=""><input ([^>]*)\/><\/div>/)?.[1] ?? '';
    expect(honeypot).toContain('name="website"');
    expect(honeypot).toContain('tabindex="-1"');
  });

  it('refuses a cross-site post with a clear 403 and sends nothing', async () => {
    const before = (await messages()).length;
    const evil = await post('ru', { ...valid, message: 'Cross-site' }, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(await evil.text()).toBe(companyMessages.ru['contact.error.crossSite']);
    const unsigned = await fetch(`${site.url}/en/contact`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'cross-site' }, body: new URLSearchParams({ ...valid, message: 'No origin' }) });
    expect(unsigned.status).toBe(403);
    expect((await messages()).length).toBe(before);
    const sameSite = await fetch(`${site.url}/en/contact`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', Accept: 'application/json' }, body: new URLSearchParams({ ...valid, message: 'Same origin' }) });
    expect(sameSite.status).toBe(200);
  });

  it('refuses control characters in the single-line fields and keeps line breaks in the message', async () => {
    const forged = await post('en', { ...valid, first_name: 'Ann\r\nBcc: all@example.com', last_name: 'Lee\u0000', message: 'Bell \u0007' }, { json: true });
    expect(forged.status).toBe(400);
    const body = (await forged.json()) as { errors: Record<string, string[]> };
    expect(body.errors).toEqual({
      first_name: [companyMessages.en['contact.error.control']],
      last_name: [companyMessages.en['contact.error.control']],
      message: [companyMessages.en['contact.error.messageControl']],
    });
    const lines = await post('en', { ...valid, message: 'Line one\r\nLine two\n\tIndented' }, { json: true });
    expect(lines.status).toBe(200);
    expect((await messages()).at(-1)).toMatchObject({ message: 'Line one\r\nLine two\n\tIndented' });
  });
});

describe('ask about this product', () => {
  const product = seedData.products[0]!;
  const textarea = (page: string) => html(page.match(/<textarea[^>]*name="message"[^>]*>([\s\S]*?)<\/textarea>/)![1]!);

  it('links the product page to the contact form with its slug', async () => {
    const page = html(await (await fetch(`${site.url}/ru/products/${product.slug}`)).text());
    expect(page).toMatch(new RegExp(`<a[^>]*href="/ru/contact\\?product=${product.slug}"[^>]*>${companyMessages.ru['contact.askProduct']}</a>`));
  });

  it.each(['az', 'en', 'ru'] as const)('opens the %s form with the message naming the product and its address', async (language) => {
    const page = await (await fetch(`${site.url}/${language}/contact?product=${product.slug}`)).text();
    const expected = companyMessages[language]['contact.productMessage']
      .replace('{title}', product.title[language])
      .replace('{url}', `${site.url}/${language}/products/${product.slug}`);
    expect(textarea(page).trim()).toBe(expected);
  });

  it('opens the empty form for an unknown product', async () => {
    for (const slug of ['no-such-product', '../../etc', '']) {
      const response = await fetch(`${site.url}/en/contact?product=${encodeURIComponent(slug)}`);
      expect(response.status).toBe(200);
      expect(textarea(await response.text())).toBe('');
    }
  });
});

describe('against a failing or empty upstream', () => {
  let mode: 'empty' | 'error' | 'slow' = 'empty';
  const contactInfo = { address: null, email: null, phone: null, working_hours: null, map_url: null, socials: [] };

  const failing = useSite({
    upstream: (u) => {
      const path = u.pathname.replace(/^\/api\//, '');
      if (path.startsWith('contact/information')) return { body: contactInfo };
      if (path.startsWith('categories')) return { body: fakeList([]) };
      if (path.startsWith('contact/messages')) return mode === 'slow' ? { status: 201, body: {}, delayMs: 3000 } : { status: 500, body: { detail: 'boom' } };
      if (path.startsWith('partners') || path.startsWith('certificates')) return mode === 'error' ? { status: 500, body: {} } : { body: fakeList([]) };
      return { body: fakeList([]) };
    },
    siteVars: { UPSTREAM_TIMEOUT_MS: '1000', CACHE_FRESH_SHARED_SECONDS: '0', CACHE_STALE_WHILE_REVALIDATE_SECONDS: '0', CACHE_MAX_STALE_DAYS: '0' },
  });

  it('shows the empty states', async () => {
    mode = 'empty';
    expect(html(await (await fetch(`${failing.url}/en/partners`)).text())).toContain('No Partners Found');
    expect(html(await (await fetch(`${failing.url}/en/certificates`)).text())).toContain('Certificate Not Found');
    const contact = html(await (await fetch(`${failing.url}/en/contact`)).text());
    expect(contact).not.toContain('data-testid="contact-map"');
    expect(contact).not.toContain('mailto:');
  });

  it('shows the generic error view when partners or certificates fail', async () => {
    mode = 'error';
    for (const path of ['partners', 'reference', 'certificates']) {
      const response = await fetch(`${failing.url}/en/${path}?e=${Math.random()}`);
      expect(response.status).toBe(500);
      expect(html(await response.text())).toContain('An error occurred!');
    }
  });

  it('answers an upstream 500 with the normal success: the message waits in the queue (tests/worker/contact-queue.test.ts)', async () => {
    mode = 'empty';
    const json = await fetch(`${failing.url}/ru/contact`, { method: 'POST', headers: { Accept: 'application/json', ...from(failing.url) }, body: new URLSearchParams(valid) });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ status: 'sent' });
    const page = await fetch(`${failing.url}/en/contact`, { method: 'POST', redirect: 'manual', headers: from(failing.url), body: new URLSearchParams(valid) });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/en/contact?sent=1');
  });

  it('answers an upstream timeout with the same success, without waiting for the upstream', async () => {
    mode = 'slow';
    const started = Date.now();
    const response = await fetch(`${failing.url}/en/contact`, { method: 'POST', headers: { Accept: 'application/json', ...from(failing.url) }, body: new URLSearchParams(valid) });
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2900);
    expect(await response.json()).toEqual({ status: 'sent' });
  });
});
