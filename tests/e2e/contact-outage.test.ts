// The contact form in a real Chromium while the company's API is down: the visitor sees the
// normal success, with and without JavaScript, and the message arrives once the API is back.
// And past the per-address limit: the translated message, with everything typed kept.
import { describe, expect, it } from 'vitest';
import { texts } from '../support/messages.ts';
import { upstreamDefaults } from '../../build/fake-upstream.ts';
import { fillContactForm, startOfALimitWindow } from '../support/contact-post.ts';
import { hydrated, useSiteAndBrowser } from '../support/site-and-browser.ts';

let down = true;
/** Messages the stand-in upstream stored, by id (Idempotency-Key). */
const stored = new Map<string, number>();

const site = useSiteAndBrowser({
  upstream: (url, headers) => {
    if (url.pathname !== '/api/contact/messages') return upstreamDefaults(() => [])(url, headers);
    if (down) return { status: 503, body: { detail: 'Maintenance.' } };
    const id = String(site.upstream.calls.at(-1)!.headers['idempotency-key']);
    stored.set(id, (stored.get(id) ?? 0) + 1);
    return { status: 201, body: {} };
  },
  siteVars: { CONTACT_RETRY_DELAY_SECONDS: '1' },
});

const person = { first_name: 'Leyla', last_name: 'Həsənova', phone: '+994551112233', email: 'leyla@example.az' };

/** Ids of the messages sent to the upstream while it was down. */
const triedIds = () =>
  new Set(site.upstream.calls.filter((call) => call.url.pathname === '/api/contact/messages').map((call) => String(call.headers['idempotency-key'])));

/** The message sent since `before` was tried while the upstream was down; once it is back, it arrives once. */
async function arrivesOnceBack(before: Set<string>) {
  const [id] = [...triedIds()].filter((item) => !before.has(item));
  expect(id).toBeDefined();
  down = false;
  await expect.poll(() => stored.get(id!), { timeout: 15_000, interval: 250 }).toBe(1);
}

describe('the contact form during an outage of the upstream', () => {
  it('with JavaScript shows the success dialog, and the message arrives once when the upstream is back', async () => {
    down = true;
    const before = triedIds();
    const page = await site.open();
    await hydrated(page, `${site.url}/en/contact`);
    await fillContactForm(page, { ...person, message: 'Sent during the outage' });
    await page.getByTestId('contact-submit').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(texts.en['contact.success.message']);
    expect(await page.getByTestId('contact-alert').count()).toBe(0);
    await arrivesOnceBack(before);
    await page.context().close();
  }, 40_000);

  it('without JavaScript lands on the success page, and the message arrives once when the upstream is back', async () => {
    down = true;
    const before = triedIds();
    const page = await site.open({ javaScriptEnabled: false });
    await page.goto(`${site.url}/az/contact`);
    await fillContactForm(page, { ...person, message: 'JavaScript olmadan, kəsinti zamanı' });
    await page.getByTestId('contact-submit').click();
    await page.waitForURL(`${site.url}/az/contact?sent=1`);
    expect(await page.getByRole('dialog').innerText()).toContain(texts.az['contact.success.message']);
    await arrivesOnceBack(before);
    await page.context().close();
  }, 40_000);
});

describe('the per-address limit in the browser', () => {
  it.each([true, false])(
    'past the limit shows the translated message and keeps everything typed (JavaScript: %s)',
    async (javaScriptEnabled) => {
      down = false;
      const ip = javaScriptEnabled ? '203.0.113.50' : '203.0.113.51';
      await startOfALimitWindow();
      for (let i = 0; i < 5; i++) {
        const response = await fetch(`${site.url}/ru/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url, 'CF-Connecting-IP': ip, Accept: 'application/json' },
          body: new URLSearchParams({ ...person, message: `Earlier message ${i}` }),
        });
        expect(response.status).toBe(200);
      }
      const page = await site.open({
        javaScriptEnabled,
        allow: (message) => /status of 429/.test(message.text()),
      });
      // The browser's posts come from the same address as the five before.
      await page.route('**/ru/contact', (route) =>
        route.request().method() === 'POST' ? route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': ip } }) : route.continue(),
      );
      if (javaScriptEnabled) await hydrated(page, `${site.url}/ru/contact`);
      else await page.goto(`${site.url}/ru/contact`);
      const typed = { ...person, message: 'Шестое сообщение за минуту' };
      await fillContactForm(page, typed);
      await page.getByTestId('contact-submit').click();
      const alert = page.getByTestId('contact-alert');
      await alert.waitFor();
      expect(await alert.innerText()).toBe(texts.ru['contact.error.limited']);
      for (const [field, value] of Object.entries(typed)) expect(await page.inputValue(`[name=${field}]`)).toBe(value);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await page.context().close();
    },
    60_000,
  );
});

describe('all of the above', () => {
  it('shows no console error on the way', async () => {
    await site.closePages();
    expect(site.problems).toEqual([]);
  });
});
