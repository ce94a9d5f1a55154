// Prices in AZN, formatted by hand: workerd's Intl data for "az" is trimmed and prints
// "AZN 1,234.50" where a browser prints "1.234,50 ₼", which would break hydration.
import type { Language } from '../constants.ts';

const MANAT = '₼';
const NBSP = '\u00a0';

/** Discounted price = price × (100 − discount) / 100, rounded to cents. */
export function discountedPrice(price: number, discount: number | null | undefined): number {
  if (!discount || discount <= 0) return price;
  return Math.round(price * (100 - discount)) / 100;
}

function groupThousands(integer: string, separator: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * A whole count as az and ru readers group it ("1 234", a no-break space) and en ("1,234"): the
 * messages' ICU '#' goes through this, since workerd's az data would print "1,234".
 */
export function formatCount(count: number, language: Language): string {
  const digits = String(Math.abs(count));
  return `${count < 0 ? '-' : ''}${groupThousands(digits, language === 'en' ? ',' : NBSP)}`;
}

/** "1 234,50 ₼" in az and ru, "₼1,234.50" in en; always two decimals. */
export function formatPrice(amount: number, language: Language): string {
  const [integer = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  const sign = amount < 0 ? '-' : '';
  if (language === 'en') return `${sign}${MANAT}${groupThousands(integer, ',')}.${cents}`;
  return `${sign}${groupThousands(integer, NBSP)},${cents}${NBSP}${MANAT}`;
}
