// The contact route on the built site against the reference API (a message lands in its D1),
// and the message a visitor starts from a product.
import { describe, expect, it } from 'vitest';
import { seedData } from '../../reference-api/seed/index.ts';
import { texts } from '../support/messages.ts';
import { contactForm, from, valid, type Fields } from '../support/contact-post.ts';
import { decode } from '../support/html.ts';
import { useSite } from '../support/site-and-browser.ts';

const site = useSite({ own: true });
const { post, messages } = contactForm(site);

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
    const page = decode(await (await fetch(`${site.url}/az/contact?sent=1`)).text());
    expect(page).toContain('data-testid="contact-success"');
    expect(page).toContain('Mesajınız uğurla göndərildi.');
  });

  it('without JavaScript answers field errors with the page, the errors and the values kept', async () => {
    const before = (await messages()).length;
    const response = await post('en', { first_name: 'Ann', last_name: '', phone: '12ab', email: 'not-an-email', message: 'Keep me' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const body = decode(await response.text());
    expect(body).toContain('This field is required.');
    expect(body).toContain('Enter a valid email address.');
    expect(body).toContain(texts.en['contact.error.phone']);
    expect(body).toMatch(/name="first_name"[^>]*value="Ann"|value="Ann"[^>]*name="first_name"/);
    expect(body).toContain('Keep me');
    expect(body).toContain('aria-invalid="true"');
    expect(body).toContain('aria-describedby="contact-email-error"');
    expect((await messages()).length).toBe(before);
  });

  it.each([
    ['+994 51 222 33 44', '+994512223344'],
    ['050 123 45 67', '+994501234567'],
    ['(050) 123-45-67', '+994501234567'],
  ])('without JavaScript takes the phone %j as the browser would and sends it as %s', async (typed, sent) => {
    const response = await post('az', { ...valid, phone: typed, message: `Phone ${typed}` });
    expect(response.status).toBe(303);
    expect((await messages()).at(-1)).toMatchObject({ ...valid, phone: sent, message: `Phone ${typed}` });
  });

  it.each(['az', 'en', 'ru'] as const)(
    'in %s, a phone it cannot read gets the same sentence as a page and as JSON, the typed number kept',
    async (language) => {
      const typed = '050 12a 45 67';
      const page = decode(await (await post(language, { ...valid, phone: typed })).text());
      expect(page).toContain(texts[language]['contact.error.phone']);
      expect(page).toContain(`value="${typed}"`);
      const json = (await (await post(language, { ...valid, phone: typed }, { json: true })).json()) as { errors: Record<string, string[]>; values: Fields };
      expect(json.errors).toEqual({ phone: [texts[language]['contact.error.phone']] });
      expect(json.values.phone).toBe(typed);
    },
  );

  it.each([
    ['missing fields', {}, ['first_name', 'last_name', 'phone', 'email']],
    ['an invalid e-mail', { ...valid, email: 'a@b' }, ['email']],
    ['letters in the phone', { ...valid, phone: '+99450abc4567' }, ['phone']],
    ['a too short phone', { ...valid, phone: '12345' }, ['phone']],
    ['a foreign number without its country code', { ...valid, phone: '(555) 123-4567' }, ['phone']],
    ['a too long phone', { ...valid, phone: '+994 50 123 45 67 89' }, ['phone']],
    ['a 100 kB-free but too long name', { ...valid, first_name: 'x'.repeat(101) }, ['first_name']],
    ['a too long message', { ...valid, message: 'x'.repeat(5001) }, ['message']],
  ] as [string, Fields, string[]][])('refuses %s in the Worker with translated field errors', async (_name, fields, invalid) => {
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
    expect(decode(await page.text())).toContain('Mesaj çox uzundur');
  });

  it('refuses a body over the limit even without a Content-Length (chunked)', async () => {
    const chunk = new TextEncoder().encode('message=' + 'x'.repeat(40 * 1024));
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(chunk);
        controller.close();
      },
    });
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
    expect(((await response.json()) as { errors: { non_field_errors: string[] } }).errors.non_field_errors[0]).toContain('reload the page');
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

describe('ask about this product', () => {
  const product = seedData.products[0]!;
  const textarea = (page: string) => decode(page.match(/<textarea[^>]*name="message"[^>]*>([\s\S]*?)<\/textarea>/)![1]!);

  it('links the product page to the contact form with its slug', async () => {
    const page = decode(await (await fetch(`${site.url}/ru/products/${product.slug}`)).text());
    expect(page).toMatch(new RegExp(`<a[^>]*href="/ru/contact\\?product=${product.slug}"[^>]*>${texts.ru['contact.askProduct']}</a>`));
  });

  it.each(['az', 'en', 'ru'] as const)('opens the %s form with the message naming the product and its address', async (language) => {
    const page = await (await fetch(`${site.url}/${language}/contact?product=${product.slug}`)).text();
    const expected = texts[language]['contact.productMessage']
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
