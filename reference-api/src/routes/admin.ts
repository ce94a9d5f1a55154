// PATCH /api/products/{slug} with `Authorization: Bearer <ADMIN_TOKEN>` and a JSON body
// {"price"?: number, "discount"?: number | null, "title"?: string (in the Accept-Language
// language)}: changes the product, then asks the site to purge its product cache, the way
// the company's backend should when a product changes.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { detail, notFound } from '../http.ts';
import { foldForSearch, sortKey } from '../text.ts';

const MAX_PRICE = 1_000_000;
const MAX_TITLE_LENGTH = 200;
const encoder = new TextEncoder();

async function sameToken(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([given, expected].map((text) => crypto.subtle.digest('SHA-256', encoder.encode(text))));
  return (crypto.subtle as unknown as { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean }).timingSafeEqual(a!, b!);
}

async function authorized(c: Context<AppEnv>): Promise<boolean> {
  const expected = c.env.ADMIN_TOKEN ?? '';
  const header = c.req.header('authorization') ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return Boolean(expected && given && (await sameToken(given, expected)));
}

type Change = { price?: number; discount?: number | null; title?: string };

function readChange(body: unknown): { ok: true; change: Change } | { ok: false; errors: Record<string, string[]> } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: { non_field_errors: ['Invalid data. Expected a dictionary.'] } };
  }
  const input = body as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const change: Change = {};
  if ('price' in input) {
    if (typeof input.price !== 'number' || !Number.isFinite(input.price) || input.price < 0 || input.price > MAX_PRICE) {
      errors.price = [`Enter a number from 0 to ${MAX_PRICE}.`];
    } else change.price = Math.round(input.price * 100) / 100;
  }
  if ('discount' in input) {
    if (input.discount === null) change.discount = null;
    else if (typeof input.discount !== 'number' || !(input.discount >= 0 && input.discount < 100)) {
      errors.discount = ['Enter a percentage from 0 to 99, or null.'];
    } else change.discount = input.discount;
  }
  if ('title' in input) {
    const title = typeof input.title === 'string' ? input.title.trim() : '';
    if (!title || title.length > MAX_TITLE_LENGTH) errors.title = [`Enter a title of 1 to ${MAX_TITLE_LENGTH} characters.`];
    else change.title = title;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (Object.keys(change).length === 0) return { ok: false, errors: { non_field_errors: ['Nothing to change: send price, discount or title.'] } };
  return { ok: true, change };
}

/** Tells the site to retire its cached products; the write stands whatever the answer. */
async function purgeSite(c: Context<AppEnv>): Promise<'done' | 'failed' | 'not configured'> {
  if (!c.env.SITE_PURGE_URL || !c.env.SITE_PURGE_TOKEN) return 'not configured';
  try {
    const response = await fetch(c.env.SITE_PURGE_URL, {
      method: 'POST',
      headers: { Authorization: `Bearer ${c.env.SITE_PURGE_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ scope: 'products' }),
      signal: AbortSignal.timeout(5000),
    });
    return response.ok ? 'done' : 'failed';
  } catch {
    return 'failed';
  }
}

export const admin = new Hono<AppEnv>();

admin.patch('/products/:slug', async (c) => {
  if (!(await authorized(c))) return c.body(null, 401);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return detail(c, 400, 'Send a JSON body.');
  }
  const read = readChange(body);
  if (!read.ok) return c.json(read.errors, 400);
  const { change } = read;
  const db = c.env.DB;
  const product = await db.prepare('SELECT id FROM product WHERE slug = ?').bind(c.req.param('slug')).first<{ id: number }>();
  if (!product) return notFound(c);
  const language = c.get('language');
  const statements = [
    db
      .prepare(
        `UPDATE product SET price = COALESCE(?, price),
         discount = CASE WHEN ? THEN ? ELSE discount END,
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`,
      )
      .bind(change.price ?? null, 'discount' in change ? 1 : 0, change.discount ?? null, product.id),
  ];
  if (change.title) {
    statements.push(
      db
        .prepare('UPDATE product_translation SET title = ?, search_text = ?, sort_key = ? WHERE product_id = ? AND language = ?')
        .bind(change.title, foldForSearch(change.title, language), sortKey(change.title, language), product.id, language),
    );
  }
  await db.batch(statements);
  return c.json({ slug: c.req.param('slug'), ...change, purge: await purgeSite(c) });
});
