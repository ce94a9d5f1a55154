// Product detail (/products/{slug}): gallery, price, category trail, description, features,
// similar products, and the head with Product and BreadcrumbList structured data.
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Link } from '../ui/link.tsx';
import { dataApi } from '../data/api.ts';
import { UpstreamError, orNull, toRouteError } from '../data/errors.ts';
import { toCard } from '../data/types.ts';
import type { Language } from '../constants.ts';
import { useLanguage, useT } from '../i18n/intl.ts';
import { PageHead } from '../shell/page-head.tsx';
import { Price } from '../ui/price.tsx';
import { IMAGE_LAYOUTS } from '../ui/image-layouts.ts';
import { ProductCard } from '../ui/product-card.tsx';
import { AddToQuoteButton, CompareButton } from '../ui/shortlist-buttons.tsx';
import { ProductGallery } from './product-gallery.tsx';
import './product-detail.css';
import { useShellData } from '../shell/shell-data.ts';
import { notFoundBoundary } from '../shell/not-found-boundary.tsx';
import { askAboutProductPath, categoryPath, pagePath, PRODUCTS_PATH, productPath } from '../urls.ts';
import { breadcrumbJsonLd, categoryTrail, metaDescription, productJsonLd } from './product-data.ts';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const api = dataApi({ context, request }, params.lang as Language);
  const slug = params.slug ?? '';
  // A slug the fresh catalogue lacks is a 404 without an upstream call (unless purged since).
  const catalogue = await api.known.allProductsFor(slug);
  if (catalogue && !catalogue.results.some((item) => item.slug === slug)) throw data({ kind: 'not-found' }, { status: 404 });
  // Both calls settle before the loader answers: none is left running after a failure.
  const [product, related] = await Promise.allSettled([api.product(slug), orNull(api.related(slug))]);
  if (product.status === 'rejected') {
    const error = product.reason;
    if (error instanceof UpstreamError && error.kind === 'not-found') throw data({ kind: 'not-found' }, { status: 404 });
    throw toRouteError(error);
  }
  if (related.status === 'rejected') throw related.reason;
  return { product: product.value, related: related.value?.results.filter((item) => item.slug !== slug).map(toCard) ?? [] };
}

export function Component() {
  const { product, related } = useLoaderData<typeof loader>();
  const t = useT();
  const language = useLanguage();
  const shell = useShellData();
  const trail = categoryTrail(product.category);
  const description = metaDescription(product.description);
  return (
    <>
      <PageHead
        title={product.title}
        description={description}
        keywords={t('productDetail.keywords', { title: product.title, category: trail.map((node) => node.title).join(', ') || t('nav.products') })}
        path={productPath(product.slug)}
        image={product.images[0]?.url}
        type="product"
        jsonLd={
          shell
            ? [
                productJsonLd(product, { origin: shell.origin, language, phone: shell.contact.phone }),
                breadcrumbJsonLd(product, { products: t('nav.products') }, { origin: shell.origin, language }),
              ]
            : []
        }
      />
      <article className="shell py-8" data-testid="product-detail">
        <div className="grid gap-8 md:grid-cols-2">
          <ProductGallery title={product.title} images={product.images} />
          <div className="flex min-w-0 flex-col gap-4">
            {product.is_new ? <span className="badge self-start bg-brand">{t('product.new')}</span> : null}
            <h1 className="m-0 text-balance text-2xl font-bold text-ink sm:text-3xl">{product.title}</h1>
            <div data-testid="product-price">
              <Price price={product.price} discount={product.discount} />
            </div>
            {trail.length ? (
              <nav aria-label={t('productDetail.breadcrumb')} data-testid="product-breadcrumb" className="text-sm text-muted">
                {trail.map((node, index) => (
                  <span key={node.slug}>
                    {index > 0 ? ' > ' : null}
                    <Link className="text-brand hover:underline" to={pagePath(language, categoryPath(node.slug))}>
                      {node.title}
                    </Link>
                  </span>
                ))}
              </nav>
            ) : null}
            <div
              className="product-description prose max-w-none text-ink"
              data-testid="product-description"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the description is sanitized on the server (worker/core/sanitize.ts) before it is cached.
              dangerouslySetInnerHTML={{ __html: product.description }}
            />
            <div className="flex flex-wrap gap-2">
              <AddToQuoteButton slug={product.slug} title={product.title} />
              <CompareButton slug={product.slug} title={product.title} />
            </div>
            <Link to={pagePath(language, askAboutProductPath(product.slug))} className="btn-primary self-start" data-testid="ask-product">
              {t('contact.askProduct')}
            </Link>
            <Link to={pagePath(language, PRODUCTS_PATH)} className="btn-outline self-start">
              {t('productDetail.back')}
            </Link>
          </div>
        </div>
        {product.features.length ? (
          <section className="mt-10" aria-labelledby="additional-info">
            <h2 id="additional-info" className="mb-4 mt-0 text-xl font-bold">
              {t('productDetail.additionalInfo')}
            </h2>
            <table className="w-full max-w-3xl border-collapse text-left text-sm" data-testid="product-features">
              <thead className="sr-only">
                <tr>
                  <th scope="col">{t('productDetail.feature')}</th>
                  <th scope="col">{t('productDetail.value')}</th>
                </tr>
              </thead>
              <tbody>
                {product.features.map((feature, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: features have no id and two may share a name.
                  <tr key={index} className="border-b border-line">
                    <th scope="row" className="w-1/3 py-2 pr-4 font-medium text-muted">
                      {feature.name}
                    </th>
                    <td className="py-2">{feature.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}
        {related.length ? (
          <section className="mt-12" aria-labelledby="similar-products" data-testid="similar-products">
            <h2 id="similar-products" className="mb-4 mt-0 text-xl font-bold">
              {t('productDetail.similar')}
            </h2>
            <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
              {related.map((item) => (
                <ProductCard key={item.slug} product={item} layout={IMAGE_LAYOUTS.gridCard} />
              ))}
            </div>
          </section>
        ) : null}
      </article>
    </>
  );
}

export const ErrorBoundary = notFoundBoundary({
  pageTitle: 'productDetail.notFound.pageTitle',
  title: 'productDetail.notFound.title',
  message: 'productDetail.notFound.message',
  back: 'productDetail.back',
  testId: 'product-not-found',
});
