// The category filter: the top categories, or the chosen one's children with a way back up.
import { Link } from '../ui/link.tsx';
import type { Category, CategoryDetail } from '../data/types.ts';
import { useLanguage, useT } from '../i18n/intl.ts';
import { useShellData } from '../shell/shell-data.ts';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { pagePath, PRODUCTS_PATH } from '../urls.ts';
import { listSearch, withFilter, type ListQuery } from '../data/list-query.ts';
import { FilterGroup } from './filter-group.tsx';

/** The children of `slug` in the category tree, when the detail call failed. */
export function findCategory(tree: readonly Category[], slug: string): Category | undefined {
  for (const node of tree) {
    if (node.slug === slug) return node;
    const found = findCategory(node.children, slug);
    if (found) return found;
  }
  return undefined;
}

export function CategoryFilter({ query, category }: { query: ListQuery; category: CategoryDetail | null }) {
  const language = useLanguage();
  const t = useT();
  const tree = useShellData()?.categories ?? [];
  const href = (slug: string | undefined) => pagePath(language, PRODUCTS_PATH) + listSearch(withFilter(query, { category: slug }));
  const current = query.category ? (category ?? findCategory(tree, query.category)) : undefined;
  const items: { slug: string; title: string }[] = query.category ? (current?.children ?? []) : tree;
  const parent = category?.parent?.slug;
  return (
    <FilterGroup title={t('list.categories')}>
      <ul className="m-0 flex list-none flex-col gap-1 p-0" data-testid="category-filter">
        {query.category ? (
          <li>
            <Link
              to={href(parent)}
              className="flex items-center gap-2 rounded-md px-2 py-1.5 font-semibold text-ink no-underline hover:bg-canvas hover:text-brand"
              aria-label={t('list.backTo', { category: current?.title ?? t('nav.allProducts') })}
              data-testid="category-back"
            >
              <ChevronDownIcon size={16} className="rotate-90" />
              {current?.title ?? t('nav.allProducts')}
            </Link>
          </li>
        ) : null}
        {items.map((item) => (
          <li key={item.slug}>
            <Link
              to={href(item.slug)}
              className={`block rounded-md px-2 py-1.5 text-ink no-underline hover:bg-canvas hover:text-brand ${query.category ? 'pl-7' : ''}`}
            >
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </FilterGroup>
  );
}
