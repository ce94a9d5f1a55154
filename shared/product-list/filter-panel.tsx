// One set of filters: a column beside the list on wide screens, a panel (a disclosure dialog) on
// small ones. It closes when the filters change.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../ui/link.tsx';
import type { CategoryDetail } from '../data/types.ts';
import { useLanguage, useT } from '../i18n/intl.ts';
import { DisclosureDialog } from '../ui/disclosure-dialog.tsx';
import { CloseIcon } from '../ui/icons.tsx';
import { pagePath, PRODUCTS_PATH } from '../urls.ts';
import type { ListQuery } from '../data/list-query.ts';
import { CategoryFilter } from './category-filter.tsx';
import { PriceFilter } from './price-filter.tsx';

/** `prices`: the listed products' prices; `whole`: whether they are the whole list's (one page). */
export function FilterPanel({
  query,
  category,
  prices,
  whole,
}: {
  query: ListQuery;
  category: CategoryDetail | null;
  prices: readonly number[];
  whole: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the parameters is what it watches.
  useEffect(() => setOpen(false), [location.search]);
  return (
    <aside aria-label={t('list.filters')} className="wide:row-span-2 wide:row-start-1">
      <DisclosureDialog
        open={open}
        onOpenChange={setOpen}
        toggle={<span className="text-sm font-semibold">{t('list.filters')}</span>}
        toggleLabel={t('list.filters')}
        toggleClassName="btn-outline px-3 py-2 text-sm cursor-pointer list-none"
        label={t('list.filters')}
        inlineWhenWide
        panelClassName="fixed inset-y-0 left-0 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white px-4 pb-6 shadow-menu sheet-left"
        lockPageScroll
        testId="filter-panel"
      >
        {(close) => (
          <>
            <div className="flex h-16 shrink-0 items-center justify-between border-b border-line wide:hidden">
              <h2 className="m-0 text-lg font-semibold">{t('list.filters')}</h2>
              <button type="button" className="icon-btn -mr-2" aria-label={t('list.filters.close')} onClick={close}>
                <CloseIcon size={22} />
              </button>
            </div>
            <div className="flex flex-col">
              <CategoryFilter query={query} category={category} />
              <PriceFilter query={query} prices={prices} whole={whole} />
              <Link to={pagePath(language, PRODUCTS_PATH)} className="btn-outline mt-4 text-sm" data-testid="reset-filters">
                {t('list.reset')}
              </Link>
            </div>
          </>
        )}
      </DisclosureDialog>
    </aside>
  );
}
