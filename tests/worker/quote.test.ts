// The quote list's route (POST /{lang}/quote): the contact path's checks, limit and queue, every
// line checked against the catalogue (unknown product, bad quantity, too many lines, a price that
// is not the catalogue's: refused with a sentence per line), and the company's message a table
// with the catalogue's prices and the total in AZN. On the reference API (its D1 keeps what it
// received) and on a stand-in upstream whose contact endpoint fails, then recovers.
import { describe, expect, it } from 'vitest';
import { QUOTE_LINE_FIELD } from '../../shared/contact/quote-rules.ts';
import { discountedPrice } from '../../shared/format/price.ts';
import { contactForm, from, startOfALimitWindow, valid } from '../support/contact-post.ts';
import { fakeProduct, upstreamDefaults } from '../../build/fake-upstream.ts';
import { texts } from '../support/messages.ts';
import { useSite } from '../support/site-and-browser.ts';

const site = useSite({ own: true });
const { post: postContact, messages } = contactForm(site);

interface Answer {
  status: string;
  errors?: Record<string, string[]>;
  lines?: (string | null)[];
}

function postQuote(base: string, language: string, lines: string[], fields: Record<string, string> = valid, ip?: string) {
  const body = new URLSearchParams(fields);
  for (const line of lines) body.append(QUOTE_LINE_FIELD, line);
  return fetch(`${base}/${language}/quote`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', ...from(base, ip) },
    body,
  });
}

/** Two products of the demo catalogue with their unit prices now (discount applied), as the quote page reads them. */
async function twoProducts(language = 'en') {
  const results: { slug: string; title: string; price: number; discount: number | null }[] = [];
  for (let page = 1; page <= 6 && !(results.some((item) => item.discount) && results.some((item) => !item.discount)); page++) {
    const answer = await fetch(`${site.url}/_api/${language}/products/?limit=10${page > 1 ? `&page=${page}` : ''}`);
    results.push(...((await answer.json()) as { results: typeof results }).results);
  }
  const discounted = results.find((item) => item.discount);
  const plain = results.find((item) => !item.discount);
  expect(discounted && plain).toBeTruthy();
  return [discounted!, plain!].map((item) => ({ ...item, unit: discountedPrice(item.price, item.discount) }));
}

