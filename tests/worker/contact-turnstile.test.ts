// Optional Cloudflare Turnstile on the contact form, with Cloudflare's documented dummy keys.
// Verification would call Cloudflare: a stand-in siteverify answers as Cloudflare does for the
// dummy secrets (1x… always passes, 2x… always fails), so no call leaves the machine.
import { afterAll, describe, expect, it } from 'vitest';
import { texts } from '../support/messages.ts';
import { useSite } from '../support/site-and-browser.ts';
import { startSiteverifyStub, TURNSTILE_DUMMY } from '../support/turnstile-stub.ts';

const { siteKey: SITE_KEY, passingSecret: PASSING_SECRET, failingSecret: FAILING_SECRET, token: DUMMY_TOKEN } = TURNSTILE_DUMMY;
const stub = await startSiteverifyStub();
const verifications = stub.calls;
const verifyUrl = stub.url;
afterAll(stub.close);

const valid = { first_name: 'Nigar', last_name: 'Əliyeva', phone: '+994701234567', email: 'nigar@example.az', message: 'Turnstile' };
const passing = useSite({ siteVars: { TURNSTILE_SITE_KEY: SITE_KEY, TURNSTILE_SECRET_KEY: PASSING_SECRET, TURNSTILE_VERIFY_URL: verifyUrl } });
const failing = useSite({ siteVars: { TURNSTILE_SITE_KEY: SITE_KEY, TURNSTILE_SECRET_KEY: FAILING_SECRET, TURNSTILE_VERIFY_URL: verifyUrl } });
const off = useSite({ siteVars: { TURNSTILE_SITE_KEY: SITE_KEY } });

function post(url: string, fields: Record<string, string>, json = true) {
  return fetch(`${url}/en/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: url, ...(json ? { Accept: 'application/json' } : {}) },
    body: new URLSearchParams(fields),
  });
}

describe('Turnstile on the contact form', () => {
  it("lets Turnstile's frame in through the CSP only while it is on", async () => {
    const frameSrc = async (url: string) => {
      const response = await fetch(`${url}/en/contact`);
      await response.text();
      return response.headers.get('content-security-policy')?.match(/frame-src ([^;]*)/)?.[1] ?? '';
    };
    expect(await frameSrc(passing.url)).toContain('https://challenges.cloudflare.com');
    expect(await frameSrc(off.url)).not.toContain('https://challenges.cloudflare.com');
  });

  it('writes the site key on every page only while both keys are set, so the form asks for no setting', async () => {
    const siteKeyOn = async (url: string, path: string) => {
      const response = await fetch(`${url}${path}`);
      return { html: /<html\b[^>]*>/.exec(await response.text())?.[0] ?? '', etag: response.headers.get('etag') };
    };
    for (const path of ['/en/contact', '/az/', '/ru/products']) {
      expect((await siteKeyOn(passing.url, path)).html).toContain(`data-turnstile-site-key="${SITE_KEY}"`);
      expect((await siteKeyOn(off.url, path)).html).not.toContain('data-turnstile-site-key');
    }
    // Another configuration, another page: a browser's copy from before the change is not a 304.
    expect((await siteKeyOn(passing.url, '/en/contact')).etag).not.toBe((await siteKeyOn(off.url, '/en/contact')).etag);
    // The address the form used to ask is no address of the site's.
    expect((await fetch(`${passing.url}/_contact/settings`)).status).toBe(404);
  });

  it('sends a message whose token Turnstile accepts', async () => {
    const response = await post(passing.url, { ...valid, 'cf-turnstile-response': DUMMY_TOKEN });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'sent' });
    expect(verifications.at(-1)).toEqual({ secret: PASSING_SECRET, response: DUMMY_TOKEN });
  });

  it('refuses a message without a token, or with one Turnstile refuses, and keeps what was typed', async () => {
    const before = verifications.length;
    const missing = await post(passing.url, valid);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      status: 'invalid',
      values: valid,
      errors: { non_field_errors: [texts.en['contact.error.verification']] },
    });
    expect(verifications.length).toBe(before);
    const refused = await post(failing.url, { ...valid, 'cf-turnstile-response': DUMMY_TOKEN });
    expect(refused.status).toBe(400);
    expect(verifications.at(-1)!.secret).toBe(FAILING_SECRET);
    const page = await post(failing.url, { ...valid, 'cf-turnstile-response': DUMMY_TOKEN }, false);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain(texts.en['contact.error.verification']);
    expect(text).toContain(valid.email);
  });

  it('stays off while the secret is unset: the form works without a token', async () => {
    const before = verifications.length;
    // A text of its own: the reference API (shared with the other sites) refuses a repeated message.
    expect((await post(off.url, { ...valid, message: 'Turnstile off' })).status).toBe(200);
    expect(verifications.length).toBe(before);
  });

  it('guards the quote list the same way: a refused token sends nothing, an accepted one sends the list', async () => {
    const list = (await (await fetch(`${passing.url}/_api/en/products/?limit=10`)).json()) as {
      results: { slug: string; price: number; discount: number | null }[];
    };
    const product = list.results.find((item) => !item.discount)!;
    const quote = (url: string, token: string) =>
      fetch(`${url}/en/quote`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: url, Accept: 'application/json' },
        body: new URLSearchParams({ ...valid, 'cf-turnstile-response': token, line: `${product.slug}:2:${product.price.toFixed(2)}` }),
      });
    const refused = await quote(failing.url, DUMMY_TOKEN);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: { non_field_errors: string[] } }).errors.non_field_errors).toEqual([texts.en['contact.error.verification']]);
    expect((await quote(passing.url, '')).status).toBe(400);
    const sent = await quote(passing.url, DUMMY_TOKEN);
    expect([sent.status, await sent.json()]).toEqual([200, { status: 'sent' }]);
  });
});
