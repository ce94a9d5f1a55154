// npm run bench:contact: prints, without asserting, whether contact messages survive a bad
// upstream. 300 seeded messages (each from its own address, so the rate limit stays out of it)
// go to the built site on Miniflare while a stand-in upstream fails a random third of its calls
// (500, 503, a reset connection, or storing the message but answering after the site gave up)
// and is down altogether while the middle third is sent (a few seconds, so the queue's retries
// meet the outage too); then it recovers. Once the queue has
// drained it prints sent, queued, delivered, duplicates and lost (target: 300, 0, 0).
// Traffic goes only to 127.0.0.1.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startStack } from '../build/local-stack.ts';
import { seededRandom } from './seeded-random.ts';
import { inPool } from './pool.ts';

const MESSAGES = Number(process.env.BENCH_CONTACT_MESSAGES || 300);
const SEED = Number(process.env.BENCH_CONTACT_SEED || 12);
const CONCURRENCY = 8;
/** Each sender's pause between messages: about 30 messages a second, so the outage lasts a few seconds. */
const PAUSE_MS = 250;
/** The site gives up on the upstream after this long; a "late" answer comes after it. */
const TIMEOUT_MS = 500;
/** How long to wait for the queue to drain before counting what is missing as lost. */
const DRAIN_LIMIT_MS = 180_000;

async function formOf(request: IncomingMessage): Promise<FormData> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new Response(Buffer.concat(chunks), { headers: { 'Content-Type': request.headers['content-type'] ?? '' } }).formData();
}

// The same failures in the same order for the same seed.
const roll = seededRandom(SEED);
/** Times each message text was stored: more than once is a duplicate the visitor's company would see. */
const stored = new Map<string, number>();
const storedIds = new Set<string>();
let down = false;
const upstreamAnswers = { ok: 0, failed: 0, alreadySent: 0 };

const upstream = createServer(async (request, response) => {
  if (request.method !== 'POST' || !request.url?.startsWith('/api/contact/messages')) {
    response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"detail":"Not found."}');
    return;
  }
  const form = await formOf(request);
  const id = String(request.headers['idempotency-key'] ?? '');
  const text = String(form.get('message'));
  const answer = (status: number, body: unknown) => response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  const store = () => {
    storedIds.add(id);
    stored.set(text, (stored.get(text) ?? 0) + 1);
  };
  if (down) {
    upstreamAnswers.failed++;
    return answer(503, { detail: 'Maintenance.' });
  }
  if (storedIds.has(id)) {
    upstreamAnswers.alreadySent++;
    return answer(400, { non_field_errors: ['This message has already been sent.'] });
  }
  const dice = roll();
  if (dice < 1 / 3) {
    upstreamAnswers.failed++;
    const kind = Math.floor(dice * 3 * 4);
    if (kind === 0) return answer(500, { detail: 'Server error.' });
    if (kind === 1) return answer(503, { detail: 'Maintenance.' });
    if (kind === 2) return void request.socket.destroy();
    store();
    setTimeout(() => answer(201, { id }), TIMEOUT_MS * 2);
    return;
  }
  upstreamAnswers.ok++;
  store();
  answer(201, { id });
});
await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/api`;

let queued = 0;
let deadLetters = 0;
const stack = await startStack({
  persistDir: false,
  port: 0,
  upstreamUrl,
  siteVars: { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS), CONTACT_RETRY_DELAY_SECONDS: '1', CONTACT_DELIVERY_ATTEMPTS: '10' },
  onLog: (line) => {
    if (line.includes('Contact message queued')) queued++;
    if (line.includes('dead-letter queue')) deadLetters++;
  },
});

const answers = new Map<number, number>();
const started = performance.now();
await inPool(MESSAGES, CONCURRENCY, async (index) => {
  // Down while the middle third is sent.
  if (index === Math.floor(MESSAGES / 3)) down = true;
  if (index === Math.floor((2 * MESSAGES) / 3)) down = false;
  const response = await fetch(`${stack.siteUrl}/en/contact`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
      Origin: stack.siteUrl!,
      'CF-Connecting-IP': `10.12.${index >> 8}.${index & 255}`,
    },
    body: new URLSearchParams({
      first_name: 'Bench',
      last_name: 'Visitor',
      phone: `+99450${String(index).padStart(7, '0')}`,
      email: `visitor${index}@example.az`,
      message: `Bench message #${index}`,
    }),
  });
  await response.arrayBuffer();
  answers.set(index, response.status);
  await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
});
const sendSeconds = (performance.now() - started) / 1000;
const sent = [...answers.values()].filter((status) => status === 200).length;

const deadline = Date.now() + DRAIN_LIMIT_MS;
while (stored.size + deadLetters < sent && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
const drainSeconds = (performance.now() - started) / 1000;
// Late retries of messages already stored would show as duplicates: give them a moment.
await new Promise((resolve) => setTimeout(resolve, 3000));

const delivered = stored.size;
const duplicates = [...stored.values()].reduce((sum, times) => sum + times - 1, 0);
const lost = sent - delivered - deadLetters;
console.log(
  `contact bench: ${MESSAGES} messages, seed ${SEED}, a third of upstream calls failing, upstream down while messages #${Math.floor(MESSAGES / 3)}–#${Math.floor((2 * MESSAGES) / 3) - 1} were sent`,
);
console.table({
  sent: { count: sent, note: 'visitor saw the success' },
  failed: { count: MESSAGES - sent, note: 'visitor saw an error (nothing sent, text kept)' },
  queued: { count: queued, note: 'upstream failed at once; handed to the queue' },
  delivered: { count: delivered, note: 'distinct messages the upstream stored' },
  duplicates: { count: duplicates, note: 'messages stored more than once' },
  lost: { count: lost, note: 'neither delivered nor in the dead-letter queue' },
  deadLetters: { count: deadLetters, note: 'moved to the dead-letter queue' },
});
console.log(
  `upstream answers: ${upstreamAnswers.ok} stored at once, ${upstreamAnswers.failed} failed, ${upstreamAnswers.alreadySent} "already sent"; ` +
    `sending took ${sendSeconds.toFixed(1)} s, all delivered after ${drainSeconds.toFixed(1)} s`,
);

await stack.close();
await new Promise<void>((resolve) => upstream.close(() => resolve()));
