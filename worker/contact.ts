// The contact form's route: POST /{lang}/contact. It validates the upstream's rules first, so
// obvious errors never leave the edge, then sends the five fields as multipart form data
// with Accept-Language. The browser's script asks for JSON (Accept: application/json); a form
// posted without JavaScript gets the page back with its errors and values, or a 303 to
// /{lang}/contact?sent=1 (post/redirect/get: a reload sends nothing twice).
// When the upstream cannot take a valid message, it is queued (contact-delivery.ts) and the
// visitor is told it was sent. Before that: cross-site posts, bots (honeypot, Turnstile) and
// floods (the per-address rate limit) are turned away.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { csrf } from 'hono/csrf';
import {
  CONTACT_FIELDS,
  CONTROL_CHARACTERS,
  EMAIL_PATTERN,
  emptyValues,
  HONEYPOT_FIELD,
  MAX_BODY_BYTES,
  MAX_LENGTHS,
  MESSAGE_CONTROL_CHARACTERS,
  PHONE_PATTERN,
  REQUIRED_FIELDS,
  TURNSTILE_FIELD,
  type ContactErrors,
  type ContactResult,
  type ContactValues,
} from '../shared/contact/rules.ts';
import { DEFAULT_LANGUAGE, type Language } from '../shared/constants.ts';
import { CONTACT_SETTINGS_PATH, type ContactSettings } from '../shared/contact/turnstile-widget.tsx';
import { getIntl, type MessageKey } from '../shared/i18n/intl.ts';
import { publicOrigin, readConfig } from './config.ts';
import { deliver } from './contact-delivery.ts';
import type { QueuedContact, WorkerEnv } from './env.ts';
import { log } from './log.ts';
import { renderPage } from './render.tsx';
import { turnstileSiteKey, verifyTurnstile } from './turnstile.ts';

/** The period of CONTACT_RATE_LIMIT in wrangler.toml: how long a visitor over the limit waits at most. */
const RATE_LIMIT_PERIOD_SECONDS = 60;

type TextKey = MessageKey & `contact.${string}`;
/** The contact answers' texts, formatted as the pages format theirs. */
const text = (language: Language, key: TextKey, max?: number) => getIntl(language).formatMessage({ id: key }, max === undefined ? undefined : { max });

function validateContact(values: ContactValues, language: Language): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const value = values[field];
    if (value === '') {
      if (REQUIRED_FIELDS.includes(field)) errors[field] = [text(language, 'contact.error.required')];
    } else if (value.length > MAX_LENGTHS[field]) {
      errors[field] = [text(language, 'contact.error.maxLength', MAX_LENGTHS[field])];
    } else if ((field === 'message' ? MESSAGE_CONTROL_CHARACTERS : CONTROL_CHARACTERS).test(value)) {
      errors[field] = [text(language, field === 'message' ? 'contact.error.messageControl' : 'contact.error.control')];
    } else if (field === 'email' && !EMAIL_PATTERN.test(value)) {
      errors[field] = [text(language, 'contact.error.email')];
    } else if (field === 'phone' && !PHONE_PATTERN.test(value)) {
      errors[field] = [text(language, 'contact.error.phone')];
    }
  }
  return errors;
}

type Read = { ok: true; values: ContactValues; honeypot: string; turnstile: string } | { ok: false; status: 413 | 415 | 400; key: TextKey };

/**
 * A refused body is still read to its end when it is at most this large, so that the client gets
 * the answer rather than a connection reset (closing a socket with unread data resets it); a
 * larger one is cut off. Hono's bodyLimit (used by the purge and the CSP reports, whose callers
 * are not people) cannot do this: it stops at the limit with the body's reader still locked.
 */
const DRAIN_MAX_BYTES = 1024 * 1024;

async function discard(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let size = alreadyRead;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    size += value.byteLength;
    if (size > DRAIN_MAX_BYTES) return reader.cancel();
  }
}

/** The five fields of a form body; unknown fields are ignored, files count as empty. */
async function readForm(request: Request): Promise<Read> {
  const reader = request.body?.getReader();
  const refuse = async (status: 413 | 415, key: TextKey, alreadyRead = 0): Promise<Read> => {
    if (reader) await discard(reader, alreadyRead);
    return { ok: false, status, key };
  };
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > DRAIN_MAX_BYTES) {
    await reader?.cancel();
    return { ok: false, status: 413, key: 'contact.error.tooLarge' };
  }
  if (declared > MAX_BODY_BYTES) return refuse(413, 'contact.error.tooLarge');
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') {
    return refuse(415, 'contact.error.contentType');
  }
  // Read at most MAX_BODY_BYTES, whatever Content-Length said (or did not say).
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) return refuse(413, 'contact.error.tooLarge', size);
      chunks.push(value);
    }
  }
  let form: FormData;
  try {
    form = await new Response(new Blob(chunks as BlobPart[]), { headers: { 'Content-Type': request.headers.get('content-type')! } }).formData();
  } catch {
    return { ok: false, status: 400, key: 'contact.error.contentType' };
  }
  const values = emptyValues();
  for (const field of CONTACT_FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === 'string' ? value.trim() : '';
  }
  const other = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  return { ok: true, values, honeypot: other(HONEYPOT_FIELD), turnstile: other(TURNSTILE_FIELD) };
}

