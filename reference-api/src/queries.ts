// Reading categories and products from D1 in one language, shaped as the API returns them.
import type { D1Database } from '@cloudflare/workers-types';
import type { Language } from './language.ts';

export interface CategoryRow {
  id: number;
  slug: string;
  parent_id: number | null;
  image: string | null;
  title: string;
}

/** Every category, in tree order; the table is small and read whole. */
export async function loadCategories(db: D1Database, language: Language): Promise<CategoryRow[]> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.slug, c.parent_id, c.image, COALESCE(t.title, f.title) AS title
       FROM category c
       LEFT JOIN category_translation t ON t.category_id = c.id AND t.language = ?
       LEFT JOIN category_translation f ON f.category_id = c.id AND f.language = 'az'
       ORDER BY c.position, c.id`,
    )
    .bind(language)
    .all<CategoryRow>();
  return results;
}

export interface CategoryTree {
  byId: Map<number, CategoryRow>;
  children: Map<number | null, CategoryRow[]>;
}

export function indexCategories(rows: CategoryRow[]): CategoryTree {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const list = children.get(row.parent_id) ?? [];
    list.push(row);
    children.set(row.parent_id, list);
  }
  return { byId, children };
}

export interface CategoryRef {
  slug: string;
  title: string;
  parent: CategoryRef | null;
}

/** A product's category with its ancestors nested upward: {slug, title, parent: {…} | null}. */
export function categoryRef(tree: CategoryTree, id: number, depth = 0): CategoryRef | null {
  const row = tree.byId.get(id);
  if (!row || depth > 16) return null;
  return {
    slug: row.slug,
    title: row.title,
    parent: row.parent_id === null ? null : categoryRef(tree, row.parent_id, depth + 1),
  };
}

export interface ProductListRow {
  id: number;
  slug: string;
  price: number;
  discount: number | null;
  is_new: number;
  created_at: string;
  updated_at: string;
  category_id: number;
  title: string;
  images: string;
}

/** Columns of a product in a list, with its images as a JSON array in one round trip. */
export const PRODUCT_COLUMNS = `p.id, p.slug, p.price, p.discount, p.is_new, p.created_at, p.updated_at, p.category_id,
  COALESCE(t.title, f.title) AS title,
  (SELECT json_group_array(json_object('id', i.id, 'path', i.path))
     FROM (SELECT id, path FROM product_image WHERE product_id = p.id ORDER BY position, id) i) AS images`;

export const PRODUCT_JOINS = `FROM product p
  LEFT JOIN product_translation t ON t.product_id = p.id AND t.language = ?
  LEFT JOIN product_translation f ON f.product_id = p.id AND f.language = 'az'`;
