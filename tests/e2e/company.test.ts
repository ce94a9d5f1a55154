// The company pages in a real Chromium against the built site and the reference API: the
// contact form with and without JavaScript (messages land in D1), field errors that clear on
// typing, the success dialog, the certificate lightbox, in az, en and ru, without console errors.
import { describe, expect, it } from 'vitest';
import { texts } from '../support/messages.ts';
import { contactForm, fillContactForm } from '../support/contact-post.ts';
import { hydrated, useSiteAndBrowser } from '../support/site-and-browser.ts';

const site = useSiteAndBrowser({
  own: true,
  // 400 and 413 answers of the contact route are expected (field errors).
  allow: (message) => /Failed to load resource.*(status of (400|413)|ERR_FAILED)/.test(message.text()) && /\/contact$/.test(message.location().url),
});

const { messages } = contactForm(site);
/**
 * The stored contact messages with this text. Other files send to the same upstream meanwhile, and
 * one the upstream could not take at once arrives later from the queue: a message is found by its
 * text, not by its place in the list.
 */
const stored = async (text: string) => (await messages()).filter((message) => message.message === text);

const person = { first_name: 'Leyla', last_name: 'Həsənova', phone: '+994551112233', email: 'leyla@example.az' };

describe('contact form with JavaScript', () => {
  it.each(['az', 'en', 'ru'] as const)('sends a message without a page load in %s; the success dialog OK (or Escape) reloads the page', async (language) => {
    const page = await site.open();
    await hydrated(page, `${site.url}/${language}/contact`);
    const message = `Browser message in ${language}`;
    await fillContactForm(page, { ...person, message });
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await page.getByTestId('contact-submit').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(texts[language]['contact.success.title']);
    expect(await dialog.innerText()).toContain(texts[language]['contact.success.message']);
    expect(navigations).toBe(0);
    await expect.poll(() => stored(message)).toEqual([expect.objectContaining({ ...person, message })]);
    const ok = page.getByTestId('contact-success-ok');
    // The confirm button is green: its background, as sRGB, has green as the strongest channel.
    const [r, g, b] = await ok.evaluate((element) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.fillStyle = getComputedStyle(element).backgroundColor;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data];
    });
    expect(g).toBeGreaterThan(r! + 40);
    expect(g).toBeGreaterThan(b! + 40);
    // The dialog gives OK the focus at once.
    await expect.poll(() => ok.evaluate((element) => element === document.activeElement)).toBe(true);
    if (language === 'en') {
      // By keyboard: the focus stays on OK, and Escape does what OK does.
      for (const key of ['Tab', 'Shift+Tab', 'Tab']) {
        await page.keyboard.press(key);
        expect(await ok.evaluate((element) => element === document.activeElement)).toBe(true);
      }
      await Promise.all([page.waitForEvent('framenavigated'), page.keyboard.press('Escape')]);
    } else await ok.click();
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    expect(navigations).toBeGreaterThan(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.inputValue('[name=first_name]')).toBe('');
    await page.context().close();
  });

  it('shows field errors from a 400 that clear on typing, focuses the first, keeps the phone as typed and disables submit while sending', async () => {
    const page = await site.open();
    await hydrated(page, `${site.url}/en/contact`);
    const before = (await messages()).length;
    await page.fill('[name=first_name]', 'Ann');
    // Nothing typed is dropped: the server's one phone rule judges it (and a spelling like this passes it).
    await page.locator('[name=phone]').pressSequentially('050 123-45-67');
    expect(await page.inputValue('[name=phone]')).toBe('050 123-45-67');
    await page.fill('[name=phone]', '');
    // Hold the answer a moment to see the button disabled.
    await page.route('**/en/contact', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.getByTestId('contact-submit').click();
    await expect.poll(() => page.getByTestId('contact-submit').isDisabled()).toBe(true);
    await page.getByTestId('email-error').waitFor();
    expect(await page.getByTestId('contact-submit').isDisabled()).toBe(false);
    for (const field of ['last_name', 'phone', 'email']) {
      const input = page.locator(`[name=${field}]`);
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      expect(await input.getAttribute('aria-describedby')).toBe(`contact-${field}-error`);
      expect(await page.locator(`#contact-${field}-error`).innerText()).toBe('This field is required.');
    }
    expect(await page.locator('[name=first_name]').getAttribute('aria-invalid')).toBeNull();
    expect(await page.inputValue('[name=first_name]')).toBe('Ann');
    // The focus is on the first wrong field, not on the page.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('last_name');
    await page.locator('[name=email]').pressSequentially('a');
    expect(await page.getByTestId('email-error').count()).toBe(0);
    expect(await page.locator('[name=email]').getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByTestId('phone-error').count()).toBe(1);
    expect((await messages()).length).toBe(before);
    await page.context().close();
  });

  it.each(['az', 'ru'] as const)('in %s, refuses a phone with a letter with the no-JavaScript sentence, the field focused and kept', async (language) => {
    const page = await site.open();
    await hydrated(page, `${site.url}/${language}/contact`);
    await fillContactForm(page, { ...person, phone: '050 12a 45 67', message: 'Phone check' });
    await page.getByTestId('contact-submit').click();
    const error = page.getByTestId('phone-error');
    await error.waitFor();
    expect(await error.innerText()).toBe(texts[language]['contact.error.phone']);
    expect(await page.inputValue('[name=phone]')).toBe('050 12a 45 67');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('phone');
    // (A spelling the rule takes is sent as +994…: tests/worker/contact.test.ts; a sent message here would count against the per-address limit.)
    await page.context().close();
  });

  it('keeps everything typed and shows a translated error when the message cannot be sent', async () => {
    const page = await site.open();
    await hydrated(page, `${site.url}/az/contact`);
    const values = { ...person, message: 'Şəbəkə xətası' };
    await fillContactForm(page, values);
    await page.route('**/az/contact', (route) => route.abort('failed'));
    await page.getByTestId('contact-submit').click();
    const alert = page.getByTestId('contact-alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe(texts.az['contact.error.failed']);
    for (const [field, value] of Object.entries(values)) expect(await page.inputValue(`[name=${field}]`)).toBe(value);
    // A contact message too large for the Worker: refused with a clear error, and the text is not lost.
    await page.unroute('**/az/contact');
    const long = 'x'.repeat(40_000);
    await page.fill('[name=message]', long);
    await page.getByTestId('contact-submit').click();
    await expect.poll(() => alert.innerText()).toBe(texts.az['contact.error.tooLarge']);
    expect((await page.inputValue('[name=message]')).length).toBe(long.length);
    await page.context().close();
  });
});