async function answer(
  c: Context<WorkerEnv>,
  language: Language,
  result: ContactResult,
  status: number,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const json = (c.req.header('accept') ?? '').includes('application/json');
  const headers = { 'Cache-Control': 'no-store', ...extraHeaders };
  if (json) return c.json(result, status as 200, headers);
  if (result.status === 'sent') return c.redirect(`/${language}/contact?sent=1`, 303);
  // The page with the form as posted: the page's action reads this result on the server.
  const url = new URL(`/${language}/contact`, publicOrigin(c.env, c.req.url));
  const request = new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': c.req.header('user-agent') ?? '' },
    body: JSON.stringify(result),
  });
  const page = await renderPage(c, request, language);
  const pageHeaders = new Headers(page.headers);
  for (const [name, value] of Object.entries(headers)) pageHeaders.set(name, value);
  // Field errors are a normal answer for a page (200); a refused body or a failed upstream keep their status.
  const pageStatus = page.status >= 500 && status < 500 ? page.status : result.status === 'invalid' ? 200 : status;
  return new Response(page.body, { status: pageStatus, headers: pageHeaders });
}

/**
 * Hono's csrf check (the Origin or Sec-Fetch-Site of a form post must be this site's), answered
 * with a sentence in the page's language instead of a bare "Forbidden".
 */
const checkOrigin = csrf();
const sameOrigin: MiddlewareHandler<WorkerEnv> = async (c, next) => {
  try {
    await checkOrigin(c, next);
  } catch (error) {
    if (!(error instanceof HTTPException) || error.status !== 403) throw error;
    const reader = c.req.raw.body?.getReader();
    if (reader) await discard(reader, 0);
    return c.text(text(c.get('language') ?? DEFAULT_LANGUAGE, 'contact.error.crossSite'), 403, { 'Cache-Control': 'no-store' });
  }
};

export const contact = new Hono<WorkerEnv>();

contact.post('/:lang/contact', sameOrigin, async (c) => {
  const language = c.get('language');
  if (!language) return c.text('Not Found', 404);
  const read = await readForm(c.req.raw);
  if (!read.ok) {
    return answer(c, language, { status: 'refused', values: emptyValues(), errors: { non_field_errors: [text(language, read.key)] } }, read.status);
  }
  const { values } = read;
  // A bot that filled the hidden field learns nothing: it gets the same answer as a person.
  if (read.honeypot !== '') return answer(c, language, { status: 'sent' }, 200);
  const errors = validateContact(values, language);
  if (Object.keys(errors).length > 0) return answer(c, language, { status: 'invalid', values, errors }, 400);
  const failed: ContactResult = { status: 'failed', values, errors: { non_field_errors: [text(language, 'contact.error.failed')] } };
  const ip = c.req.header('cf-connecting-ip');
  // Counted only for messages about to be sent, so a visitor correcting typing mistakes is never limited.
  const { success } = await c.env.CONTACT_RATE_LIMIT.limit({ key: `contact:${ip ?? 'unknown'}` });
  if (!success) {
    const limited: ContactResult = { status: 'limited', values, errors: { non_field_errors: [text(language, 'contact.error.limited')] } };
    return answer(c, language, limited, 429, { 'Retry-After': String(RATE_LIMIT_PERIOD_SECONDS) });
  }
  if (turnstileSiteKey(c.env) && !(await verifyTurnstile(c.env, read.turnstile, ip, readConfig(c.env).upstreamTimeoutMs))) {
    return answer(c, language, { status: 'invalid', values, errors: { non_field_errors: [text(language, 'contact.error.verification')] } }, 400);
  }
  const message: QueuedContact = { id: crypto.randomUUID(), language, values, receivedAt: new Date().toISOString() };
  const delivery = await deliver(c.env, message);
  if (delivery.kind === 'delivered') return answer(c, language, { status: 'sent' }, 200);
  if (delivery.kind === 'refused') {
    if (delivery.errors) return answer(c, language, { status: 'invalid', values, errors: delivery.errors }, 400);
    log('error', 'Contact message refused by the upstream with an unreadable 400', { id: message.id });
    return answer(c, language, failed, 502);
  }
  try {
    await c.env.CONTACT_QUEUE.send(message);
  } catch (error) {
    log('error', `Contact message neither sent (${delivery.reason}) nor queued: ${String(error)}`, { id: message.id });
    return answer(c, language, failed, 502);
  }
  log('info', `Contact message queued: ${delivery.reason}`, { id: message.id });
  return answer(c, language, { status: 'sent' }, 200);
});

/** Whether the form shows Turnstile's widget: asked by the page's script, so pages are the same whatever the setting. */
contact.get(CONTACT_SETTINGS_PATH, (c) => {
  const settings: ContactSettings = { turnstileSiteKey: turnstileSiteKey(c.env) ?? null };
  return c.json(settings, 200, { 'Cache-Control': 'no-store' });
});

contact.on(['PUT', 'PATCH', 'DELETE'], '/:lang/contact', (c) => {
  c.header('Allow', 'GET, POST');
  return c.text('Method Not Allowed', 405);
});
