// The product list (/products): category and price filters, sort, pages. Every control is a
// link or a GET form, so the page works without JavaScript and the back button restores filters;
// with JavaScript the router navigates (and shows a loading state) instead of reloading.
import { data, useLoaderData, useLocation, useNavigation, type LoaderFunctionArgs } from 'react-router';
import { dataApi, type DataApi } from '../data/api.ts';
import { UpstreamError, orNull, toRouteError } from '../data/errors.ts';
import { toCard, type Paginated, type ProductPage, type ProductSummary } from '../data/types.ts';
import { PRODUCTS_PAGE_SIZE, type Language } from '../constants.ts';
import { useLanguage, useT } from '../i18n/intl.ts';
import { PageHead } from '../shell/page-head.tsx';
import { useShellData } from '../shell/shell-data.ts';
import { websiteSearchData } from '../shell/structured-data.ts';
import { IMAGE_LAYOUTS } from '../ui/image-layouts.ts';
import { categoryPath, pagePath, PRODUCTS_PATH } from '../urls.ts';
import { Link } from '../ui/link.tsx';
import { listSearch, parseListQuery, toProductQuery, withFilter, type ListQuery } from '../data/list-query.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { ProductCard } from '../ui/product-card.tsx';
import { categoryDescription } from './category-description.ts';
import { findCategory } from './category-filter.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { Pagination } from './pagination-nav.tsx';
import { pageCount } from './pagination.ts';
import { SortForm } from './sort-form.tsx';
import { useScrollToList } from './use-scroll-to-list.ts';
import { categoryBreadcrumbData, ListBreadcrumb } from './list-breadcrumb.tsx';
import { CategorySuggestions } from '../shell/category-suggestions.tsx';

/** Whether the list is narrowed beyond its category (its count is then not the category's). */
const filtered = (query: ListQuery) => Boolean(query.search) || query.priceMin !== undefined || query.priceMax !== undefined;

const EMPTY: Paginated<ProductSummary> = { count: 0, results: [] };
/** Cards whose images load at once: the first row at the widest layout (three columns). */
const PRIORITY_CARDS = 3;

/**
 * Whether the cache already rules the list out: a category the fresh category tree lacks, or a
 * page past the last of a count known from the same list's first page. Unknown means no.
 */
async function knownMissing(api: DataApi, query: ListQuery): Promise<boolean> {
  const [tree, first] = await Promise.all([
    query.category ? api.known.categories() : undefined,
    query.page > 1 ? api.known.products(toProductQuery({ ...query, page: 1 })) : undefined,
  ]);
  if (tree && query.category && !findCategory(tree.results, query.category)) return true;
  return first !== undefined && query.page > pageCount(first.count, PRODUCTS_PAGE_SIZE);
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const query = parseListQuery(new URL(request.url).searchParams);
  const api = dataApi({ context, request }, params.lang as Language);
  // No such list: a 404 (not indexed) without asking the upstream about it.
  if (await knownMissing(api, query)) throw data({ kind: 'not-found' }, { status: 404 });
  const [products, category] = await Promise.all([
    // A page past the end does not exist (404, not indexed); a query the upstream refuses is an empty list.
    api.products(toProductQuery(query)).catch((error: unknown) => {
      if (error instanceof UpstreamError && error.kind === 'not-found' && query.page > 1) throw toRouteError(error);
      if (error instanceof UpstreamError && (error.kind === 'invalid-request' || error.kind === 'not-found')) return EMPTY;
      throw toRouteError(error);
    }),
    query.category ? orNull(api.category(query.category)) : Promise.resolve(null),
  ]);
  const { suggestion } = products as ProductPage;
  return { query, products: { count: products.count, results: products.results.map(toCard), ...(suggestion ? { suggestion } : {}) }, category };
}

export function Component() {
  const { query, products, category } = useLoaderData<typeof loader>();
  const t = useT();
  const language = useLanguage();
  const shell = useShellData();
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state !== 'idle' && navigation.location?.pathname === location.pathname;
  useScrollToList(query);

  const categoryTitle = category?.title ?? (query.category ? findCategory(shell?.categories ?? [], query.category)?.title : undefined);
  const title = categoryTitle ? t('list.titleCategory', { category: categoryTitle }) : t('list.title');
  const canonical = query.category ? categoryPath(query.category) : PRODUCTS_PATH;
  return (
    <>
      <PageHead
        title={title}
        description={category ? categoryDescription(language, category, filtered(query) ? undefined : products.count) : t('list.description')}
        keywords={t('list.keywords')}
        path={canonical}
        jsonLd={
          shell
            ? [
                websiteSearchData(shell.origin, language),
                ...(query.category && categoryTitle
                  ? [categoryBreadcrumbData(shell.origin, language, shell.categories, query.category, categoryTitle, t('list.title'))]
                  : []),
              ]
            : []
        }
      />
      <div className="shell py-8">
        {query.category && categoryTitle ? <ListBreadcrumb tree={shell?.categories ?? []} slug={query.category} title={categoryTitle} /> : null}
        <h1 className="m-0 mb-6 text-2xl font-bold">{categoryTitle ?? t('list.title')}</h1>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-5 wide:grid wide:grid-cols-[16rem_1fr_auto] wide:grid-rows-[auto_1fr] wide:items-start wide:gap-x-8">
          <FilterPanel
            query={query}
            category={category}
            prices={products.results.map((product) => product.price)}
            whole={query.page === 1 && products.count === products.results.length}
          />
          {products.count > 0 ? (
            // On phones under the filter button and the sort, which then share a row.
            <p className="order-1 m-0 w-full text-sm text-muted wide:order-none wide:w-auto wide:self-center" data-testid="result-count">
              {t('list.count', { count: products.count })}
            </p>
          ) : null}
          <div className="ml-auto wide:col-start-3">
            <SortForm query={query} />
          </div>
          <div className="order-2 w-full wide:order-none wide:col-span-2 wide:col-start-2">
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
                <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
                  {products.results.map((product, index) => (
                    <ProductCard key={product.slug} product={product} layout={IMAGE_LAYOUTS.listCard} priority={index < PRIORITY_CARDS} />
                  ))}
                </div>
              ) : (
                <EmptyState title={t('list.notFound')} hint={t('list.notFoundHint')} testId="products-not-found">
                  {query.search ? (
                    <CategorySuggestions
                      search={query.search}
                      corrected={
                        products.suggestion
                          ? {
                              text: products.suggestion,
                              to: pagePath(language, PRODUCTS_PATH) + listSearch(withFilter(query, { search: products.suggestion })),
                            }
                          : undefined
                      }
                    />
                  ) : null}
                  <Link to={pagePath(language, PRODUCTS_PATH)} className="btn-outline text-sm">
                    {t('list.reset')}
                  </Link>
                </EmptyState>
              )}
            </div>
            <Pagination query={query} count={products.count} />
          </div>
        </div>
      </div>
    </>
  );
}
