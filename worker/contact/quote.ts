// A quote list checked against the catalogue and written as the message the company reads: a
// table of products, quantities, the catalogue's unit prices (discounts applied) and amounts, with
// the total in AZN. The browser's prices are only compared, never sent on.
import { readLine, type SentLine } from '../../shared/contact/quote-rules.ts';
import { MAX_LENGTHS } from '../../shared/contact/rules.ts';
import { CURRENCY, QUOTE_MAX_LINES, QUOTE_MAX_QUANTITY, type Language } from '../../shared/constants.ts';
import type { ProductSummary } from '../../shared/data/types.ts';
import { discountedPrice, formatPrice } from '../../shared/format/price.ts';
import { translate } from '../../shared/i18n/intl.ts';

export interface PricedLine {
  slug: string;
  title: string;
  quantity: number;
  unit: number;
  amount: number;
}

export type CheckedLines =
  | { ok: true; lines: PricedLine[] }
  /** `general`: a sentence about the list as a whole; `lines`: one per line sent, null where the line is fine. */
  | { ok: false; general: string; lines: (string | null)[] };

/** Cents, so that prices compare and add up exactly. */
const cents = (amount: number) => Math.round(amount * 100);

/** The lines as sent, each checked for its form, against the others and against the catalogue. */
export function checkLines(texts: readonly string[], catalogue: ReadonlyMap<string, ProductSummary>, language: Language): CheckedLines {
  if (texts.length === 0) return { ok: false, general: translate(language, 'quote.error.empty'), lines: [] };
  if (texts.length > QUOTE_MAX_LINES) {
    return { ok: false, general: translate(language, 'quote.error.tooMany', { max: QUOTE_MAX_LINES, count: texts.length }), lines: texts.map(() => null) };
  }
  const seen = new Set<string>();
  const lines: PricedLine[] = [];
  const problems = texts.map((text): string | null => {
    const read = readLine(text);
    if ('problem' in read) {
      return read.problem === 'quantity'
        ? translate(language, 'quote.error.quantity', { slug: read.slug ?? '', max: QUOTE_MAX_QUANTITY })
        : translate(language, 'quote.error.unreadable', { line: text.slice(0, 60) });
    }
    const { slug, quantity, price }: SentLine = read.line;
    if (seen.has(slug)) return translate(language, 'quote.error.repeated', { slug });
    seen.add(slug);
    const product = catalogue.get(slug);
    if (!product) return translate(language, 'quote.error.gone', { slug });
    const unit = discountedPrice(product.price, product.discount);
    if (cents(unit) !== cents(price)) {
      return translate(language, 'quote.error.price', { title: product.title, price: formatPrice(unit, language) });
    }
    lines.push({ slug, title: product.title, quantity, unit, amount: cents(unit * quantity) / 100 });
    return null;
  });
  if (problems.some((problem) => problem !== null)) return { ok: false, general: translate(language, 'quote.error.lines'), lines: problems };
  return { ok: true, lines };
}

/** A table cell's text: one line, no column separator. */
const cell = (text: string) => text.replace(/[|\r\n]+/g, ' ').trim();

/** The message the company gets: the table, the total, then the visitor's own note. */
export function quoteMessage(lines: readonly PricedLine[], note: string, language: Language): string {
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) => translate(language, key, values);
  const header = ['#', t('quote.table.product'), t('quote.table.code'), t('quote.table.quantity'), t('quote.table.unit'), t('quote.table.amount')];
  const rows = lines.map((line, index) =>
    [String(index + 1), cell(line.title), line.slug, String(line.quantity), formatPrice(line.unit, language), formatPrice(line.amount, language)].join(' | '),
  );
  const total = lines.reduce((sum, line) => sum + cents(line.amount), 0) / 100;
  const parts = [
    t('quote.table.heading', { count: lines.length }),
    '',
    header.join(' | '),
    header.map(() => '---').join(' | '),
    ...rows,
    '',
    t('quote.table.total', { total: formatPrice(total, language), currency: CURRENCY }),
  ];
  if (note) parts.push('', t('quote.table.note'), note);
  return parts.join('\n');
}

/** How long the visitor's note may be for the message, table included, to fit the upstream's limit. */
export function noteRoom(lines: readonly PricedLine[], language: Language): number {
  return MAX_LENGTHS.message - quoteMessage(lines, '', language).length - translate(language, 'quote.table.note').length - 2;
}
