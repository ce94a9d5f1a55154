import { Link } from './link.tsx';
import type { CardProduct } from '../data/types.ts';
import { useLanguage, useT } from '../i18n/intl.ts';
import { SizedImage } from './image.tsx';
import type { ImageLayout } from './image-layouts.ts';
import { Price } from './price.tsx';
import { AddToQuoteButton, CompareButton } from './shortlist-buttons.tsx';
import { pagePath, productPath } from '../urls.ts';

/**
 * `priority`: the card is likely in the first screen (the first cards of the product list), so
 * its image loads at once, ahead of other images; every other card's image loads when near.
 * `layout`: the grid the card sits in (IMAGE_LAYOUTS), for the width its images are fetched at.
 */
export function ProductCard({
  product,
  layout,
  testId = 'product-card',
  priority = false,
}: {
  product: CardProduct;
  layout: ImageLayout;
  testId?: string;
  priority?: boolean;
}) {
  const language = useLanguage();
  const t = useT();
  const image = product.images[0];
  const hover = product.images[1];
  return (
    <article className="product-card group" data-testid={testId}>
      <div className="absolute left-3 top-3 z-10 flex gap-1">
        {product.is_new ? <span className="badge bg-brand">{t('product.new')}</span> : null}
        {product.discount && product.discount > 0 ? <span className="badge bg-sale">{t('product.discount', { discount: product.discount })}</span> : null}
      </div>
      {image ? (
        <div className="relative">
          <SizedImage
            className="product-card-image"
            src={image.url}
            layout={layout}
            alt={product.title}
            width={400}
            height={400}
            {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
          />
          {hover ? (
            // The second image shows on hover (pointer devices only); it repeats the first's meaning.
            <SizedImage
              className="product-card-hover"
              src={hover.url}
              layout={layout}
              alt=""
              width={400}
              height={400}
              loading="lazy"
              data-testid="hover-image"
            />
          ) : null}
        </div>
      ) : null}
      <h2 className="m-0 line-clamp-2 text-sm font-medium sm:text-base">
        <Link className="product-card-link" to={pagePath(language, productPath(product.slug))}>
          {product.title}
        </Link>
      </h2>
      {/* At the card's foot, so that prices line up along a row whatever the titles' length. */}
      <div className="mt-auto flex flex-col gap-2">
        <Price price={product.price} discount={product.discount} />
        <div className="flex gap-2">
          <CompareButton slug={product.slug} title={product.title} compact />
          <AddToQuoteButton slug={product.slug} title={product.title} compact />
        </div>
      </div>
    </article>
  );
}
