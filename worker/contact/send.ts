// The steps every contact message takes once its fields are valid, the contact form's and the quote
// list's alike: the per-address rate limit, Turnstile when configured, then the upstream, or the
// durable queue when the upstream cannot take it (never lost). `respond` words each outcome as
// its route answers.
import type { Context } from 'hono';
import type { ContactResult, ContactValues } from '../../shared/contact/rules.ts';
import type { Language } from '../../shared/constants.ts';
import { translate, type MessageKey } from '../../shared/i18n/intl.ts';
import { readConfig, turnstileSiteKey } from '../core/config.ts';
import type { QueuedContact, WorkerEnv } from '../core/env.ts';
import { log } from '../core/log.ts';
import { deliver } from './delivery.ts';
import { verifyTurnstile } from './turnstile.ts';
import { normalizeContact } from './validate.ts';

/** The period of CONTACT_RATE_LIMIT in wrangler.toml: how long a visitor over the limit waits at most. */
const RATE_LIMIT_PERIOD_SECONDS = 60;

export type Respond = (result: ContactResult, status: number, headers?: Record<string, string>) => Response | Promise<Response>;

export interface Outgoing {
  /** The fields as the visitor typed them, for an answer that gives them back. */
  values: ContactValues;
  /** The fields the upstream gets (the quote route writes its table into the contact message's text). */
  contact: ContactValues;
  turnstile: string;
}

export async function sendContact(c: Context<WorkerEnv>, language: Language, { values, contact, turnstile }: Outgoing, respond: Respond): Promise<Response> {
  const refusal = (key: MessageKey) => ({ non_field_errors: [translate(language, key)] });
  const failed: ContactResult = { status: 'failed', values, errors: refusal('contact.error.failed') };
  const ip = c.req.header('cf-connecting-ip');
  // Counted only for contact messages about to be sent, so a visitor correcting typing mistakes is never limited.
  const { success } = await c.env.CONTACT_RATE_LIMIT.limit({ key: `contact:${ip ?? 'unknown'}` });
  if (!success) {
    return respond({ status: 'limited', values, errors: refusal('contact.error.limited') }, 429, { 'Retry-After': String(RATE_LIMIT_PERIOD_SECONDS) });
  }
  if (turnstileSiteKey(c.env) && !(await verifyTurnstile(c.env, turnstile, ip, readConfig(c.env).upstreamTimeoutMs))) {
    return respond({ status: 'invalid', values, errors: refusal('contact.error.verification') }, 400);
  }
  const queued: QueuedContact = { id: crypto.randomUUID(), language, values: normalizeContact(contact), receivedAt: new Date().toISOString() };
  const delivery = await deliver(c.env, queued);
  if (delivery.kind === 'delivered') return respond({ status: 'sent' }, 200);
  if (delivery.kind === 'refused') {
    if (delivery.errors) return respond({ status: 'invalid', values, errors: delivery.errors }, 400);
    log('error', 'Contact message refused by the upstream with an unreadable 400', { id: queued.id });
    return respond(failed, 502);
  }
  try {
    await c.env.CONTACT_QUEUE.send(queued);
  } catch (error) {
    log('error', `Contact message neither sent (${delivery.reason}) nor queued: ${String(error)}`, { id: queued.id });
    return respond(failed, 502);
  }
  log('info', `Contact message queued: ${delivery.reason}`, { id: queued.id });
  return respond({ status: 'sent' }, 200);
}
