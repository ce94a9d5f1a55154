// Durable delivery of contact messages: when the upstream fails, the visitor still gets the
// success, the message waits in the site Worker's queue (Miniflare's), and the same Worker's
// consumer delivers it exactly once, or moves it to the dead-letter queue with one log line.
import { describe, expect, it } from 'vitest';
import { upstreamDefaults } from '../../build/fake-upstream.ts';
import { useSite } from '../support/site-and-browser.ts';

const valid = { first_name: 'Leyla', last_name: 'Həsənova', phone: '+994551112233', email: 'leyla@example.az', message: 'Qiymət təklifi' };

/** How the stand-in upstream takes POST contact/messages. */
type Mode =
  /** 500 to everything. */
  | 'down'
  /** Stores a new id (201); a stored id is "already sent" (400 non_field_errors), as the reference API does. */
  | 'up'
  /** Stores a new id but answers after the site has given up (timeout); then as 'up'. */
  | 'late'
  /** Refuses every message for good (400 with a field error). */
  | 'refuse';

let mode: Mode = 'down';
/** Times each id was stored by the upstream. */
const stored = new Map<string, number>();
const logs: Record<string, unknown>[] = [];

const site = useSite({
  upstream: (url, headers) => {
    if (url.pathname !== '/api/contact/messages') return upstreamDefaults(() => [])(url, headers);
    const key = String(site.upstream.calls.at(-1)!.headers['idempotency-key']);
    if (mode === 'down') return { status: 500, body: { detail: 'Server error.' } };
    if (mode === 'refuse') return { status: 400, body: { email: ['Enter a valid email address.'] } };
    if (stored.has(key)) return { status: 400, body: { non_field_errors: ['This message has already been sent.'] } };
    stored.set(key, (stored.get(key) ?? 0) + 1);
    return { status: 201, body: { id: stored.size }, delayMs: mode === 'late' ? 1500 : 0 };
  },
  siteVars: { UPSTREAM_TIMEOUT_MS: '1000', CONTACT_RETRY_DELAY_SECONDS: '1', CONTACT_DELIVERY_ATTEMPTS: '3' },
  onLog: (line) => {
    try {
      logs.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      // Not one of the Worker's JSON lines (workerd's own output).
    }
  },
});

function send(fields: Record<string, string>, json = true) {
  return fetch(`${site.url}/en/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: site.url,
      'CF-Connecting-IP': `192.0.2.${Math.floor(Math.random() * 250)}`,
      ...(json ? { Accept: 'application/json' } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

/** The id (Idempotency-Key) of the last message the upstream was asked to take. */
const lastId = () => String(site.upstream.calls.filter((call) => call.url.pathname === '/api/contact/messages').at(-1)!.headers['idempotency-key']);
const callsFor = (id: string) => site.upstream.calls.filter((call) => call.headers['idempotency-key'] === id).length;
const logFor = (id: string, text: string) => logs.find((line) => line.id === id && String(line.message).includes(text));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('contact messages while the upstream fails', () => {
  it('shows the success, queues the message, and delivers it exactly once when the upstream is back', async () => {
    mode = 'down';
    const response = await send({ ...valid, message: 'During the outage' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'sent' });
    const id = lastId();
    expect(stored.has(id)).toBe(false);
    // The consumer's first attempt meets the outage too, then the upstream comes back.
    await expect.poll(() => callsFor(id), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    mode = 'up';
    await expect.poll(() => stored.get(id), { timeout: 15_000, interval: 200 }).toBe(1);
    await expect.poll(() => logFor(id, 'delivered from the queue'), { timeout: 5_000 }).toBeTruthy();
    const calls = callsFor(id);
    await sleep(3000);
    expect(callsFor(id)).toBe(calls);
    expect(stored.get(id)).toBe(1);
  }, 40_000);

  it('without JavaScript redirects to the success page while the message waits in the queue', async () => {
    mode = 'down';
    const response = await send({ ...valid, message: 'No-JS during the outage' }, false);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/contact?sent=1');
    const id = lastId();
    mode = 'up';
    await expect.poll(() => stored.get(id), { timeout: 15_000, interval: 200 }).toBe(1);
  }, 30_000);

  it('never stores twice a message the upstream kept but answered too late for', async () => {
    mode = 'late';
    const started = Date.now();
    const response = await send({ ...valid, message: 'Stored, answered late' });
    expect(await response.json()).toEqual({ status: 'sent' });
    expect(Date.now() - started).toBeLessThan(1500);
    const id = lastId();
    mode = 'up';
    // The retry is answered "already sent", which counts as delivered: the message is not sent again.
    await expect
      .poll(() => logFor(id, 'the upstream already had it'), { timeout: 15_000, interval: 200 })
      .toMatchObject({ upstream: ['This message has already been sent.'] });
    await sleep(3000);
    expect(stored.get(id)).toBe(1);
    expect(callsFor(id)).toBe(2);
  }, 30_000);

  it('moves a message the upstream refuses for good to the dead-letter queue, with one JSON log line', async () => {
    mode = 'down';
    expect((await send({ ...valid, message: 'Refused later' })).status).toBe(200);
    const id = lastId();
    mode = 'refuse';
    await expect
      .poll(() => logFor(id, 'dead-letter queue'), { timeout: 15_000, interval: 200 })
      .toMatchObject({
        level: 'error',
        id,
        refused: { email: ['Enter a valid email address.'] },
      });
    const calls = callsFor(id);
    await sleep(3000);
    expect(callsFor(id)).toBe(calls);
    expect(logs.filter((line) => line.id === id && String(line.message).includes('dead-letter queue'))).toHaveLength(1);
  }, 30_000);

  it('moves a message still not taken after the last attempt to the dead-letter queue, with its reason', async () => {
    mode = 'down';
    expect((await send({ ...valid, message: 'Never taken' })).status).toBe(200);
    const id = lastId();
    // CONTACT_DELIVERY_ATTEMPTS=3 with waits of 1 s and 2 s.
    await expect
      .poll(() => logFor(id, 'dead-letter queue'), { timeout: 20_000, interval: 200 })
      .toMatchObject({ level: 'error', id, attempts: 3, reason: 'status 500' });
    expect(callsFor(id)).toBe(4);
  }, 30_000);
});

describe('the reference API and message ids', () => {
  const api = useSite({ site: false });

  function store(id: string, message: string) {
    const body = new FormData();
    for (const [key, value] of Object.entries({ ...valid, message })) body.set(key, value);
    return fetch(`${api.stack.upstreamUrl}/contact/messages`, {
      method: 'POST',
      headers: { 'Idempotency-Key': id, Accept: 'application/json', 'Accept-Language': 'en' },
      body,
    });
  }

  it('stores a message once per id and answers a repeated id as already sent', async () => {
    expect((await store('a1b2c3', 'First try')).status).toBe(201);
    // Even with another text (outside the same-message rule), the id decides.
    const again = await store('a1b2c3', 'Retry with a changed space');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ non_field_errors: ['This message has already been sent. We will get back to you soon.'] });
    const db = await api.stack.api!.getD1Database('DB');
    const rows = (await db.prepare('SELECT message FROM contact_message WHERE delivery_id = ?').bind('a1b2c3').all()).results;
    expect(rows).toEqual([{ message: 'First try' }]);
    expect((await store('x'.repeat(101), 'Bad id')).status).toBe(400);
  });
});
