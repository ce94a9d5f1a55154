// The quote list (/quote): the products a visitor collected with their quantities, each line's
// price and the total in AZN, read again from the catalogue whenever the list is shown, and a form
// that asks the company for one quote for all of it (worker/routes/quote.ts). The list lives in
// the visitor's browser (shared/ui/shortlist.ts), so the server's page is the same for everyone and
// the list shows once the page's script runs; without JavaScript the page points to the contact form.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Language } from '../constants.ts';
import { QUOTE_MAX_QUANTITY } from '../constants.ts';
import { formatPrice } from '../format/price.ts';
import { useLanguage, useT } from '../i18n/intl.ts';
import { PageHead } from '../shell/page-head.tsx';
import { QuoteListIcon } from '../ui/icons.tsx';
import { Link } from '../ui/link.tsx';
import { clearQuote, removeFromQuote, setQuantity, useShortlist, type QuoteLine } from '../ui/shortlist.ts';
import { CONTACT_PATH, pagePath, PRODUCTS_PATH, productPath, QUOTE_PATH } from '../urls.ts';
import { ContactFieldInput, LABELS, postForm } from './contact-form.tsx';
import { readCatalogue, type CatalogueEntry } from './quote-catalogue.ts';
import { QUOTE_LINE_FIELD, writeLine, type QuoteResult } from './quote-rules.ts';
import { CONTACT_FIELDS, emptyValues, HONEYPOT_FIELD } from './rules.ts';
import { TurnstileWidget } from './turnstile-widget.tsx';
import './quote.css';

const cents = (amount: number) => Math.round(amount * 100);

/** The lines' prices now: read once per set of products (and language), again after a refusal. */
function useCatalogue(language: Language, slugs: readonly string[], round: number): Map<string, CatalogueEntry> | undefined {
  const key = [...slugs].sort().join(',');
  const [state, setState] = useState<{ key: string; entries: Map<string, CatalogueEntry> }>();
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    readCatalogue(language, key.split(','), controller.signal)
      .then((entries) => setState({ key: `${language}|${key}|${round}`, entries }))
      .catch(() => {});
    return () => controller.abort();
  }, [language, key, round]);
  return state?.key === `${language}|${key}|${round}` ? state.entries : undefined;
}

function LineRow({ line, entry, problem }: { line: QuoteLine; entry: CatalogueEntry | undefined; problem: string | null }) {
  const t = useT();
  const language = useLanguage();
  const found = entry?.kind === 'found' ? entry : undefined;
  const id = `quantity-${line.slug}`;
  return (
    <tr className="border-b border-line align-top" data-testid="quote-line" data-slug={line.slug}>
      <th scope="row" className="py-3 pr-3 text-left font-medium">
        {entry?.kind === 'gone' ? (
          <>
            <span className="text-muted line-through">{line.title}</span>
            <span className="mt-1 block text-sm font-semibold text-red-700" data-testid="quote-gone">
              {t('quote.gone')}
            </span>
          </>
        ) : (
          <Link to={pagePath(language, productPath(line.slug))} className="text-ink hover:text-brand">
            {found?.title ?? line.title}
          </Link>
        )}
        {problem ? (
          <span className="mt-1 block text-sm font-normal text-red-700" role="alert" data-testid="quote-line-error">
            {problem}
          </span>
        ) : null}
      </th>
      <td className="py-3 pr-3 text-right whitespace-nowrap" data-testid="quote-unit">
        {found ? formatPrice(found.unit, language) : entry?.kind === 'unknown' ? t('quote.priceUnknown') : entry?.kind === 'gone' ? '—' : '…'}
      </td>
      <td className="py-3 pr-3">
        <label htmlFor={id} className="sr-only">
          {t('quote.quantityOf', { title: found?.title ?? line.title })}
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={QUOTE_MAX_QUANTITY}
          step={1}
          value={line.quantity}
          onChange={(event) => setQuantity(line.slug, Number(event.currentTarget.value))}
          className="w-20 rounded-lg border border-line bg-white px-2 py-1.5 text-base"
          data-testid="quote-quantity-input"
        />
      </td>
      <td className="py-3 pr-3 text-right font-semibold whitespace-nowrap" data-testid="quote-amount">
        {found ? formatPrice(cents(found.unit * line.quantity) / 100, language) : ''}
      </td>
      <td className="py-3 text-right">
        <button
          type="button"
          className="text-sm text-muted underline hover:text-brand"
          onClick={() => removeFromQuote(line.slug)}
          aria-label={t('quote.removeProduct', { title: found?.title ?? line.title })}
          data-testid="quote-remove"
        >
          {t('quote.remove')}
        </button>
      </td>
    </tr>
  );
}

