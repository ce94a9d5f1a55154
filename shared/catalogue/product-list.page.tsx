// The product list (/products): category and price filters, sort, pages. Every control is a
// link or a GET form, so the page works without JavaScript and the back button restores filters;
// with JavaScript the router navigates (and shows a loading state) instead of reloading.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, Link, useLoaderData, useLocation, useNavigation, useNavigationType, useSubmit, type LoaderFunctionArgs } from 'react-router';
import { catalogApi } from '../catalog/api.ts';
import { CatalogError, orNull, toRouteError } from '../catalog/errors.ts';
import { hasListParams, listSearch, ORDERINGS, parseListQuery, toProductQuery, withFilter, type ListQuery } from './list-query.ts';
import { padPage, pageCount, paginationItems } from './pagination.ts';
import type { Category, CategoryDetail, Paginated, ProductSummary } from '../catalog/types.ts';
import { PRICE_MAX, PRICE_MIN, PRODUCTS_PAGE_SIZE, PRODUCTS_SCROLL_BREAKPOINT, PRODUCTS_SCROLL_TOP_NARROW, PRODUCTS_SCROLL_TOP_WIDE, type Language } from '../constants.ts';
import { useLanguage, useT } from '../i18n/intl.ts';
import { DisclosureDialog } from '../ui/disclosure-dialog.tsx';
import { ChevronDownIcon, CloseIcon } from '../ui/icons.tsx';
import { PageHead } from '../shell/page-head.tsx';
import { IMAGE_LAYOUTS } from '../ui/image-layouts.ts';
import { ProductCard } from './product-card.tsx';
import { useShellData } from '../shell/shell-data.ts';
import { websiteSearchData } from '../shell/structured-data.ts';
import { pagePath, PRODUCTS_PATH } from '../urls.ts';

const EMPTY: Paginated<ProductSummary> = { count: 0, results: [] };
/** Cards whose images load at once: the first row at the widest layout (three columns). */
const PRIORITY_CARDS = 3;

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const query = parseListQuery(new URL(request.url).searchParams);
  const api = catalogApi({ context, request }, params.lang as Language);
  const [products, category] = await Promise.all([
    // A page past the end does not exist (404, not indexed); a query the upstream refuses is an empty list.
    api.products(toProductQuery(query)).catch((error: unknown) => {
      if (error instanceof CatalogError && error.kind === 'not-found' && query.page > 1) throw toRouteError(error);
      if (error instanceof CatalogError && (error.kind === 'invalid-request' || error.kind === 'not-found')) return EMPTY;
      throw toRouteError(error);
    }),
    query.category ? orNull(api.category(query.category)) : Promise.resolve(null),
  ]);
  return { query, products, category };
}

const productsPath = (language: Language) => pagePath(language, PRODUCTS_PATH);

/** The children of `slug` in the category tree, when the detail call failed. */
function findCategory(tree: readonly Category[], slug: string): Category | undefined {
  for (const node of tree) {
    if (node.slug === slug) return node;
    const found = findCategory(node.children, slug);
    if (found) return found;
  }
  return undefined;
}

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details open className="group border-b border-line py-4">
      <summary className="flex cursor-pointer list-none items-center justify-between text-base font-semibold">
        {title}
        <ChevronDownIcon size={18} className="disclosure-chevron group-open:rotate-180" />
      </summary>
      <div className="pt-3">{children}</div>
    </details>
  );
}

function CategoryFilter({ query, category }: { query: ListQuery; category: CategoryDetail | null }) {
  const language = useLanguage();
  const t = useT();
  const tree = useShellData()?.categories ?? [];
  const href = (slug: string | undefined) => productsPath(language) + listSearch(withFilter(query, { category: slug }));
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
            <Link to={href(item.slug)} className={`block rounded-md px-2 py-1.5 text-ink no-underline hover:bg-canvas hover:text-brand ${query.category ? 'pl-7' : ''}`}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </FilterGroup>
  );
}

/** Hidden fields that carry the other parameters through a GET form (page left out: it resets). */
function KeptParams({ query, omit }: { query: ListQuery; omit: (keyof ListQuery)[] }) {
  const kept = toProductQuery({ ...withFilter(query, Object.fromEntries(omit.map((key) => [key, undefined]))) });
  return (
    <>
      {Object.entries(kept).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={String(value)} />
      ))}
    </>
  );
}