describe('ask about this product', () => {
  it.each([true, false])('opens the form with the product named in the message (JavaScript: %s), editable', async (javaScriptEnabled) => {
    const { seedData } = await import('../../reference-api/seed/index.ts');
    const product = seedData.products[1]!;
    const page = await site.open({ javaScriptEnabled });
    if (javaScriptEnabled) await hydrated(page, `${site.url}/ru/products/${product.slug}`);
    else await page.goto(`${site.url}/ru/products/${product.slug}`);
    await page.getByTestId('ask-product').click();
    await page.waitForURL(`${site.url}/ru/contact?product=${product.slug}`);
    const expected = texts.ru['contact.productMessage'].replace('{title}', product.title.ru).replace('{url}', `${site.url}/ru/products/${product.slug}`);
    await expect.poll(() => page.inputValue('[name=message]')).toBe(expected);
    await page.fill('[name=message]', 'Edited');
    expect(await page.inputValue('[name=message]')).toBe('Edited');
    await page.context().close();
  });
});

describe('contact form without JavaScript', () => {
  it('answers with the errors and the values kept, then redirects after success; a reload sends nothing twice', async () => {
    const page = await site.open({ javaScriptEnabled: false });
    await page.goto(`${site.url}/ru/contact`);
    await fillContactForm(page, { first_name: 'Иван', email: 'bad' });
    await page.getByTestId('contact-submit').click();
    await page.waitForLoadState();
    expect(await page.inputValue('[name=first_name]')).toBe('Иван');
    expect(await page.inputValue('[name=email]')).toBe('bad');
    expect(await page.getByTestId('email-error').innerText()).toBe(texts.ru['contact.error.email']);
    expect(await page.getByTestId('last_name-error').innerText()).toBe(texts.ru['contact.error.required']);
    const message = 'Без JavaScript';
    await fillContactForm(page, { ...person, message });
    await page.getByTestId('contact-submit').click();
    await page.waitForURL(`${site.url}/ru/contact?sent=1`);
    expect(await page.getByRole('dialog').innerText()).toContain(texts.ru['contact.success.title']);
    await expect.poll(() => stored(message)).toEqual([expect.objectContaining({ ...person, message })]);
    await page.reload();
    expect(await stored(message)).toHaveLength(1);
    await page.getByTestId('contact-success-ok').click();
    await page.waitForURL(`${site.url}/ru/contact`);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });
});

describe('certificates', () => {
  it('loads the lightbox on the first click and closes it with Escape', async () => {
    const page = await site.open();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await hydrated(page, `${site.url}/en/certificates`);
    const before = scripts.length;
    await page.getByTestId('certificate').nth(1).click();
    await page.locator('.yarl__root').waitFor();
    expect(scripts.length).toBeGreaterThan(before);
    await page.locator('.yarl__slide_image').first().waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.yarl__root').waitFor({ state: 'detached' });
    // In Russian every screen-reader label of the lightbox is Russian: no English default is left.
    await hydrated(page, `${site.url}/ru/certificates`);
    await page.getByTestId('certificate').nth(1).click();
    await page.locator('.yarl__slide_image').first().waitFor();
    const labels = await page
      .locator('.yarl__root, .yarl__root *')
      .evaluateAll((elements) =>
        elements.flatMap((element) => [element.getAttribute('aria-label'), element.getAttribute('aria-roledescription')]).filter(Boolean),
      );
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((label) => /[A-Za-z]/.test(label!))).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('.yarl__root').waitFor({ state: 'detached' });
    // Without JavaScript a certificate link opens the image itself.
    expect(await page.getByTestId('certificate').first().getAttribute('href')).toMatch(/^https?:\/\/|^\//);
    await page.context().close();
  });

  it('shows partners, references and about in every language', async () => {
    const page = await site.open();
    for (const language of ['az', 'en', 'ru'] as const) {
      await hydrated(page, `${site.url}/${language}/reference`);
      expect(await page.locator('h1').innerText()).toBe(texts[language]['reference.title']);
      await hydrated(page, `${site.url}/${language}/about`);
      expect(await page.getByTestId('about-features').innerText()).toContain(texts[language]['about.features.payroll']);
    }
    await page.context().close();
  });

  it('logged no console error', () => {
    expect(site.problems).toEqual([]);
  });
});
