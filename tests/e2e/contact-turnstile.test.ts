// Turnstile's widget in a real Chromium, with Cloudflare's dummy keys. Its script would come from
// challenges.cloudflare.com: the browser is given a stand-in that renders the dummy token, and
// siteverify is a stand-in too, so nothing leaves the machine.
import { afterAll, describe, expect, it } from 'vitest';
import { TURNSTILE_ORIGIN } from '../../shared/contact/rules.ts';
import { fillContactForm, valid } from '../support/contact-post.ts';
import { hydrated, useSiteAndBrowser } from '../support/site-and-browser.ts';
import { startSiteverifyStub, TURNSTILE_DUMMY } from '../support/turnstile-stub.ts';

const stub = await startSiteverifyStub();
afterAll(stub.close);

const site = useSiteAndBrowser({
  siteVars: { TURNSTILE_SITE_KEY: TURNSTILE_DUMMY.siteKey, TURNSTILE_SECRET_KEY: TURNSTILE_DUMMY.passingSecret, TURNSTILE_VERIFY_URL: stub.url },
});

/** What api.js does with render=explicit, as far as the form sees it: a hidden field with the token. */
const FAKE_API = `window.turnstile = {
  render(element, options) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = options['response-field-name'];
    input.value = ${JSON.stringify(TURNSTILE_DUMMY.token)};
    element.appendChild(input);
    return 'widget-' + options.sitekey;
  },
  remove() {},
};`;

describe('Turnstile in the browser', () => {
  it('loads the widget only on the contact page and sends its token with the message', async () => {
    const page = await site.open();
    const scripts: string[] = [];
    await page.route(`${TURNSTILE_ORIGIN}/**`, (route) => {
      scripts.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: FAKE_API });
    });
    await hydrated(page, `${site.url}/en/about`);
    expect(scripts).toEqual([]);
    // A client-side navigation: the widget comes with the page's own script, not with the HTML.
    await page.locator('a[href="/en/contact"]:visible').first().click();
    await page.waitForURL(`${site.url}/en/contact`);
    await page.locator(`[data-testid=turnstile] input[name="cf-turnstile-response"]`).waitFor({ state: 'attached' });
    expect(scripts).toEqual([`${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`]);
    // No nonce on it (the page has none): the CSP's 'strict-dynamic' trusts what the site's own script adds.
    expect(await page.locator(`script[src^="${TURNSTILE_ORIGIN}"]`).evaluate((script: HTMLScriptElement) => script.nonce)).toBe('');
    await fillContactForm(page, { ...valid, message: 'With Turnstile' });
    await page.getByTestId('contact-submit').click();
    await page.getByRole('dialog').waitFor();
    expect(stub.calls.at(-1)).toEqual({ secret: TURNSTILE_DUMMY.passingSecret, response: TURNSTILE_DUMMY.token });
    await site.closePages();
    expect(site.problems).toEqual([]);
  }, 40_000);
});
