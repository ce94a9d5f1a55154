// The breadcrumb above a category's list: Products, the category's parents, the category itself
// (joined by ' > ' as the product page's breadcrumb is), from the category tree every page has.
import type { Category } from '../data/types.ts';
import type { Language } from '../constants.ts';
import { useLanguage, useT } from '../i18n/intl.ts';
import { breadcrumbData } from '../shell/structured-data.ts';
import { Link } from '../ui/link.tsx';
import { categoryPath, pagePath, PRODUCTS_PATH } from '../urls.ts';

/** The categories from a top one down to `slug`, or [] when the tree has no such category. */
export function categoryPathIn(tree: readonly Category[], slug: string): Category[] {
  for (const node of tree) {
    if (node.slug === slug) return [node];
    const below = categoryPathIn(node.children, slug);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** The same trail as structured data: Products > the category's parents > the category. */
export function categoryBreadcrumbData(origin: string, language: Language, tree: readonly Category[], slug: string, title: string, products: string) {
  return breadcrumbData(origin, language, [
    { name: products, path: PRODUCTS_PATH },
    ...categoryPathIn(tree, slug)
      .slice(0, -1)
      .map((node) => ({ name: node.title, path: categoryPath(node.slug) })),
    { name: title, path: categoryPath(slug) },
  ]);
}

export function ListBreadcrumb({ tree, slug, title }: { tree: readonly Category[]; slug: string; title: string }) {
  const language = useLanguage();
  const t = useT();
  const parents = categoryPathIn(tree, slug).slice(0, -1);
  const links = [
    { to: pagePath(language, PRODUCTS_PATH), title: t('list.title') },
    ...parents.map((node) => ({ to: pagePath(language, categoryPath(node.slug)), title: node.title })),
  ];
  return (
    <nav aria-label={t('list.breadcrumb')} className="mb-2 text-sm text-muted" data-testid="list-breadcrumb">
      <ol className="m-0 flex list-none flex-wrap gap-x-1 p-0">
        {links.map((link) => (
          <li key={link.to}>
            <Link className="text-brand hover:underline" to={link.to}>
              {link.title}
            </Link>
            <span aria-hidden="true">{' >'}</span>
          </li>
        ))}
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}
