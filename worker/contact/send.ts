// The path every contact message takes, the contact form's and the quote list's alike: the body
// read; a bot that filled the hidden field gets the answer a person gets and learns nothing; the
// upstream's rules for the five fields, checked here so that obvious errors never leave the Worker;
// what the route adds (the quote list's checked lines); the per-address rate limit; Turnstile when
// configured; then the upstream, or the durable queue when the upstream cannot take it (never
// lost). `respond` words each outcome as its route answers.
import type { Context, Handler } from 'hono';
import type { QuoteResult } from '../../shared/contact/quote-rules.ts';
import { emptyValues, type ContactErrors, type ContactValues } from '../../shared/contact/rules.ts';
import type { Language } from '../../shared/constants.ts';
import { translate, type MessageKey } from '../../shared/i18n/intl.ts';
import { readConfig, turnstileSiteKey } from '../core/config.ts';
import type { QueuedContact, WorkerEnv } from '../core/env.ts';
import { log } from '../core/log.ts';
import { deliver } from './delivery.ts';
import { readForm, type ReadForm } from './read-form.ts';
import { verifyTurnstile } from './turnstile.ts';
import { normalizeContact, validateContact } from './validate.ts';

/** The period of CONTACT_RATE_LIMIT in wrangler.toml: how long a visitor over the limit waits at most. */
const RATE_LIMIT_PERIOD_SECONDS = 60;

/** `headers`: no-store (a contact message's answer is the sender's alone), and what the outcome adds. */
type Respond = (c: Context<WorkerEnv>, language: Language, result: QuoteResult, status: number, headers: Record<string, string>) => Promise<Response>;

type Answer = { result: QuoteResult; status: number };
/** What a route adds to a readable form (it may add field `errors`): the fields the upstream gets, or its own answer. */
type Compose = (c: Context<WorkerEnv>, language: Language, form: ReadForm & { ok: true }, errors: ContactErrors) => Promise<ContactValues | Answer>;

export function contactPost(respond: Respond, compose: Compose = async (_c, _language, form) => form.values): Handler<WorkerEnv> {
  return async (c) => {
    const language = c.get('language');
    if (!language) return c.text('Not Found', 404);
    const answer = (result: QuoteResult, status: number, headers = {}) => respond(c, language, result, status, { 'Cache-Control': 'no-store', ...headers });
    const refusal = (key: MessageKey) => ({ non_field_errors: [translate(language, key)] });
    const form = await readForm(c.req.raw);
    if (!form.ok) return answer({ status: 'refused', values: emptyValues(), errors: refusal(form.key) }, form.status);
    const { values } = form;
    if (form.honeypot !== '') return answer({ status: 'sent' }, 200);
    const errors = validateContact(values, language);
    const contact = await compose(c, language, form, errors);
    if ('result' in contact) return answer(contact.result, contact.status);
    if (Object.keys(errors).length > 0) return answer({ status: 'invalid', values, errors }, 400);
    const failed: QuoteResult = { status: 'failed', values, errors: refusal('contact.error.failed') };
    const ip = c.req.header('cf-connecting-ip');
    // Counted only for contact messages about to be sent, so a visitor correcting typing mistakes is never limited.
    const { success } = await c.env.CONTACT_RATE_LIMIT.limit({ key: `contact:${ip ?? 'unknown'}` });
    if (!success) {
      return answer({ status: 'limited', values, errors: refusal('contact.error.limited') }, 429, { 'Retry-After': String(RATE_LIMIT_PERIOD_SECONDS) });
    }
    if (turnstileSiteKey(c.env) && !(await verifyTurnstile(c.env, form.turnstile, ip, readConfig(c.env).upstreamTimeoutMs))) {
      return answer({ status: 'invalid', values, errors: refusal('contact.error.verification') }, 400);
    }
    const queued: QueuedContact = { id: crypto.randomUUID(), language, values: normalizeContact(contact), receivedAt: new Date().toISOString() };
    const delivery = await deliver(c.env, queued);
    if (delivery.kind === 'delivered') return answer({ status: 'sent' }, 200);
    if (delivery.kind === 'refused') {
      if (delivery.errors) return answer({ status: 'invalid', values, errors: delivery.errors }, 400);
      log('error', 'Contact message refused by the upstream with an unreadable 400', { id: queued.id });
      return answer(failed, 502);
    }
    try {
      await c.env.CONTACT_QUEUE.send(queued);
    } catch (error) {
      log('error', `Contact message neither sent (${delivery.reason}) nor queued: ${String(error)}`, { id: queued.id });
      return answer(failed, 502);
    }
    log('info', `Contact message queued: ${delivery.reason}`, { id: queued.id });
    return answer({ status: 'sent' }, 200);
  };
}
