import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { detail, mediaUrl, notFound } from '../http.ts';
import { isPageInRange, paginated, readPageRequest, slicePage } from '../pagination.ts';
import { indexCategories, loadCategories, type CategoryRow, type CategoryTree } from '../queries.ts';

interface CategoryNode {
  slug: string;
  title: string;
  image: string | null;
  children: CategoryNode[];
}

export const categories = new Hono<AppEnv>();

categories.get('/', async (c) => {
  const url = new URL(c.req.url);
  const pageRequest = readPageRequest(url);
  if (!pageRequest.ok) return detail(c, pageRequest.status, pageRequest.detail);
  const tree = indexCategories(await loadCategories(c.env.DB, c.get('language')));
  const node = (row: CategoryRow, depth: number): CategoryNode => ({
    slug: row.slug,
    title: row.title,
    image: mediaUrl(c, row.image),
    children: depth > 16 ? [] : (tree.children.get(row.id) ?? []).map((child) => node(child, depth + 1)),
  });
  const roots = tree.children.get(null) ?? [];
  const { page } = pageRequest;
  if (!isPageInRange(page, roots.length)) return detail(c, 404, 'Invalid page.');
  return c.json(
    paginated(
      url,
      page,
      roots.length,
      slicePage(page, roots).map((row) => node(row, 0)),
    ),
  );
});

categories.get('/:slug', async (c) => {
  const tree: CategoryTree = indexCategories(await loadCategories(c.env.DB, c.get('language')));
  const row = [...tree.byId.values()].find((category) => category.slug === c.req.param('slug'));
  if (!row) return notFound(c);
  const parent = row.parent_id === null ? undefined : tree.byId.get(row.parent_id);
  return c.json({
    slug: row.slug,
    title: row.title,
    image: mediaUrl(c, row.image),
    parent: parent ? { slug: parent.slug, title: parent.title } : null,
    children: (tree.children.get(row.id) ?? []).map((child) => ({
      slug: child.slug,
      title: child.title,
      image: mediaUrl(c, child.image),
    })),
  });
});