describe('a quote list', () => {
  it('reaches the company as a table with the catalogue’s unit prices, amounts and the total in AZN', async () => {
    const [a, b] = await twoProducts();
    const response = await postQuote(site.url, 'en', [`${a!.slug}:2:${a!.unit.toFixed(2)}`, `${b!.slug}:1:${b!.unit.toFixed(2)}`], {
      ...valid,
      message: 'For a café with two tills.',
    });
    expect([response.status, await response.json()]).toEqual([200, { status: 'sent' }]);
    const stored = String((await messages()).at(-1)!.message);
    const total = Math.round((a!.unit * 2 + b!.unit) * 100) / 100;
    expect(stored.split('\n').slice(0, 6)).toEqual([
      'Quote request from the website: 2 products',
      '',
      '# | Product | Code | Qty | Unit price | Amount',
      '--- | --- | --- | --- | --- | ---',
      expect.stringMatching(new RegExp(`^1 \\| .+ \\| ${a!.slug} \\| 2 \\| ₼[\\d,]+\\.\\d\\d \\| ₼[\\d,]+\\.\\d\\d$`)),
      expect.stringMatching(new RegExp(`^2 \\| .+ \\| ${b!.slug} \\| 1 \\| `)),
    ]);
    expect(stored).toContain(`Total: ₼${total.toLocaleString('en', { minimumFractionDigits: 2 })} (AZN)`);
    expect(stored).toMatch(/Note from the customer:\nFor a café with two tills\.$/);
  });

  it('refuses a tampered price with the catalogue’s price in the line’s sentence, and sends nothing', async () => {
    const [a, b] = await twoProducts('ru');
    const before = (await messages()).length;
    const response = await postQuote(site.url, 'ru', [`${a!.slug}:1:1.00`, `${b!.slug}:3:${b!.unit.toFixed(2)}`]);
    const body = (await response.json()) as Answer;
    expect(response.status).toBe(400);
    expect(body.status).toBe('invalid');
    expect(body.lines![0]).toContain(`Цена товара «${a!.title}» теперь`);
    expect(body.lines![1]).toBeNull();
    expect(body.errors!.non_field_errors).toEqual([texts.ru['quote.error.lines']]);
    expect((await messages()).length).toBe(before);
  });

  it('refuses unknown products, quantities of 0, negative, fractional or over 999, and repeats, each with its own sentence', async () => {
    const [a, b] = await twoProducts();
    const price = a!.unit.toFixed(2);
    const sent = [
      `no-such-product:1:${price}`,
      `${a!.slug}:0:${price}`,
      `${a!.slug}:-1:${price}`,
      `${a!.slug}:1.5:${price}`,
      `${a!.slug}:1000:${price}`,
      'not a line',
      `${b!.slug}:2:${b!.unit.toFixed(2)}`,
      `${b!.slug}:1:${b!.unit.toFixed(2)}`,
    ];
    const response = await postQuote(site.url, 'en', sent);
    const body = (await response.json()) as Answer;
    expect(response.status).toBe(400);
    const quantity = 'The quantity must be a whole number from 1 to 999.';
    expect(body.lines).toEqual([
      'This product (no-such-product) is no longer in the catalogue: remove it from the list.',
      quantity,
      quantity,
      quantity,
      quantity,
      'This line cannot be read: “not a line”.',
      null,
      'This product is in the list twice.',
    ]);
  });

  it('refuses an empty list and one over 30 lines, and checks the visitor’s fields as the contact form does', async () => {
    const empty = (await (await postQuote(site.url, 'az', [])).json()) as Answer;
    expect(empty.errors!.non_field_errors).toEqual([texts.az['quote.error.empty']]);
    const [a] = await twoProducts();
    const many = Array.from({ length: 31 }, () => `${a!.slug}:1:${a!.unit.toFixed(2)}`);
    const tooMany = await postQuote(site.url, 'en', many);
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as Answer).errors!.non_field_errors).toEqual(['A quote list takes up to 30 products; yours has 31.']);
    const fields = await postQuote(site.url, 'en', [`${a!.slug}:1:${a!.unit.toFixed(2)}`], { ...valid, email: 'not-an-address', first_name: '' });
    const errors = ((await fields.json()) as Answer).errors!;
    expect([errors.email, errors.first_name]).toEqual([[texts.en['contact.error.email']], [texts.en['contact.error.required']]]);
  });

  it('counts toward the contact form’s rate limit of the same address, and refuses a cross-site post', async () => {
    const [a] = await twoProducts();
    const ip = '203.0.113.39';
    await startOfALimitWindow();
    for (let i = 1; i <= 5; i++) expect((await postContact('en', { ...valid, message: `Limit ${i}` }, { json: true, ip })).status).toBe(200);
    const limited = await postQuote(site.url, 'en', [`${a!.slug}:1:${a!.unit.toFixed(2)}`], valid, ip);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as Answer).errors!.non_field_errors).toEqual([texts.en['contact.error.limited']]);
    const crossSite = await fetch(`${site.url}/en/quote`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      body: new URLSearchParams({ ...valid, [QUOTE_LINE_FIELD]: `${a!.slug}:1:${a!.unit.toFixed(2)}` }),
    });
    expect(crossSite.status).toBe(403);
    await crossSite.text();
  }, 45_000);
});

describe('a quote list while the upstream cannot take messages', () => {
  let down = true;
  const stored = new Map<string, number>();
  const outage = useSite({
    upstream: (url, headers) => {
      if (url.pathname !== '/api/contact/messages')
        return upstreamDefaults(() => [{ ...fakeProduct('t15', 'T15 terminal', 1390), discount: 10 }])(url, headers);
      if (down) return { status: 503, body: { detail: 'Maintenance.' } };
      const key = String(outage.upstream.calls.at(-1)!.headers['idempotency-key']);
      if (stored.has(key)) return { status: 400, body: { non_field_errors: ['This message has already been sent.'] } };
      stored.set(key, 1);
      return { status: 201, body: { id: stored.size } };
    },
    siteVars: { CONTACT_RETRY_DELAY_SECONDS: '1', CONTACT_DELIVERY_ATTEMPTS: '5' },
  });

  it('is queued, told sent, and delivered once when the upstream is back: never lost', async () => {
    const response = await postQuote(outage.url, 'en', ['t15:3:1251.00']);
    expect([response.status, await response.json()]).toEqual([200, { status: 'sent' }]);
    const posts = () => outage.upstream.calls.filter((call) => call.url.pathname === '/api/contact/messages');
    const id = String(posts().at(-1)!.headers['idempotency-key']);
    expect(stored.has(id)).toBe(false);
    await expect.poll(() => posts().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    down = false;
    await expect.poll(() => stored.get(id), { timeout: 15_000, interval: 200 }).toBe(1);
    expect(posts().every((call) => call.headers['idempotency-key'] === id)).toBe(true);
  }, 40_000);
});
