// Slides, partners, certificates and contact information: small tables read whole.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { detail, mediaUrl } from '../http.ts';
import { isPageInRange, paginated, readPageRequest, slicePage } from '../pagination.ts';

/** Answers a list read whole from D1 with DRF pagination applied in memory. */
async function listResponse<Row, Item>(c: Context<AppEnv>, sql: string, serialize: (row: Row) => Item) {
  const url = new URL(c.req.url);
  const pageRequest = readPageRequest(url);
  if (!pageRequest.ok) return detail(c, pageRequest.status, pageRequest.detail);
  const { results } = await c.env.DB.prepare(sql).bind(c.get('language')).all<Row>();
  const { page } = pageRequest;
  if (!isPageInRange(page, results.length)) return detail(c, 404, 'Invalid page.');
  return c.json(paginated(url, page, results.length, slicePage(page, results).map(serialize)));
}

/** SELECT of a table's rows with one translated column set, falling back to az. */
function translatedSelect(table: string, columns: string[], translated: string[]): string {
  const own = columns.map((column) => `x.${column}`).join(', ');
  const text = translated.map((column) => `COALESCE(t.${column}, f.${column}) AS ${column}`).join(', ');
  return `SELECT ${own}, ${text} FROM ${table} x
    LEFT JOIN ${table}_translation t ON t.${table}_id = x.id AND t.language = ?
    LEFT JOIN ${table}_translation f ON f.${table}_id = x.id AND f.language = 'az'
    ORDER BY x.position, x.id`;
}

export const content = new Hono<AppEnv>();

content.get('/slides', (c) =>
  listResponse(
    c,
    translatedSelect('slide', ['id', 'image', 'url'], ['title', 'description']),
    (row: { id: number; image: string; url: string | null; title: string | null; description: string | null }) => ({
      id: row.id,
      image: mediaUrl(c, row.image),
      title: row.title,
      description: row.description,
      url: row.url,
    }),
  ),
);

content.get('/partners', (c) =>
  listResponse(
    c,
    translatedSelect('partner', ['id', 'image', 'is_reference'], ['title']),
    (row: { id: number; image: string; is_reference: number; title: string }) => ({
      id: row.id,
      title: row.title,
      image: mediaUrl(c, row.image),
      is_reference: row.is_reference === 1,
    }),
  ),
);

content.get('/certificates', (c) =>
  listResponse(c, translatedSelect('certificate', ['id', 'image'], ['title']), (row: { id: number; image: string; title: string }) => ({
    id: row.id,
    title: row.title,
    image: mediaUrl(c, row.image),
  })),
);

content.get('/contact/information', async (c) => {
  const db = c.env.DB;
  const [info, text, socials] = await db.batch([
    db.prepare('SELECT email, phone, map_path FROM contact_information WHERE id = 1'),
    db
      .prepare(
        `SELECT address, working_hours FROM contact_information_translation
       WHERE language IN (?, 'az') ORDER BY language = 'az' LIMIT 1`,
      )
      .bind(c.get('language')),
    db.prepare('SELECT url, network, title FROM social ORDER BY position, id'),
  ]);
  const own = info?.results[0] as { email: string; phone: string; map_path: string | null } | undefined;
  const translated = text?.results[0] as { address: string; working_hours: string } | undefined;
  return c.json({
    address: translated?.address ?? '',
    email: own?.email ?? '',
    phone: own?.phone ?? '',
    working_hours: translated?.working_hours ?? '',
    map_url: own?.map_path ? `${c.get('origin')}/${own.map_path}` : null,
    socials: ((socials?.results ?? []) as { url: string; network: string; title: string }[]).map((social) => ({
      url: social.url,
      icon: mediaUrl(c, `social/${social.network}.svg`),
      title: social.title,
    })),
  });
});