function PriceFilter({ query }: { query: ListQuery }) {
  const t = useT();
  const language = useLanguage();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const from = query.priceMin ?? PRICE_MIN;
  const to = query.priceMax ?? PRICE_MAX;
  const [range, setRange] = useState<[number, number]>([from, to]);
  useEffect(() => setRange([from, to]), [from, to]);
  const commit = () => {
    if (formRef.current && (range[0] !== from || range[1] !== to)) submit(formRef.current);
  };
  const percent = (value: number) => ((value - PRICE_MIN) / (PRICE_MAX - PRICE_MIN)) * 100;
  return (
    <FilterGroup title={t('list.price')}>
      <Form ref={formRef} method="get" action={productsPath(language)} className="flex flex-col gap-3" data-testid="price-filter">
        <KeptParams query={query} omit={['priceMin', 'priceMax']} />
        <div className="price-range relative h-6">
          <div className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded bg-line" />
          <div
            className="absolute top-1/2 h-1 -translate-y-1/2 rounded bg-brand"
            style={{ left: `${percent(range[0])}%`, right: `${100 - percent(range[1])}%` }}
          />
          <input
            type="range"
            min={PRICE_MIN}
            max={PRICE_MAX}
            step={10}
            value={range[0]}
            aria-label={t('list.price.min')}
            onChange={(event) => setRange([Math.min(Number(event.target.value), range[1]), range[1]])}
            onPointerUp={commit}
            onKeyUp={commit}
            data-testid="price-min-range"
          />
          <input
            type="range"
            min={PRICE_MIN}
            max={PRICE_MAX}
            step={10}
            value={range[1]}
            aria-label={t('list.price.max')}
            onChange={(event) => setRange([range[0], Math.max(Number(event.target.value), range[0])])}
            onPointerUp={commit}
            onKeyUp={commit}
            data-testid="price-max-range"
          />
        </div>
        <div className="flex items-center gap-2">
          <label className="sr-only" htmlFor="price-gte">
            {t('list.price.min')}
          </label>
          <input
            id="price-gte"
            type="number"
            name="price__gte"
            min={PRICE_MIN}
            max={PRICE_MAX}
            value={range[0]}
            onChange={(event) => setRange([Number(event.target.value), range[1]])}
            className="w-full rounded-md border border-line px-2 py-1.5 text-sm"
          />
          <span aria-hidden="true">–</span>
          <label className="sr-only" htmlFor="price-lte">
            {t('list.price.max')}
          </label>
          <input
            id="price-lte"
            type="number"
            name="price__lte"
            min={PRICE_MIN}
            max={PRICE_MAX}
            value={range[1]}
            onChange={(event) => setRange([range[0], Number(event.target.value)])}
            className="w-full rounded-md border border-line px-2 py-1.5 text-sm"
          />
        </div>
        <button type="submit" className="btn-outline py-1.5 text-sm">
          {t('list.price.apply')}
        </button>
      </Form>
    </FilterGroup>
  );
}

function Sidebar({ query, category }: { query: ListQuery; category: CategoryDetail | null }) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="flex flex-col">
      <CategoryFilter query={query} category={category} />
      <PriceFilter query={query} />
      <Link to={productsPath(language)} className="btn-outline mt-4 text-sm" data-testid="reset-filters">
        {t('list.reset')}
      </Link>
    </div>
  );
}

function SortForm({ query }: { query: ListQuery }) {
  const t = useT();
  const language = useLanguage();
  const submit = useSubmit();
  return (
    <Form method="get" action={productsPath(language)} className="flex items-center gap-2" data-testid="sort-form">
      <KeptParams query={query} omit={['ordering']} />
      <label className="sr-only" htmlFor="list-ordering">
        {t('list.sort.label')}
      </label>
      <select
        id="list-ordering"
        name="ordering"
        defaultValue={query.ordering ?? ''}
        key={query.ordering ?? ''}
        className="rounded-lg border border-line bg-white px-3 py-2 text-sm"
        onChange={(event) => submit(event.currentTarget.form)}
      >
        <option value="">{t('list.sort.placeholder')}</option>
        {ORDERINGS.map((ordering) => (
          <option key={ordering} value={ordering}>
            {t(`list.sort.${ordering}`)}
          </option>
        ))}
      </select>
      {/* Only without JavaScript: with it, choosing an order submits. Hidden by CSS, not at
          hydration, so the first paint already has the hydrated page's (often one-line) layout. */}
      <button type="submit" className="without-scripting btn-outline px-3 py-2 text-sm">
        {t('list.sort.apply')}
      </button>
    </Form>
  );
}

