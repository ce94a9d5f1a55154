// Calls to the upstream catalogue API against a stand-in on 127.0.0.1: what each call carries
// (docs/upstream-contract.md) and how each failure is told apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamError } from '../../shared/data/errors.ts';
import { startFakeUpstream, type Answer, type FakeUpstream } from '../../build/fake-upstream.ts';
import { readConfig } from '../core/config.ts';
import { fetchUpstream, postUpstream } from './client.ts';

let upstream: FakeUpstream;
let answer: Answer = {};
beforeAll(async () => {
  upstream = await startFakeUpstream(() => answer);
});
afterAll(() => upstream.close());

const get = ({ url = upstream.url, timeoutMs = 2000, validators }: { url?: string; timeoutMs?: number; validators?: { etag?: string } } = {}) =>
  fetchUpstream({ upstreamUrl: url, upstreamTimeoutMs: timeoutMs }, 'products/', { category: ['a', 'b'], search: null, page: 2 }, 'ru', validators);

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe('fetchUpstream', () => {
  it('asks in the page language with repeated keys for arrays and no null values, and keeps the validators', async () => {
    answer = { body: { count: 0, results: [] }, headers: { ETag: '"v1"', 'Last-Modified': 'Fri, 27 Nov 2026 03:00:00 GMT' } };
    expect(await get()).toEqual({
      notModified: false,
      value: { count: 0, results: [] },
      validators: { etag: '"v1"', lastModified: 'Fri, 27 Nov 2026 03:00:00 GMT' },
    });
    const call = upstream.calls.at(-1)!;
    expect(call.url.pathname + call.url.search).toBe('/api/products/?category=a&category=b&page=2');
    expect(call.headers['accept-language']).toBe('ru');
    expect(call.headers['content-type']).toBe('application/json');
  });

  it('sends the validators it holds and takes a 304 as "not modified", but only for a conditional GET', async () => {
    answer = { status: 304, raw: '' };
    expect(await get({ validators: { etag: '"v1"' } })).toEqual({ notModified: true });
    expect(upstream.calls.at(-1)!.headers['if-none-match']).toBe('"v1"');
    expect((await failure(get())).kind).toBe('upstream');
  });

  it('tells maintenance, not found, a refused request, unreadable JSON and a timeout apart', async () => {
    answer = { status: 503, body: {} };
    expect((await failure(get())).kind).toBe('maintenance');
    answer = { status: 404, body: { detail: 'Not found.' } };
    expect((await failure(get())).kind).toBe('not-found');
    answer = { status: 400, body: { page: ['Invalid page.'] } };
    const refused = await failure(get());
    expect([refused.kind, refused.status]).toEqual(['invalid-request', 400]);
    answer = { raw: '{"count": ' };
    expect((await failure(get())).kind).toBe('upstream');
    answer = { body: {}, delayMs: 500 };
    const late = await failure(get({ timeoutMs: 100 }));
    expect([late.kind, late.message]).toEqual(['upstream', expect.stringContaining('timed out after 100 ms')]);
  });

  it('calls an unreachable upstream an upstream error', async () => {
    expect((await failure(get({ url: 'http://127.0.0.1:9/api' }))).message).toContain('unreachable');
  });
});

describe('postUpstream', () => {
  it('posts the form once in the language with the headers it is given', async () => {
    answer = { status: 201, body: {} };
    const before = upstream.calls.length;
    const body = new FormData();
    body.set('first_name', 'Aysel');
    const config = readConfig({ UPSTREAM_URL: upstream.url, UPSTREAM_TIMEOUT_MS: '2000' } as never);
    const response = await postUpstream(config, 'contact/', 'az', body, { 'Idempotency-Key': 'id-1' });
    expect(response.status).toBe(201);
    expect(upstream.calls.length).toBe(before + 1);
    const call = upstream.calls.at(-1)!;
    expect([call.method, call.url.pathname, call.headers['accept-language'], call.headers['idempotency-key']]).toEqual(['POST', '/api/contact/', 'az', 'id-1']);
  });
});
