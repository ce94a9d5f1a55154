// Reading the contact form's body: only the two form encodings, at most MAX_BODY_BYTES whatever
// Content-Length says, and always to its end (or cut off) so the client gets the answer.
import { CONTACT_FIELDS, emptyValues, HONEYPOT_FIELD, MAX_BODY_BYTES, TURNSTILE_FIELD, type ContactValues } from '../../shared/contact/rules.ts';
import { QUOTE_LINE_FIELD } from '../../shared/contact/quote-rules.ts';
import type { MessageKey } from '../../shared/i18n/intl.ts';

export type ReadForm =
  | { ok: true; values: ContactValues; honeypot: string; turnstile: string; lines: string[] }
  /** `key`: the sentence that tells the visitor why. */
  | { ok: false; status: 413 | 415 | 400; key: MessageKey };

/**
 * A refused body is still read to its end when it is at most this large, so that the client gets
 * the answer rather than a connection reset (closing a socket with unread data resets it); a
 * larger one is cut off. Hono's bodyLimit (used by the purge and the CSP reports, whose callers
 * are not people) cannot do this: it stops at the limit with the body's reader still locked.
 */
const DRAIN_MAX_BYTES = 1024 * 1024;

/** Reads what is left of a refused body, up to DRAIN_MAX_BYTES in all. */
export async function discard(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let size = alreadyRead;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    size += value.byteLength;
    if (size > DRAIN_MAX_BYTES) return reader.cancel();
  }
}

/** The five fields of a form body, and a quote list's lines; unknown fields are ignored, files count as empty. */
export async function readForm(request: Request): Promise<ReadForm> {
  const reader = request.body?.getReader();
  const refuse = async (status: 413 | 415, key: MessageKey, alreadyRead = 0): Promise<ReadForm> => {
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
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const values = emptyValues();
  for (const field of CONTACT_FIELDS) values[field] = text(field);
  const lines = form.getAll(QUOTE_LINE_FIELD).filter((line): line is string => typeof line === 'string');
  return { ok: true, values, honeypot: text(HONEYPOT_FIELD), turnstile: text(TURNSTILE_FIELD), lines };
}
