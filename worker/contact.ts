// The contact form's route: POST /{lang}/contact. It validates the upstream's rules first, so
// obvious errors never leave the edge, then forwards the five fields as multipart form data
// with Accept-Language. The browser's script asks for JSON (Accept: application/json); a form
// posted without JavaScript gets the page back with its errors and values, or a 303 to
// /{lang}/contact?sent=1 (post/redirect/get: a reload sends nothing twice).
import { Hono, type Context } from 'hono';
import {
  CONTACT_FIELDS,
  EMAIL_PATTERN,
  emptyValues,
  MAX_BODY_BYTES,
  MAX_LENGTHS,
  PHONE_PATTERN,
  REQUIRED_FIELDS,
  type ContactErrors,
  type ContactResult,
  type ContactValues,
} from '../shared/contact-form.ts';
import { isLanguage, type Language } from '../shared/constants.ts';
import { companyMessages } from '../shared/i18n/messages/company.ts';
import { pageAssets } from './assets.ts';
import { readConfig } from './config.ts';
import type { WorkerEnv } from './env.ts';
import { renderPage } from './render.tsx';
import { catalogFor } from './request-catalog.ts';
import { upstreamUrl } from './upstream/client.ts';

type TextKey = keyof (typeof companyMessages)['en'];
const text = (language: Language, key: TextKey, max?: number) => companyMessages[language][key].replace('{max}', String(max ?? ''));

export function validateContact(values: ContactValues, language: Language): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const value = values[field];
    if (value === '') {
      if (REQUIRED_FIELDS.includes(field)) errors[field] = [text(language, 'contact.error.required')];
    } else if (value.length > MAX_LENGTHS[field]) {
      errors[field] = [text(language, 'contact.error.maxLength', MAX_LENGTHS[field])];
    } else if (field === 'email' && !EMAIL_PATTERN.test(value)) {
      errors[field] = [text(language, 'contact.error.email')];
    } else if (field === 'phone' && !PHONE_PATTERN.test(value)) {
      errors[field] = [text(language, 'contact.error.phone')];
    }
  }
  return errors;
}

type Read = { ok: true; values: ContactValues } | { ok: false; status: 413 | 415 | 400; key: TextKey };

/**
 * A refused body is still read to its end when it is at most this large, so that the client gets
 * the answer rather than a connection reset (closing a socket with unread data resets it); a
 * larger one is cut off.
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
  return { ok: true, values };
}

type Forwarded = { ok: true } | { ok: false; errors?: ContactErrors };

async function forward(c: Context<WorkerEnv>, values: ContactValues, language: Language): Promise<Forwarded> {
  const config = readConfig(c.env);
  const body = new FormData();
  for (const field of CONTACT_FIELDS) body.set(field, values[field]);
  let response: Response;
  try {
    response = await fetch(upstreamUrl(config.upstreamUrl, 'contact/messages', {}), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Accept-Language': language },
      body,
      signal: AbortSignal.timeout(config.upstreamTimeoutMs),
    });
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', message: `Contact message not forwarded: ${String(error)}` }));
    return { ok: false };
  }
  if (response.status === 201 || response.ok) {
    await response.body?.cancel();
    return { ok: true };
  }
  if (response.status === 400) {
    try {
      return { ok: false, errors: pickErrors(await response.json()) };
    } catch {
      return { ok: false };
    }
  }
  await response.body?.cancel();
  console.error(JSON.stringify({ level: 'error', message: `Contact message refused by the upstream: ${response.status}` }));
  return { ok: false };
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

async function answer(c: Context<WorkerEnv>, language: Language, result: ContactResult, status: number): Promise<Response> {
  const json = (c.req.header('accept') ?? '').includes('application/json');
  const headers = { 'Cache-Control': 'no-store' };
  if (json) return c.json(result, status as 200, headers);
  if (result.status === 'sent') return c.redirect(`/${language}/contact?sent=1`, 303);
  // The page with the form as posted: the page's action reads this result on the server.
  const url = new URL(`/${language}/contact`, c.req.url);
  const request = new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': c.req.header('user-agent') ?? '' },
    body: JSON.stringify(result),
  });
  const page = await renderPage(request, language, catalogFor(c).source, pageAssets(), { nonce: c.get('secureHeadersNonce')! });
  const pageHeaders = new Headers(page.headers);
  pageHeaders.set('Cache-Control', 'no-store');
  // Field errors are a normal answer for a page (200); a refused body or a failed upstream keep their status.
  const pageStatus = page.status >= 500 && status < 500 ? page.status : result.status === 'invalid' ? 200 : status;
  return new Response(page.body, { status: pageStatus, headers: pageHeaders });
}

export const contact = new Hono<WorkerEnv>();

contact.post('/:lang/contact', async (c) => {
  const language = c.req.param('lang');
  if (!isLanguage(language)) return c.text('Not Found', 404);
  const read = await readForm(c.req.raw);
  if (!read.ok) {
    return answer(c, language, { status: 'refused', values: emptyValues(), errors: { non_field_errors: [text(language, read.key)] } }, read.status);
  }
  const { values } = read;
  const errors = validateContact(values, language);
  if (Object.keys(errors).length > 0) return answer(c, language, { status: 'invalid', values, errors }, 400);
  const forwarded = await forward(c, values, language);
  if (forwarded.ok) return answer(c, language, { status: 'sent' }, 200);
  if (forwarded.errors) return answer(c, language, { status: 'invalid', values, errors: forwarded.errors }, 400);
  return answer(c, language, { status: 'failed', values, errors: { non_field_errors: [text(language, 'contact.error.failed')] } }, 502);
});

contact.on(['PUT', 'PATCH', 'DELETE'], '/:lang/contact', (c) => {
  c.header('Allow', 'GET, POST');
  return c.text('Method Not Allowed', 405);
});
