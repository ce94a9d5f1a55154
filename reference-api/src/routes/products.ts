import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { detail, mediaUrl, notFound } from '../http.ts';
import { isPageInRange, paginated, readPageRequest, type Page } from '../pagination.ts';
import { foldForSearch } from '../text.ts';
import { categoryRef, indexCategories, loadCategories, PRODUCT_COLUMNS, PRODUCT_JOINS, type CategoryTree, type ProductListRow } from '../queries.ts';

const ORDERING_COLUMNS: Record<string, string> = {
  created_at: 'p.created_at',
  price: 'p.price',
  title: 'COALESCE(t.sort_key, f.sort_key)',
};
const DEFAULT_ORDERING = 'p.created_at DESC';
/** D1 binds at most 100 parameters a statement; more words than this add nothing to a search. */
const MAX_SEARCH_TERMS = 8;
const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
const BOOLEANS: Record<string, boolean> = { true: true, True: true, '1': true, false: false, False: false, '0': false };

/** DRF's OrderingFilter: a comma-separated list of fields, each optionally negated; unknown ones ignored. */
export function orderingClause(raw: string | null): string {
  const terms = (raw ?? '')
    .split(',')
    .map((term) => term.trim())
    .flatMap((term) => {
      const descending = term.startsWith('-');
      const column = ORDERING_COLUMNS[descending ? term.slice(1) : term];
      return column ? [`${column} ${descending ? 'DESC' : 'ASC'}`] : [];
    });
  return terms.length > 0 ? terms.join(', ') : DEFAULT_ORDERING;
}

interface Filters {
  /** A WITH clause and its arguments, which come before the language in the statement. */
  with: string;
  withArgs: unknown[];
  where: string[];
  args: unknown[];
}

type FilterResult = { ok: true; filters: Filters } | { ok: false; errors: Record<string, string[]> };

function readFilters(url: URL, c: Context<AppEnv>): FilterResult {
  const params = url.searchParams;
  const filters: Filters = { with: '', withArgs: [], where: [], args: [] };
  const errors: Record<string, string[]> = {};

  const category = params.get('category');
  if (category) {
    filters.with = `WITH RECURSIVE tree(id) AS (
        SELECT id FROM category WHERE slug = ?
        UNION ALL SELECT category.id FROM category JOIN tree ON category.parent_id = tree.id)`;
    filters.withArgs.push(category);
    filters.where.push('p.category_id IN (SELECT id FROM tree)');
  }

  for (const [name, operator] of [
    ['price__gte', '>='],
    ['price__lte', '<='],
  ] as const) {
    const raw = params.get(name)?.trim();
    if (!raw) continue;
    if (!NUMBER.test(raw)) errors[name] = ['Enter a number.'];
    else {
      filters.where.push(`p.price ${operator} ?`);
      filters.args.push(Number(raw));
    }
  }

  const isNew = params.get('is_new');
  if (isNew) {
    const value = BOOLEANS[isNew];
    if (value === undefined) errors.is_new = ['Must be a valid boolean.'];
    else {
      filters.where.push('p.is_new = ?');
      filters.args.push(value ? 1 : 0);
    }
  }

  const search = foldForSearch(params.get('search') ?? '', c.get('language'));
  // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, about 24 Cyrillic letters.
  for (const term of search
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_TERMS)) {
    filters.where.push('instr(COALESCE(t.search_text, f.search_text), ?) > 0');
    filters.args.push(term);
  }

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, filters };
}

function serializeListItem(c: Context<AppEnv>, tree: CategoryTree, row: ProductListRow) {
  const images = JSON.parse(row.images) as { id: number; path: string }[];
  return {
    slug: row.slug,
    title: row.title,
    price: row.price,
    discount: row.discount,
    is_new: row.is_new === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
    images: images.map((image) => ({ id: image.id, url: mediaUrl(c, image.path) })),
    category: categoryRef(tree, row.category_id),
  };
}

async function listPage(c: Context<AppEnv>, page: Page, filters: Filters, ordering: string) {
  const url = new URL(c.req.url);
  const language = c.get('language');
  const where = filters.where.length > 0 ? `WHERE ${filters.where.join(' AND ')}` : '';
  const limit = page.limit === undefined ? '' : `LIMIT ${page.limit} OFFSET ${page.offset}`;
  const db = c.env.DB;
  const [countResult, rowsResult, categories] = await Promise.all([
    db
      .prepare(`${filters.with} SELECT COUNT(*) AS count ${PRODUCT_JOINS} ${where}`)
      .bind(...filters.withArgs, language, ...filters.args)
      .first<{ count: number }>(),
    db
      .prepare(`${filters.with} SELECT ${PRODUCT_COLUMNS} ${PRODUCT_JOINS} ${where} ORDER BY ${ordering}, p.id ${limit}`)
      .bind(...filters.withArgs, language, ...filters.args)
      .all<ProductListRow>(),
    loadCategories(db, language),
  ]);
  const count = countResult?.count ?? 0;
  if (!isPageInRange(page, count)) return detail(c, 404, 'Invalid page.');
  const tree = indexCategories(categories);
  return c.json(
    paginated(
      url,
      page,
      count,
      rowsResult.results.map((row) => serializeListItem(c, tree, row)),
    ),
  );
}

export const products = new Hono<AppEnv>();

products.get('/', async (c) => {
  const url = new URL(c.req.url);
  const pageRequest = readPageRequest(url);
  if (!pageRequest.ok) return detail(c, pageRequest.status, pageRequest.detail);
  const filterResult = readFilters(url, c);
  if (!filterResult.ok) return c.json(filterResult.errors, 400);
  return listPage(c, pageRequest.page, filterResult.filters, orderingClause(url.searchParams.get('ordering')));
});

products.get('/:slug/related', async (c) => {
  const url = new URL(c.req.url);
  const pageRequest = readPageRequest(url);
  if (!pageRequest.ok) return detail(c, pageRequest.status, pageRequest.detail);
  const product = await c.env.DB.prepare('SELECT id, category_id FROM product WHERE slug = ?')
    .bind(c.req.param('slug'))
    .first<{ id: number; category_id: number }>();
  if (!product) return notFound(c);
  const filters: Filters = {
    with: '',
    withArgs: [],
    where: ['p.category_id = ?', 'p.id <> ?'],
    args: [product.category_id, product.id],
  };
  return listPage(c, pageRequest.page, filters, orderingClause(url.searchParams.get('ordering')));
});

products.get('/:slug', async (c) => {
  const language = c.get('language');
  const db = c.env.DB;
  const row = await db
    .prepare(`SELECT ${PRODUCT_COLUMNS}, COALESCE(t.description, f.description) AS description ${PRODUCT_JOINS} WHERE p.slug = ?`)
    .bind(language, c.req.param('slug'))
    .first<ProductListRow & { description: string }>();
  if (!row) return notFound(c);
  const [features, categories] = await Promise.all([
    db
      .prepare(
        `SELECT COALESCE(t.name, f.name) AS name, COALESCE(t.value, f.value) AS value
       FROM product_feature pf
       LEFT JOIN product_feature_translation t ON t.feature_id = pf.id AND t.language = ?
       LEFT JOIN product_feature_translation f ON f.feature_id = pf.id AND f.language = 'az'
       WHERE pf.product_id = ? ORDER BY pf.position, pf.id`,
      )
      .bind(language, row.id)
      .all<{ name: string; value: string }>(),
    loadCategories(db, language),
  ]);
  const tree = indexCategories(categories);
  const { category, ...item } = serializeListItem(c, tree, row);
  return c.json({ ...item, description: row.description, features: features.results, category });
});
