import { Link } from '../ui/link.tsx';
import { PRODUCTS_PAGE_SIZE } from '../constants.ts';
import { useLanguage, useT } from '../i18n/intl.ts';
import { pagePath, PRODUCTS_PATH } from '../urls.ts';
import { listSearch, type ListQuery } from '../data/list-query.ts';
import { padPage, pageCount, paginationItems } from './pagination.ts';

export function Pagination({ query, count }: { query: ListQuery; count: number }) {
  const t = useT();
  const language = useLanguage();
  if (count <= PRODUCTS_PAGE_SIZE) return null;
  const items = paginationItems(query.page, pageCount(count, PRODUCTS_PAGE_SIZE));
  return (
    <nav aria-label={t('list.pagination')} className="mt-8" data-testid="pagination">
      <ul className="m-0 flex list-none flex-wrap items-center justify-center gap-2 p-0">
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item.number}>
              <Link
                to={pagePath(language, PRODUCTS_PATH) + listSearch({ ...query, page: item.number })}
                aria-current={item.current ? 'page' : undefined}
                className={`inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-2 text-sm no-underline ${item.current ? 'border-brand bg-brand text-white' : 'border-line bg-white text-ink hover:border-brand hover:text-brand'}`}
              >
                <span className="sr-only">{t('list.page')} </span>
                {padPage(item.number)}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
