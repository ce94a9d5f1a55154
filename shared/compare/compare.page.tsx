// Compare (/compare?products=a,b,c): up to four products side by side, their features on aligned
// rows, with a switch that hides the rows where they agree. The address names the products, so
// every visitor of it gets the same page; what a visitor chose lives in their browser only
// (shared/ui/shortlist.ts). Not indexed: docs/decisions/022-compare-noindex.md.
import { useEffect, type CSSProperties } from 'react';
import { data, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { Language } from '../constants.ts';
import { dataApi } from '../data/api.ts';
import { orRouteError } from '../data/errors.ts';
import { useLanguage, useT } from '../i18n/intl.ts';
import { PageHead } from '../shell/page-head.tsx';
import { notFoundBoundary } from '../shell/not-found-boundary.tsx';
import { StatusView } from '../shell/status-view.tsx';
import { SizedImage } from '../ui/image.tsx';
import { IMAGE_LAYOUTS } from '../ui/image-layouts.ts';
import { CompareIcon } from '../ui/icons.tsx';
import { Link } from '../ui/link.tsx';
import { Price } from '../ui/price.tsx';
import { AddToQuoteButton } from '../ui/shortlist-buttons.tsx';
import { setCompare, useShortlist } from '../ui/shortlist.ts';
import { comparePath, pagePath, PRODUCTS_PATH, productPath } from '../urls.ts';
import { compareSlugs } from './compare-query.ts';
import { readCompared, toCompareProduct, type CompareProduct } from './compare-data.ts';
import { alignFeatures } from './features.ts';
import './compare.css';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const language = params.lang as Language;
  const slugs = compareSlugs(new URL(request.url).searchParams);
  if (slugs.length === 0) return { products: [] as CompareProduct[] };
  const found = await orRouteError(readCompared(dataApi({ context, request }, language), slugs));
  if (found.length === 0) throw data({ kind: 'not-found' }, { status: 404 });
  // The products found are the page's address: unknown slugs and those past four leave it (301).
  const kept = found.map((product) => product.slug).sort();
  if (kept.join(',') !== slugs.join(',')) throw redirect(pagePath(language, comparePath(kept)), 301);
  return { products: found.sort((a, b) => (a.slug < b.slug ? -1 : 1)).map(toCompareProduct) };
}

function ProductHead({ product, others }: { product: CompareProduct; others: string[] }) {
  const t = useT();
  const language = useLanguage();
  return (
    <th scope="col" className="border-b border-line p-2 text-left align-top font-normal sm:p-3" data-testid="compare-product">
      <div className="flex flex-col gap-2">
        {product.image ? (
          <SizedImage src={product.image} layout={IMAGE_LAYOUTS.compare} alt="" width={112} height={112} className="size-28 rounded-lg object-contain" />
        ) : null}
        <Link to={pagePath(language, productPath(product.slug))} className="font-semibold text-ink hover:text-brand">
          {product.title}
        </Link>
        <Price price={product.price} discount={product.discount} />
        <div>
          <AddToQuoteButton slug={product.slug} title={product.title} narrow />
        </div>
        <Link
          to={pagePath(language, comparePath(others))}
          className="text-sm text-muted underline hover:text-brand"
          aria-label={t('compare.removeProduct', { title: product.title })}
          data-testid="compare-remove"
        >
          {t('compare.remove')}
        </Link>
      </div>
    </th>
  );
}

export function Component() {
  const { products } = useLoaderData<typeof loader>();
  const t = useT();
  const language = useLanguage();
  const slugs = products.map((product) => product.slug);
  const { ready, compare } = useShortlist();
  // The products on the page become the visitor's choice, so that "Compare" on a card adds to them.
  const key = slugs.join(',');
  useEffect(() => {
    if (ready && key) setCompare(key.split(','));
  }, [ready, key]);
  const head = (
    <PageHead
      title={products.length ? t('compare.titleWith', { titles: products.map((product) => product.title).join(' · ') }) : t('compare.title')}
      description={t('compare.description')}
      robots="noindex, follow"
      path={comparePath(slugs)}
    />
  );
  if (products.length === 0) {
    const chosen = compare.length > 0;
    return (
      <>
        {head}
        <StatusView testId="compare-empty" mark={<CompareIcon size={36} />} title={t('compare.title')} message={t('compare.empty')}>
          {chosen ? (
            <Link to={pagePath(language, comparePath([...compare].sort()))} className="btn-primary" data-testid="compare-open-chosen">
              {t('compare.openChosen', { count: compare.length })}
            </Link>
          ) : null}
          <Link to={pagePath(language, PRODUCTS_PATH)} className={chosen ? 'btn-outline' : 'btn-primary'}>
            {t('nav.products')}
          </Link>
        </StatusView>
      </>
    );
  }
  const rows = alignFeatures(products, language);
  const categories = products.map((product) => product.category);
  const allRows = [{ key: 'category', label: t('compare.category'), values: categories, same: categories.every((value) => value === categories[0]) }, ...rows];
  const differing = allRows.filter((row) => !row.same).length;
  return (
    <>
      {head}
      <section className="compare shell py-8" data-testid="compare">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="m-0 text-2xl font-bold sm:text-3xl">{t('compare.title')}</h1>
            <p className="mb-0 mt-1 text-muted">{t('compare.summary', { count: products.length, differing })}</p>
          </div>
          <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-3 py-2 font-medium">
            <input type="checkbox" className="compare-differences-toggle size-4 accent-brand" data-testid="compare-differences" />
            {t('compare.onlyDifferences')}
          </label>
        </div>
        <div className="compare-scroll rounded-xl border border-line bg-white" data-testid="compare-scroll">
          <table className="compare-table text-sm sm:text-base" style={{ '--compare-columns': products.length } as CSSProperties} data-testid="compare-table">
            <caption className="sr-only">{t('compare.caption')}</caption>
            <colgroup>
              <col className="compare-feature-col" />
              {products.map((product) => (
                <col key={product.slug} />
              ))}
            </colgroup>
            <thead>
              <tr>
                <td className="compare-corner border-b border-line" />
                {products.map((product) => (
                  <ProductHead key={product.slug} product={product} others={slugs.filter((slug) => slug !== product.slug)} />
                ))}
              </tr>
            </thead>
            <tbody>
              {allRows.map((row) => (
                <tr key={row.key} data-same={row.same ? '' : undefined} data-testid="compare-row" className={row.same ? '' : 'bg-brand-light/40'}>
                  <th scope="row" className="border-b border-line p-2 text-left align-top font-medium text-muted sm:p-3">
                    {row.label}
                  </th>
                  {row.values.map((value, column) => (
                    <td key={products[column]!.slug} className="border-b border-line p-2 align-top text-ink sm:p-3">
                      {value ?? <span className="text-muted">{t('compare.none')}</span>}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mb-0 mt-4 text-sm text-muted">{t('compare.hint')}</p>
      </section>
    </>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: 'compare.notFound.title',
  message: 'compare.notFound.message',
  back: 'nav.products',
  testId: 'compare-not-found',
});
