// The contact form's route: POST /{lang}/contact. Cross-site posts (sameOrigin), unreadable
// bodies, bots (honeypot, Turnstile) and floods (the per-address rate limit) are turned away; the
// upstream's rules are checked here, so obvious errors never leave the Worker; then the five fields
// go to the upstream (worker/contact/delivery.ts). When the upstream cannot take a valid contact message,
// it is queued and the visitor is told it was sent. Answers: worker/contact/answer.ts.
import { Hono } from 'hono';
import { CONTACT_SETTINGS_PATH, emptyValues, type ContactResult, type ContactSettings } from '../../shared/contact/rules.ts';
import { translate, type MessageKey } from '../../shared/i18n/intl.ts';
import { CONTACT_PATH } from '../../shared/urls.ts';
import { answer } from '../contact/answer.ts';
import { deliver } from '../contact/delivery.ts';
import { readForm } from '../contact/read-form.ts';
import { turnstileSiteKey, verifyTurnstile } from '../contact/turnstile.ts';
import { normalizeContact, validateContact } from '../contact/validate.ts';
import { readConfig } from '../core/config.ts';
import { CODE_ONLY, CONFIG_ONLY, notModified, notModifiedFor, weakEtag } from '../core/http-cache.ts';
import type { QueuedContact, WorkerEnv } from '../core/env.ts';
import { log } from '../core/log.ts';
import { sameOrigin } from '../middleware/same-origin.ts';

/** The period of CONTACT_RATE_LIMIT in wrangler.toml: how long a visitor over the limit waits at most. */
const RATE_LIMIT_PERIOD_SECONDS = 60;

export const contact = new Hono<WorkerEnv>();

contact.post(`/:lang/${CONTACT_PATH}`, sameOrigin, async (c) => {
  const language = c.get('language');
  if (!language) return c.text('Not Found', 404);
  const refusal = (key: MessageKey) => ({ non_field_errors: [translate(language, key)] });
  const read = await readForm(c.req.raw);
  if (!read.ok) return answer(c, language, { status: 'refused', values: emptyValues(), errors: refusal(read.key) }, read.status);
  const { values } = read;
  // A bot that filled the hidden field learns nothing: it gets the same answer as a person.
  if (read.honeypot !== '') return answer(c, language, { status: 'sent' }, 200);
  const errors = validateContact(values, language);
  if (Object.keys(errors).length > 0) return answer(c, language, { status: 'invalid', values, errors }, 400);
  const failed: ContactResult = { status: 'failed', values, errors: refusal('contact.error.failed') };
  const ip = c.req.header('cf-connecting-ip');
  // Counted only for contact messages about to be sent, so a visitor correcting typing mistakes is never limited.
  const { success } = await c.env.CONTACT_RATE_LIMIT.limit({ key: `contact:${ip ?? 'unknown'}` });
  if (!success) {
    const limited: ContactResult = { status: 'limited', values, errors: refusal('contact.error.limited') };
    return answer(c, language, limited, 429, { 'Retry-After': String(RATE_LIMIT_PERIOD_SECONDS) });
  }
  if (turnstileSiteKey(c.env) && !(await verifyTurnstile(c.env, read.turnstile, ip, readConfig(c.env).upstreamTimeoutMs))) {
    return answer(c, language, { status: 'invalid', values, errors: refusal('contact.error.verification') }, 400);
  }
  const contact: QueuedContact = { id: crypto.randomUUID(), language, values: normalizeContact(values), receivedAt: new Date().toISOString() };
  const delivery = await deliver(c.env, contact);
  if (delivery.kind === 'delivered') return answer(c, language, { status: 'sent' }, 200);
  if (delivery.kind === 'refused') {
    if (delivery.errors) return answer(c, language, { status: 'invalid', values, errors: delivery.errors }, 400);
    log('error', 'Contact message refused by the upstream with an unreadable 400', { id: contact.id });
    return answer(c, language, failed, 502);
  }
  try {
    await c.env.CONTACT_QUEUE.send(contact);
  } catch (error) {
    log('error', `Contact message neither sent (${delivery.reason}) nor queued: ${String(error)}`, { id: contact.id });
    return answer(c, language, failed, 502);
  }
  log('info', `Contact message queued: ${delivery.reason}`, { id: contact.id });
  return answer(c, language, { status: 'sent' }, 200);
});

/**
 * Whether the form shows Turnstile's widget: asked by the page's script, so pages are the same
 * whatever the setting. It depends on configuration alone, so the Workers Cache keeps it (one
 * address: a query is redirected away) and a browser's check of it is a 304 without a body.
 */
contact.get(CONTACT_SETTINGS_PATH, (c) => {
  if (new URL(c.req.url).search !== '' || c.req.url.endsWith('?')) {
    c.header('Cache-Control', CODE_ONLY['Cache-Control']);
    return c.redirect(CONTACT_SETTINGS_PATH, 301);
  }
  const json = JSON.stringify({ turnstileSiteKey: turnstileSiteKey(c.env) ?? null } satisfies ContactSettings);
  const etag = weakEtag(json);
  if (notModifiedFor(c.req.header('if-none-match'), etag)) return notModified(etag, CONFIG_ONLY);
  return c.body(json, 200, { ...CONFIG_ONLY, ETag: etag, 'Content-Type': 'application/json' });
});

contact.on(['PUT', 'PATCH', 'DELETE'], `/:lang/${CONTACT_PATH}`, (c) => {
  c.header('Allow', 'GET, POST');
  return c.text('Method Not Allowed', 405);
});