function Pagination({ query, count }: { query: ListQuery; count: number }) {
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
                to={productsPath(language) + listSearch({ ...query, page: item.number })}
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

/** After a client-side change of the parameters, the list comes into view (spec section 9). */
function useScrollToList(query: ListQuery) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the parameters is what it watches; the rest is read as it is then.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType === 'POP' || !hasListParams(query)) return;
    window.scrollTo({ top: window.innerWidth < PRODUCTS_SCROLL_BREAKPOINT ? PRODUCTS_SCROLL_TOP_NARROW : PRODUCTS_SCROLL_TOP_WIDE });
  }, [location.search]);
}

export function Component() {
  const { query, products, category } = useLoaderData<typeof loader>();
  const t = useT();
  const language = useLanguage();
  const shell = useShellData();
  const navigation = useNavigation();
  const location = useLocation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const loading = navigation.state !== 'idle' && navigation.location?.pathname === location.pathname;
  useScrollToList(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the parameters is what it watches.
  useEffect(() => setFiltersOpen(false), [location.search]);

  const categoryTitle = category?.title ?? (query.category ? findCategory(shell?.categories ?? [], query.category)?.title : undefined);
  const title = categoryTitle ? t('list.titleCategory', { category: categoryTitle }) : t('list.title');
  const canonical = `products${query.category ? `?category=${encodeURIComponent(query.category)}` : ''}`;
  return (
    <>
      <PageHead
        title={title}
        description={t('list.description')}
        keywords={t('list.keywords')}
        path={canonical}
        jsonLd={shell ? [websiteSearchData(shell.origin, language)] : []}
      />
      <div className="shell py-8">
        <h1 className="m-0 mb-6 text-2xl font-bold">{categoryTitle ?? t('list.title')}</h1>
        {/* One set of filters: a column beside the list on wide screens, a panel on small ones. */}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-5 wide:grid wide:grid-cols-[16rem_1fr_auto] wide:items-start wide:gap-x-8">
          <aside aria-label={t('list.filters')} className="wide:row-span-2 wide:row-start-1">
            <DisclosureDialog
              open={filtersOpen}
              onOpenChange={setFiltersOpen}
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
                  <Sidebar query={query} category={category} />
                </>
              )}
            </DisclosureDialog>
          </aside>
          {products.count > 0 ? (
            <p className="m-0 text-sm text-muted wide:self-center" data-testid="result-count">
              {t('list.count', { count: products.count })}
            </p>
          ) : null}
          <div className="ml-auto wide:col-start-3">
            <SortForm query={query} />
          </div>
          <div className="w-full wide:col-span-2 wide:col-start-2">
            {query.search ? <p className="mb-4 mt-0 text-sm">{t('list.searchFor', { search: query.search })}</p> : null}
            <div className="relative" aria-busy={loading}>
              {loading ? (
                <div className="absolute inset-0 z-10 flex items-start justify-center bg-white/60 pt-16" data-testid="list-loading">
                  <span role="status" className="rounded-full bg-white px-4 py-2 text-sm font-semibold shadow">
                    {t('list.loading')}
                  </span>
                </div>
              ) : null}
              {products.results.length > 0 ? (
                <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
                  {products.results.map((product, index) => (
                    <ProductCard key={product.slug} product={product} layout={IMAGE_LAYOUTS.listCard} priority={index < PRIORITY_CARDS} />
                  ))}
                </div>
              ) : (
                <h2 className="py-16 text-center text-xl font-semibold" data-testid="products-not-found">
                  {t('list.notFound')}
                </h2>
              )}
            </div>
            <Pagination query={query} count={products.count} />
          </div>
        </div>
      </div>
    </>
  );
}
