// Several /_api calls in one Worker request (GET /_api/{lang}?call=…), as a navigation in the
// browser makes them: each call answered as the single form answers it, in the request's order,
// from the same cache entries; a batch written otherwise than the browser writes it redirected to
// that address; bad batches refused before anything is fetched.
import { describe, expect, it } from 'vitest';
import { API_BATCH_MAX, apiRequestUrl } from '../../shared/data/api-url.ts';
import { fakeProduct, upstreamDefaults } from '../../build/fake-upstream.ts';
import { useSite } from '../support/site-and-browser.ts';

const site = useSite({ upstream: upstreamDefaults(() => [fakeProduct('p1', 'Printer', 10)]) });

const batch = (language: string, calls: string[]) => `${site.url}/_api/${language}?${calls.map((call) => `call=${encodeURIComponent(call)}`).join('&')}`;
const upstreamCalls = () => site.upstream.calls.length;

describe('a batched /_api request', () => {
  it("answers each call in the request's order, a missing product's 404 and a maintenance 503 beside good calls", async () => {
    site.answers['slides/'] = { status: 503, body: { detail: 'Maintenance.' } };
    const asked = await fetch(batch('en', ['products/missing', 'slides/?limit=all', 'products/?limit=4&zz=1', 'categories/?limit=all']), {
      redirect: 'manual',
    });
    // The browser's own address: calls sorted, each reduced to what the site asks.
    expect(asked.status).toBe(301);
    const location = apiRequestUrl('en', ['categories/?limit=all', 'products/?limit=4', 'products/missing', 'slides/?limit=all']);
    expect(asked.headers.get('location')).toBe(location);
    expect(location).toBe('/_api/en?call=categories%2F%3Flimit%3Dall&call=products%2F%3Flimit%3D4&call=products%2Fmissing&call=slides%2F%3Flimit%3Dall');
    const response = await fetch(`${site.url}${location}`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { results } = await response.json();
    expect(results.map((result: { status: number }) => result.status)).toEqual([200, 200, 404, 503]);
    expect(results[2]).toEqual({ status: 404, detail: 'not-found' });
    expect(results[3]).toEqual({ status: 503, detail: 'maintenance' });
    expect(results[1].data.results.map((item: { slug: string }) => item.slug)).toEqual(['p1']);
    expect(results[0].data.results.map((item: { slug: string }) => item.slug)).toEqual(['printers']);
  });

  it('reads the same cache entries as the single form, both ways round, and answers the same JSON', async () => {
    const asked = (category: string) => site.upstream.calls.filter((call) => call.url.searchParams.get('category') === category).length;
    const batched = await (await fetch(`${site.url}${apiRequestUrl('az', ['products/?limit=3&category=shared-entry', 'contact/information/'])}`)).json();
    const single = await (await fetch(`${site.url}/_api/az/products/?category=shared-entry&limit=3`)).json();
    expect(batched.results[1]).toEqual({ status: 200, data: single });
    const other = await (await fetch(`${site.url}/_api/az/products/?category=single-first&limit=3`)).json();
    const after = await (await fetch(batch('az', ['contact/information/', 'products/?category=single-first&limit=3']))).json();
    expect(after.results[1]).toEqual({ status: 200, data: other });
    expect(asked('shared-entry')).toBe(1);
    expect(asked('single-first')).toBe(1);
  });

  it('runs its calls in parallel', async () => {
    site.answers['slides/'] = { body: { count: 0, next: null, previous: null, results: [] }, delayMs: 1000 };
    site.answers['partners/'] = { body: { count: 0, next: null, previous: null, results: [] }, delayMs: 1000 };
    const started = Date.now();
    const { results } = await (await fetch(batch('ru', ['slides/?limit=all', 'partners/?limit=all']))).json();
    expect(results.map((result: { status: number }) => result.status)).toEqual([200, 200]);
    expect(Date.now() - started).toBeLessThan(1800);
  });

  it.each([
    ['no call', '/_api/az', 400, /No call/],
    ['an empty call list', '/_api/az?zz=1', 400, /No call/],
    [
      'too many calls',
      `/_api/az?${Array.from({ length: API_BATCH_MAX + 1 }, (_, i) => `call=${encodeURIComponent(`products/?limit=${i + 1}`)}`).join('&')}`,
      400,
      /Too many calls/,
    ],
    ['a call outside the registry', `/_api/az?call=categories%2F&call=${encodeURIComponent('contact/messages')}`, 400, /Call 2 is no endpoint/],
    ['a bad slug', `/_api/az?call=categories%2F&call=${encodeURIComponent('products/a b')}`, 400, /Call 2 is no endpoint/],
    ['an unknown language', '/_api/de?call=categories%2F&call=slides%2F', 404, /No such language/],
  ])('refuses %s with a clear JSON error and fetches nothing', async (_, path, status, detail) => {
    const before = upstreamCalls();
    const response = await fetch(`${site.url}${path}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.json()).detail).toMatch(detail);
    expect(upstreamCalls()).toBe(before);
  });
});
