// A quote list as the quote page sends it and the worker's quote route (worker/routes/quote.ts)
// reads it: each line a `line` field `slug:quantity:price`, the price being the unit price (after
// discount) the visitor was shown. The worker checks every line against the catalogue and sends the
// catalogue's prices; a line whose price is not the catalogue's is refused, so the visitor sees the
// price the company will quote before asking again.
import { QUOTE_MAX_LINES, QUOTE_MAX_QUANTITY } from '../constants.ts';
import { isSlug } from '../data/slug.ts';
import type { ContactResult } from './rules.ts';

/** The form field of one line. */
export const QUOTE_LINE_FIELD = 'line';

export interface SentLine {
  slug: string;
  quantity: number;
  /** The unit price shown, in AZN with two decimals. */
  price: number;
}

/** A line's field value. */
export function writeLine({ slug, quantity, price }: SentLine): string {
  return `${slug}:${quantity}:${price.toFixed(2)}`;
}

/** Why a line is refused before the catalogue is asked; the worker turns each into a sentence. */
export type LineProblem = 'unreadable' | 'quantity' | 'repeated';

/** A line's field value read; its problem when its form is wrong (the catalogue's checks come after). */
export function readLine(text: string): { line: SentLine } | { problem: LineProblem; slug?: string } {
  const match = /^([^:]{1,200}):([^:]{1,12}):([^:]{1,16})$/.exec(text.trim());
  if (!match || !isSlug(match[1]!)) return { problem: 'unreadable' };
  const slug = match[1]!;
  const quantityText = match[2]!;
  const priceText = match[3]!;
  if (!/^\d+(\.\d{1,2})?$/.test(priceText)) return { problem: 'unreadable', slug };
  const quantity = Number(quantityText);
  if (!/^\d+$/.test(quantityText) || quantity < 1 || quantity > QUOTE_MAX_QUANTITY) return { problem: 'quantity', slug };
  return { line: { slug, quantity, price: Number(priceText) } };
}

/** The lines' count limits, for the messages that name them. */
export const QUOTE_LIMITS = { lines: QUOTE_MAX_LINES, quantity: QUOTE_MAX_QUANTITY };

/**
 * The quote route's answer: the contact route's, with a sentence for each refused line (null for a
 * line that is fine), in the order the lines were sent.
 */
export type QuoteResult = ContactResult & { lines?: (string | null)[] };
