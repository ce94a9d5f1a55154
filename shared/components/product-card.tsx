import type { ProductSummary } from '../catalog/types.ts';
import { useLanguage, useT } from '../i18n/intl.ts';
import { Price } from './price.tsx';

export function ProductCard({ product }: { product: ProductSummary }) {
  const language = useLanguage();
  const t = useT();
  const image = product.images[0];
  return (
    <article className="relative flex flex-col gap-3 rounded-xl border border-line bg-white p-4" data-testid="product-card">
      <div className="absolute left-3 top-3 flex gap-1">
        {product.is_new ? <span className="badge bg-brand">{t('product.new')}</span> : null}
        {product.discount && product.discount > 0 ? (
          <span className="badge bg-sale">{t('product.discount', { discount: product.discount })}</span>
        ) : null}
      </div>
      {image ? (
        <img className="aspect-square w-full rounded-lg bg-canvas object-contain" src={image.url} alt={product.title} width={400} height={400} loading="lazy" />
      ) : null}
      <h2 className="m-0 text-base font-medium">
        <a className="text-ink no-underline hover:text-brand" href={`/${language}/products/${product.slug}`}>
          {product.title}
        </a>
      </h2>
      <Price price={product.price} discount={product.discount} />
    </article>
  );
}
