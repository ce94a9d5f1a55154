import { discountedPrice, formatPrice } from '../format/price.ts';
import { useLanguage, useT } from '../i18n/intl.ts';

export function Price({ price, discount }: { price: number; discount: number | null }) {
  const language = useLanguage();
  const t = useT();
  const current = discountedPrice(price, discount);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 m-0">
      <span className="text-base font-semibold text-ink sm:text-lg">{current === 0 ? t('product.free') : formatPrice(current, language)}</span>
      {discount && discount > 0 ? (
        <del className="text-sm text-muted">
          <span className="sr-only">{`${t('product.oldPrice')}: `}</span>
          {formatPrice(price, language)}
        </del>
      ) : null}
    </p>
  );
}
