// The contact route's limits (per address, per body) and what it does against a failing or
// empty upstream (a fake one: failures, timeouts).
import { describe, expect, it } from 'vitest';
import { texts } from '../support/messages.ts';
import { contactForm, from, startOfALimitWindow, valid, type Fields } from '../support/contact-post.ts';
import { decode } from '../support/html.ts';
import { fakeList } from '../../build/fake-upstream.ts';
import { useSite } from '../support/site-and-browser.ts';

const site = useSite({ own: true });
const { post, messages } = contactForm(site);

describe('abuse limits', () => {
  it('answers the 6th message in a minute from one address with 429, Retry-After and the text kept, while another address gets through', async () => {
    const ip = '203.0.113.6';
    await startOfALimitWindow();
    for (let i = 1; i <= 5; i++) expect((await post('en', { ...valid, message: `Limit ${i}` }, { json: true, ip })).status).toBe(200);
    const before = (await messages()).length;
    const sixth = await post('en', { ...valid, message: 'Limit 6' }, { json: true, ip });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await sixth.json()) as { status: string; values: Fields; errors: { non_field_errors: string[] } };
    expect(body.values).toEqual({ ...valid, message: 'Limit 6' });
    expect(body.errors.non_field_errors).toEqual([texts.en['contact.error.limited']]);
    // Without JavaScript: the page in the visitor's language, the message and the fields as typed.
    const page = await post('ru', { ...valid, message: 'Limit 7' }, { ip });
    expect(page.status).toBe(429);
    expect(page.headers.get('retry-after')).toBe(sixth.headers.get('retry-after'));
    const text = decode(await page.text());
    expect(text).toContain(texts.ru['contact.error.limited']);
    expect(text).toContain('Limit 7');
    expect(text).toContain(valid.email);
    expect((await messages()).length).toBe(before);
    expect((await post('en', { ...valid, message: 'Another address' }, { json: true, ip: '203.0.113.7' })).status).toBe(200);
    expect((await messages()).at(-1)).toMatchObject({ message: 'Another address' });
  }, 45_000);

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
    const form = decode(await (await fetch(`${site.url}/en/contact`)).text());
    const honeypot = form.match(/<div hidden=""><input ([^>]*)\/><\/div>/)?.[1] ?? '';
    expect(honeypot).toContain('name="website"');
    expect(honeypot).toContain('tabindex="-1"');
  });

  it('refuses a cross-site post with a clear 403 and sends nothing', async () => {
    const before = (await messages()).length;
    const evil = await post('ru', { ...valid, message: 'Cross-site' }, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(await evil.text()).toBe(texts.ru['contact.error.crossSite']);
    const unsigned = await fetch(`${site.url}/en/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'cross-site' },
      body: new URLSearchParams({ ...valid, message: 'No origin' }),
    });
    expect(unsigned.status).toBe(403);
    expect((await messages()).length).toBe(before);
    const sameSite = await fetch(`${site.url}/en/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', Accept: 'application/json' },
      body: new URLSearchParams({ ...valid, message: 'Same origin' }),
    });
    expect(sameSite.status).toBe(200);
  });

  it('reads a refused cross-site body to its end, so the connection stays usable for the next request', async () => {
    // Answering before the body is read closes the kept-alive socket under the next request (ECONNRESET).
    let resets = 0;
    for (let i = 0; i < 400; i++) {
      try {
        await (await post('en', { ...valid, message: 'x'.repeat(1500) }, { origin: 'https://evil.example' })).text();
        await (await fetch(`${site.url}/favicon.svg`)).text();
      } catch {
        resets += 1;
      }
    }
    expect(resets).toBe(0);
  }, 60_000);

  it('refuses control characters in the single-line fields and keeps line breaks in the message', async () => {
    const forged = await post('en', { ...valid, first_name: 'Ann\r\nBcc: all@example.com', last_name: 'Lee\u0000', message: 'Bell \u0007' }, { json: true });
    expect(forged.status).toBe(400);
    const body = (await forged.json()) as { errors: Record<string, string[]> };
    expect(body.errors).toEqual({
      first_name: [texts.en['contact.error.control']],
      last_name: [texts.en['contact.error.control']],
      message: [texts.en['contact.error.messageControl']],
    });
    const lines = await post('en', { ...valid, message: 'Line one\r\nLine two\n\tIndented' }, { json: true });
    expect(lines.status).toBe(200);
    expect((await messages()).at(-1)).toMatchObject({ message: 'Line one\r\nLine two\n\tIndented' });
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
    expect(decode(await (await fetch(`${failing.url}/en/partners`)).text())).toContain('No Partners Found');
    expect(decode(await (await fetch(`${failing.url}/en/certificates`)).text())).toContain('Certificate Not Found');
    const contact = decode(await (await fetch(`${failing.url}/en/contact`)).text());
    expect(contact).not.toContain('data-testid="contact-map"');
    expect(contact).not.toContain('mailto:');
  });

  it('shows the generic error view when partners or certificates fail', async () => {
    mode = 'error';
    for (const path of ['partners', 'reference', 'certificates']) {
      const response = await fetch(`${failing.url}/en/${path}?e=${Math.random()}`);
      expect(response.status).toBe(500);
      expect(decode(await response.text())).toContain('An error occurred!');
    }
  });

  it('answers an upstream 500 with the normal success: the message waits in the queue (tests/worker/contact-queue.test.ts)', async () => {
    mode = 'empty';
    const json = await fetch(`${failing.url}/ru/contact`, {
      method: 'POST',
      headers: { Accept: 'application/json', ...from(failing.url) },
      body: new URLSearchParams(valid),
    });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ status: 'sent' });
    const page = await fetch(`${failing.url}/en/contact`, { method: 'POST', redirect: 'manual', headers: from(failing.url), body: new URLSearchParams(valid) });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/en/contact?sent=1');
  });

  it('answers an upstream timeout with the same success, without waiting for the upstream', async () => {
    mode = 'slow';
    const started = Date.now();
    const response = await fetch(`${failing.url}/en/contact`, {
      method: 'POST',
      headers: { Accept: 'application/json', ...from(failing.url) },
      body: new URLSearchParams(valid),
    });
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2900);
    expect(await response.json()).toEqual({ status: 'sent' });
  });
});