export function Component() {
  const t = useT();
  const language = useLanguage();
  const { ready, quote } = useShortlist();
  const [round, setRound] = useState(0);
  const catalogue = useCatalogue(
    language,
    quote.map((line) => line.slug),
    round,
  );
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ answer: QuoteResult; sent: string[] }>();
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result && result.answer.status !== 'sent') alertRef.current?.focus();
  }, [result]);
  const head = <PageHead title={t('quote.title')} description={t('quote.description')} robots="noindex, follow" page="quote" />;

  // Until the page's script has read the list (and without JavaScript) the page says what the list
  // needs; then the list or its empty state takes the same box (min-h-88), so nothing below moves.
  if (!ready)
    return (
      <>
        {head}
        <section className="shell min-h-88 py-8" data-testid="quote">
          <h1 className="m-0 text-2xl font-bold sm:text-3xl">{t('quote.title')}</h1>
          <div className="mt-6 flex flex-col items-start gap-4" data-testid="quote-needs-script">
            <p className="m-0 flex items-center gap-3 text-lg text-muted">
              <QuoteListIcon size={28} className="shrink-0" />
              {t('quote.needsScript')}
            </p>
            <a href={pagePath(language, CONTACT_PATH)} className="btn-primary">
              {t('quote.contactInstead')}
            </a>
          </div>
        </section>
      </>
    );

  const sentOk = result?.answer.status === 'sent';
  if (quote.length === 0)
    return (
      <>
        {head}
        <section className="shell min-h-88 py-8" data-testid="quote">
          <h1 className="m-0 text-2xl font-bold sm:text-3xl">{t('quote.title')}</h1>
          {sentOk ? (
            <div role="status" className="mt-4 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900" data-testid="quote-sent">
              <p className="m-0 font-semibold">{t('contact.success.title')}</p>
              <p className="mb-0 mt-1">{t('quote.sent')}</p>
            </div>
          ) : null}
          <div className="mt-6 flex flex-col items-start gap-4" data-testid="quote-empty">
            <p className="m-0 flex items-center gap-3 text-lg text-muted">
              <QuoteListIcon size={28} className="shrink-0" />
              {t('quote.empty')}
            </p>
            <Link to={pagePath(language, PRODUCTS_PATH)} className="btn-primary">
              {t('nav.products')}
            </Link>
          </div>
        </section>
      </>
    );

  const answer = result?.answer;
  const values = answer && answer.status !== 'sent' ? answer.values : emptyValues();
  const errors = answer && answer.status !== 'sent' ? answer.errors : {};
  const problemOf = (slug: string) => {
    const index = result?.sent.indexOf(slug) ?? -1;
    return index >= 0 ? (answer?.lines?.[index] ?? null) : null;
  };
  const total = catalogue
    ? quote.reduce((sum, line) => {
        const entry = catalogue.get(line.slug);
        return entry?.kind === 'found' ? sum + cents(entry.unit * line.quantity) : sum;
      }, 0) / 100
    : undefined;
  const gone = quote.some((line) => catalogue?.get(line.slug)?.kind === 'gone');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || !catalogue) return;
    const lines = quote.map((line) => {
      const entry = catalogue.get(line.slug);
      return { slug: line.slug, line: writeLine({ slug: line.slug, quantity: line.quantity, price: entry?.kind === 'found' ? entry.unit : 0 }) };
    });
    setSending(true);
    const outcome = await postForm<QuoteResult>(
      language,
      QUOTE_PATH,
      event.currentTarget,
      lines.map((item) => [QUOTE_LINE_FIELD, item.line]),
    );
    setSending(false);
    setResult({ answer: outcome, sent: lines.map((item) => item.slug) });
    if (outcome.status === 'sent') clearQuote();
    // A refused line may mean the catalogue changed: read it again.
    else if (outcome.lines?.some(Boolean)) setRound((value) => value + 1);
  };

  return (
    <>
      {head}
      <section className="shell py-8" data-testid="quote">
        <h1 className="m-0 text-2xl font-bold sm:text-3xl">{t('quote.title')}</h1>
        <p className="mb-6 mt-1 text-muted">{t('quote.intro')}</p>
        <div>
          <table className="quote-table w-full border-collapse text-left" data-testid="quote-table">
            <caption className="sr-only">{t('quote.title')}</caption>
            <thead>
              <tr className="border-b border-line text-sm text-muted">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('quote.table.product')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('quote.table.unit')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('quote.table.quantity')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('quote.table.amount')}
                </th>
                <td />
              </tr>
            </thead>
            <tbody>
              {quote.map((line) => (
                <LineRow key={line.slug} line={line} entry={catalogue?.get(line.slug)} problem={problemOf(line.slug)} />
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3} className="py-3 pr-3 text-right text-lg font-bold">
                  {t('quote.total')}
                </th>
                <td className="py-3 pr-3 text-right text-lg font-bold whitespace-nowrap" data-testid="quote-total">
                  {total === undefined ? '…' : formatPrice(total, language)}
                </td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
        {gone ? (
          <p className="text-sm text-red-700" data-testid="quote-gone-note">
            {t('quote.goneNote')}
          </p>
        ) : null}
        <h2 className="mb-2 mt-10 text-xl font-bold">{t('quote.ask')}</h2>
        <p className="mb-4 mt-0 text-muted">{t('quote.askIntro')}</p>
        <form
          method="post"
          action={pagePath(language, QUOTE_PATH)}
          onSubmit={onSubmit}
          noValidate
          className="grid max-w-3xl gap-4 sm:grid-cols-2"
          data-testid="quote-form"
          key={answer ? JSON.stringify(values) : 'empty'}
          aria-busy={sending}
        >
          {errors.non_field_errors ? (
            <div
              ref={alertRef}
              role="alert"
              tabIndex={-1}
              className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800 sm:col-span-2"
              data-testid="quote-alert"
            >
              {errors.non_field_errors.join(' ')}
            </div>
          ) : null}
          {CONTACT_FIELDS.map((field) => (
            <ContactFieldInput
              key={field}
              field={field}
              id={`quote-${field}`}
              errorTestId={`quote-${field}-error`}
              value={values[field]}
              error={errors[field]?.join(' ')}
              label={field === 'message' ? t('quote.note') : t(LABELS[field])}
              rows={4}
            />
          ))}
          <div hidden>
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <TurnstileWidget className="sm:col-span-2" />
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary disabled:opacity-60" disabled={sending || !catalogue} data-testid="quote-submit">
              {sending ? t('contact.sending') : t('quote.submit')}
            </button>
          </div>
        </form>
      </section>
    </>
  );
}
