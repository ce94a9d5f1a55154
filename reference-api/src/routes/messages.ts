import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { detail } from '../http.ts';
import { text, validateMessage } from '../messages.ts';

/** A body larger than this is refused before it is read whole. */
const MAX_BODY_BYTES = 256 * 1024;
/** The sender's id of a message; a sender retrying after a lost answer sends the same one. */
const DELIVERY_ID = /^[\w-]{1,100}$/;
/** The same e-mail and text again within this time is taken as a repeated submit. */
const DUPLICATE_WINDOW_MINUTES = 10;

type Body = { ok: true; data: unknown } | { ok: false; response: Response };

async function readBody(c: Context<AppEnv>): Promise<Body> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return { ok: false, response: detail(c, 413, 'Request body is too large.') };
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json') {
    const raw = await c.req.text();
    if (raw.length > MAX_BODY_BYTES) return { ok: false, response: detail(c, 413, 'Request body is too large.') };
    try {
      return { ok: true, data: JSON.parse(raw) };
    } catch (error) {
      return { ok: false, response: detail(c, 400, `JSON parse error - ${(error as Error).message}`) };
    }
  }
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    try {
      const form = await c.req.formData();
      const data: Record<string, string> = {};
      for (const [key, value] of form.entries()) if (typeof value === 'string') data[key] = value;
      return { ok: true, data };
    } catch {
      return { ok: false, response: detail(c, 400, 'Multipart form parse error.') };
    }
  }
  return {
    ok: false,
    response: detail(c, 415, `Unsupported media type "${type || 'none'}" in request.`),
  };
}

export const messages = new Hono<AppEnv>();

messages.post('/contact/messages', async (c) => {
  const language = c.get('language');
  const body = await readBody(c);
  if (!body.ok) return body.response;
  const validation = validateMessage(body.data, language);
  if (!validation.ok) return c.json(validation.errors, 400);
  const { message } = validation;
  const key = c.req.header('idempotency-key');
  if (key !== undefined && !DELIVERY_ID.test(key)) return detail(c, 400, 'Invalid Idempotency-Key header.');
  const db = c.env.DB;
  const duplicate = () => c.json({ non_field_errors: [text('duplicate', language)] }, 400);
  const repeated = await db
    .prepare(
      `SELECT 1 FROM contact_message WHERE delivery_id = ? OR (email = ? AND phone = ? AND message = ?
       AND created_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?))`,
    )
    .bind(key ?? null, message.email, message.phone, message.message, `-${DUPLICATE_WINDOW_MINUTES} minutes`)
    .first();
  if (repeated) return duplicate();
  // ON CONFLICT: two deliveries of one id racing each other store it once.
  const stored = await db
    .prepare(
      `INSERT INTO contact_message (first_name, last_name, email, phone, message, language, delivery_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
       ON CONFLICT (delivery_id) WHERE delivery_id IS NOT NULL DO NOTHING RETURNING id, created_at`,
    )
    .bind(message.first_name, message.last_name, message.email, message.phone, message.message, language, key ?? null)
    .first<{ id: number; created_at: string }>();
  if (!stored) return duplicate();
  return c.json({ id: stored.id, ...message, created_at: stored.created_at }, 201);
});

messages.on(['GET', 'PUT', 'PATCH', 'DELETE'], '/contact/messages', (c) => {
  c.header('Allow', 'POST, OPTIONS');
  return detail(c, 405, `Method "${c.req.method}" not allowed.`);
});
