// The site's data cache on workerd with real KV, against a scriptable upstream: hit, miss, stale
// refresh, stale-if-error, coalescing, timeout, no caching of errors.
import { describe, expect, it } from 'vitest';
import { FRESH_SECONDS, SWR_SECONDS, TIMEOUT_MS, sleep, until, useDataLayerSite } from '../support/data-layer-site.ts';
import { fakeList, fakeProduct, type Answer } from '../../build/fake-upstream.ts';

const { site, debug, fresh, json, purge } = useDataLayerSite();

describe('cache', () => {
  it('answers a second request from KV without calling the upstream', async () => {
    const query = fresh();
    const first = await json(`products/?${query}`);
    expect(first.status).toBe(200);
    expect(first.timing).toContain('cache;desc="miss=1"');
    expect(first.timing).toMatch(/upstream;dur=\d+;desc="1 call"/);
    const second = await json(`products/?${query}`);
    expect(second.body).toEqual(first.body);
    expect(second.timing).toContain('cache;desc="hit=1"');
    expect(second.timing).toContain('desc="0 calls"');
    // The site's own page size: /_api asks the upstream what the site would.
    expect(site.upstream.count('products/', `limit=10&${query}`)).toBe(1);
  });

  it('keys entries by language and sorted query', async () => {
    const query = fresh();
    await json(`products/?${query}&limit=3`);
    expect((await json(`products/?limit=3&${query}`)).timing).toContain('hit=1');
    const russian = await fetch(`${site.url}/_api/ru/products/?${query}&limit=3`, debug());
    expect(russian.headers.get('server-timing')).toContain('miss=1');
  });

  it('serves a stale entry at once and refreshes it in the background', async () => {
    const query = fresh();
    let title = 'old';
    site.answers['products/'] = () => ({ body: fakeList([fakeProduct('p', title, 1)]) });
    await json(`products/?${query}`);
    title = 'new';
    await sleep((FRESH_SECONDS + 0.2) * 1000);
    const stale = await json(`products/?${query}`);
    expect(stale.body.results[0].title).toBe('old');
    expect(stale.timing).toContain('stale=1');
    await until(() => site.upstream.calls.filter((call) => call.url.search.includes(query)).length === 2);
    await sleep(100);
    const refreshed = await json(`products/?${query}`);
    expect(refreshed.body.results[0].title).toBe('new');
    expect(refreshed.timing).toContain('hit=1');
  });

  /** A product list answered with the title 'old' (its ETag kept), whose upstream then says 'new'. */
  async function answeredThenChanged() {
    const query = fresh();
    let title = 'old';
    site.answers['products/'] = () => ({ body: fakeList([fakeProduct('p', title, 1)]) });
    const first = await fetch(`${site.url}/_api/az/products/?${query}`, debug());
    const etag = first.headers.get('etag')!;
    await first.arrayBuffer();
    title = 'new';
    return { query, etag };
  }

  it('checks a stale entry while a revalidation (If-None-Match) waits: it answers the new data, not a copy due at once', async () => {
    const { query, etag } = await answeredThenChanged();
    await sleep((FRESH_SECONDS + 0.2) * 1000);
    // What the Workers Cache sends when its copy's lifetime ended (while it serves that copy to visitors).
    const revalidation = await fetch(`${site.url}/_api/az/products/?${query}`, { headers: { ...debug().headers, 'If-None-Match': etag } });
    expect(revalidation.status).toBe(200);
    expect(revalidation.headers.get('etag')).not.toBe(etag);
    expect(((await revalidation.json()) as { results: { title: string }[] }).results[0]!.title).toBe('new');
    expect(revalidation.headers.get('server-timing')).not.toContain('stale=');
    expect(site.upstream.calls.filter((call) => call.url.search.includes(query))).toHaveLength(2);
  });

  it('checks an entry past half its lifetime for a revalidation, not for a visitor, so a revalidated answer lives a whole lifetime', async () => {
    const { query, etag } = await answeredThenChanged();
    await sleep((FRESH_SECONDS * 0.5 + 0.1) * 1000);
    const calls = () => site.upstream.calls.filter((call) => call.url.search.includes(query)).length;
    // Still fresh for a visitor: no call.
    const visitor = await fetch(`${site.url}/_api/az/products/?${query}`, debug());
    expect(((await visitor.json()) as { results: { title: string }[] }).results[0]!.title).toBe('old');
    expect(calls()).toBe(1);
    const revalidation = await fetch(`${site.url}/_api/az/products/?${query}`, { headers: { ...debug().headers, 'If-None-Match': etag } });
    expect(((await revalidation.json()) as { results: { title: string }[] }).results[0]!.title).toBe('new');
    expect(calls()).toBe(2);
  });

  it('serves a stale entry when the upstream fails past the revalidation window', async () => {
    const query = fresh();
    site.answers['products/'] = { body: fakeList([fakeProduct('p', 'kept', 1)]) };
    await json(`products/?${query}`);
    site.answers['products/'] = { status: 500, body: { detail: 'boom' } };
    await sleep((FRESH_SECONDS + SWR_SECONDS + 0.2) * 1000);
    const answer = await json(`products/?${query}`);
    expect(answer.status).toBe(200);
    expect(answer.body.results[0].title).toBe('kept');
    expect(answer.timing).toContain('stale-if-error=1');
  });

  it('shares one upstream call among concurrent misses for the same key', async () => {
    const query = fresh();
    site.answers['products/'] = { body: fakeList([fakeProduct('p', 'slow', 1)]), delayMs: 300 };
    const answersReceived = await Promise.all(Array.from({ length: 12 }, () => json(`products/?${query}`)));
    for (const answer of answersReceived) expect(answer.body.results[0].title).toBe('slow');
    expect(site.upstream.calls.filter((call) => call.url.search.includes(query))).toHaveLength(1);
  });

  it('gives up on a slow upstream after the timeout', async () => {
    const query = fresh();
    site.answers['products/'] = { body: fakeList([]), delayMs: TIMEOUT_MS * 4 };
    const started = Date.now();
    const answer = await json(`products/?${query}`);
    expect(answer.status).toBe(502);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 3);
  });

  it.each<[string, Answer, number]>([
    ['a 500', { status: 500, body: { detail: 'boom' } }, 502],
    ['a 503', { status: 503, body: { detail: 'maintenance' } }, 503],
    ['malformed JSON', { raw: '{"count": 1, "results": [' }, 502],
    ['a malformed shape', { body: { count: 'many', results: 'none' } }, 502],
  ])('never caches %s', async (_name, answer, status) => {
    const query = fresh();
    site.answers['products/'] = answer;
    expect((await json(`products/?${query}`)).status).toBe(status);
    site.answers['products/'] = { body: fakeList([fakeProduct('p', 'recovered', 1)]) };
    const next = await json(`products/?${query}`);
    expect(next.status).toBe(200);
    expect(next.body.results[0].title).toBe('recovered');
    expect(site.upstream.calls.filter((call) => call.url.search.includes(query))).toHaveLength(2);
  });

  it('remembers a 404 for a minute, so a flood of requests for one missing product costs one call', async () => {
    const slug = `missing-${fresh().slice('search='.length)}`;
    site.answers[`products/${slug}`] = { status: 404, body: { detail: 'Not found.' } };
    const answers = await Promise.all(Array.from({ length: 20 }, () => json(`products/${slug}`)));
    for (let i = 0; i < 30; i++) answers.push(await json(`products/${slug}`));
    expect(answers.every((answer) => answer.status === 404)).toBe(true);
    expect(site.upstream.count(`products/${slug}`)).toBe(1);
    // A purge of the product retires it like any entry: the product may exist now.
    await purge({ scope: 'product', slug });
    await json(`products/${slug}`);
    expect(site.upstream.count(`products/${slug}`)).toBe(2);
  });

  it('does not store values over the size limit', async () => {
    const query = fresh();
    const big = fakeList(Array.from({ length: 3000 }, (_, index) => fakeProduct(`p${index}`, 'x'.repeat(200), index)));
    site.answers['products/'] = { body: big };
    expect((await json(`products/?${query}`)).body.count).toBe(3000);
    expect((await json(`products/?${query}`)).timing).toContain('miss=1');
    expect(site.upstream.calls.filter((call) => call.url.search.includes(query))).toHaveLength(2);
  });

  it('caches a long search under a hashed key (KV keys stop at 512 bytes)', async () => {
    const query = `search=${'ə'.repeat(1000)}`;
    expect((await json(`products/?${query}`)).status).toBe(200);
    expect((await json(`products/?${query}`)).timing).toContain('hit=1');
  });
});
