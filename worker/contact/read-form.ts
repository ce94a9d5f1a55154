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

/**
 * The body's chunks while it is at most `keep` bytes; undefined for a larger one, which is still
 * read to its end up to DRAIN_MAX_BYTES in all, and cut off beyond.
 */
export async function readBody(body: ReadableStream<Uint8Array> | null, keep: number): Promise<Uint8Array[] | undefined> {
  const reader = body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
    size += read.value.byteLength;
    if (size > DRAIN_MAX_BYTES) {
      await reader!.cancel();
      break;
    }
    if (size <= keep) chunks.push(read.value);
  }
  return size > keep ? undefined : chunks;
}

/** The five fields of a form body, and a quote list's lines; unknown fields are ignored, files count as empty. */
export async function readForm(request: Request): Promise<ReadForm> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > DRAIN_MAX_BYTES) {
    await request.body?.cancel();
    return { ok: false, status: 413, key: 'contact.error.tooLarge' };
  }
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const isForm = type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
  // At most MAX_BODY_BYTES, whatever Content-Length said (or did not say); a refused body is read all the same.
  const chunks = await readBody(request.body, isForm && declared <= MAX_BODY_BYTES ? MAX_BODY_BYTES : -1);
  if (declared > MAX_BODY_BYTES || (isForm && !chunks)) return { ok: false, status: 413, key: 'contact.error.tooLarge' };
  if (!isForm || !chunks) return { ok: false, status: 415, key: 'contact.error.contentType' };
  const form = await new Response(new Blob(chunks as BlobPart[]), { headers: { 'Content-Type': request.headers.get('content-type')! } })
    .formData()
    .catch(() => undefined);
  if (!form) return { ok: false, status: 400, key: 'contact.error.contentType' };
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const values = emptyValues();
  for (const field of CONTACT_FIELDS) values[field] = text(field);
  const lines = form.getAll(QUOTE_LINE_FIELD).filter((line): line is string => typeof line === 'string');
  return { ok: true, values, honeypot: text(HONEYPOT_FIELD), turnstile: text(TURNSTILE_FIELD), lines };
}
