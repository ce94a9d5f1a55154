// Delivery of a contact message to the upstream: first from the contact route while the visitor
// waits, then, when the upstream could not take it, from this Worker's queue consumer with
// retries and growing waits. Every contact message carries its own id (sent as Idempotency-Key), so an
// upstream that stored a contact message but answered too late never gets it twice.
import type { MessageBatch } from '@cloudflare/workers-types';
import { CONTACT_MESSAGES_PATH } from '../../shared/data/endpoints.ts';
import { CONTACT_FIELDS, type ContactErrors } from '../../shared/contact/rules.ts';
import { readConfig } from '../core/config.ts';
import type { Env, QueuedContact } from '../core/env.ts';
import { log } from '../core/log.ts';
import { postUpstream } from '../upstream/client.ts';

export type Delivery =
  | { kind: 'delivered' }
  /** A 400: the upstream refuses this contact message as it is; `errors` is its body when readable. */
  | { kind: 'refused'; errors?: ContactErrors }
  /** 5xx, 503 in maintenance, another status, a timeout or a network failure: worth trying again. */
  | { kind: 'failed'; reason: string };

/** Cloudflare Queues' longest retry delay. */
const MAX_RETRY_DELAY_SECONDS = 12 * 60 * 60;

export async function deliver(env: Env, contact: QueuedContact): Promise<Delivery> {
  const body = new FormData();
  for (const field of CONTACT_FIELDS) body.set(field, contact.values[field]);
  const response = await postUpstream(readConfig(env), CONTACT_MESSAGES_PATH, contact.language, body, { 'Idempotency-Key': contact.id }).catch(String);
  if (typeof response === 'string') return { kind: 'failed', reason: response };
  // A 400 body that cannot be read leaves the refusal without errors.
  if (response.status === 400) return { kind: 'refused', errors: pickErrors(await response.json().catch(() => undefined)) };
  await response.body?.cancel();
  return response.ok ? { kind: 'delivered' } : { kind: 'failed', reason: `status ${response.status}` };
}

/** The upstream's 400 body as field errors: only known keys, only lists of strings. */
function pickErrors(body: unknown): ContactErrors | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const errors: ContactErrors = {};
  for (const key of [...CONTACT_FIELDS, 'non_field_errors'] as const) {
    const value = (body as Record<string, unknown>)[key];
    const list = (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
    if (list.length > 0) errors[key] = list;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** The queue consumer: each queue message's contact message delivered, retried later, or moved to the dead-letter queue with one log line. */
export async function deliverQueued(batch: MessageBatch<QueuedContact>, env: Env): Promise<void> {
  const { contactAttempts: attempts, contactRetryDelaySeconds: firstDelay } = readConfig(env);
  await Promise.all(
    batch.messages.map(async (queued) => {
      const { id } = queued.body;
      const delivery = await deliver(env, queued.body);
      // A refusal with only `non_field_errors` is the upstream's "this message has already been sent"
      // (the fields were checked before the contact message was queued): a retry of one it stored.
      const { non_field_errors: words, ...fields } = (delivery.kind === 'refused' && delivery.errors) || {};
      const already = Object.keys(fields).length === 0 ? words : undefined;
      if (delivery.kind === 'delivered' || already) {
        // The upstream's own words go in the line, so that a refusal taken for "already sent" shows.
        const how = already ? ' (the upstream already had it)' : '';
        log('info', `Contact message delivered from the queue${how}`, { id, attempts: queued.attempts, upstream: already });
        return queued.ack();
      }
      if (delivery.kind === 'failed' && queued.attempts < attempts) {
        const delaySeconds = Math.min(firstDelay * 2 ** (queued.attempts - 1), MAX_RETRY_DELAY_SECONDS);
        log('info', 'Contact message not delivered yet', { id, attempts: queued.attempts, reason: delivery.reason, retryInSeconds: delaySeconds });
        return queued.retry({ delaySeconds });
      }
      try {
        await env.CONTACT_DEAD_LETTERS.send(queued.body);
      } catch (error) {
        // Not acknowledged: the queue tries it again, and Cloudflare's own max_retries sends it to the dead-letter queue.
        log('error', 'Contact message could not be moved to the dead-letter queue', { id, error: String(error) });
        return queued.retry({ delaySeconds: firstDelay });
      }
      log('error', 'Contact message moved to the dead-letter queue', {
        id,
        attempts: queued.attempts,
        ...(delivery.kind === 'refused' ? { refused: delivery.errors ?? 'unreadable 400' } : { reason: delivery.reason }),
      });
      queued.ack();
    }),
  );
}
