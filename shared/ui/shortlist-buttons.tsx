// "Compare" and "Add to quote" on product cards, the product page and the compare page. Without
// JavaScript each is a plain link that still helps: "Compare" opens the compare page with the
// product, "Add to quote" the contact form with a message about it. Once hydrated they are
// buttons that change the visitor's short list (shared/ui/shortlist.ts); the same box either way.
import { useState } from 'react';
import { useLanguage, useT } from '../i18n/intl.ts';
import { askAboutProductPath, comparePath, pagePath } from '../urls.ts';
import { CheckIcon, CompareIcon, QuoteListIcon } from './icons.tsx';
import { addToQuote, toggleCompare, useShortlist } from './shortlist.ts';

/** `compact`: an icon with a hidden label (cards); else the icon and its label. */
export function CompareButton({ slug, title, compact = false }: { slug: string; title: string; compact?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const { ready, compare } = useShortlist();
  const [full, setFull] = useState(false);
  const chosen = compare.includes(slug);
  const label = chosen ? t('shortlist.compareChosen') : t('shortlist.compare');
  const className = compact ? 'shortlist-btn shortlist-btn-icon' : 'shortlist-btn';
  const content = (
    <>
      {chosen ? <CheckIcon size={18} /> : <CompareIcon size={18} />}
      <span className={compact ? 'sr-only' : ''}>{label}</span>
      {compact ? <span className="sr-only">: {title}</span> : null}
    </>
  );
  if (!ready)
    return (
      <a href={pagePath(language, comparePath([slug]))} className={className} title={compact ? label : undefined} data-testid="compare-toggle">
        {content}
      </a>
    );
  return (
    <>
      <button
        type="button"
        className={className}
        aria-pressed={chosen}
        title={compact ? label : undefined}
        data-testid="compare-toggle"
        onClick={() => setFull(!toggleCompare(slug))}
      >
        {content}
      </button>
      {full ? (
        <span role="status" className="sr-only">
          {t('shortlist.compareFull')}
        </span>
      ) : null}
    </>
  );
}

/** `narrow`: the label shows from 640 px only (a compare column on a phone). */
export function AddToQuoteButton({ slug, title, compact = false, narrow = false }: { slug: string; title: string; compact?: boolean; narrow?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const { ready, quote } = useShortlist();
  const [said, setSaid] = useState<string | null>(null);
  const quantity = quote.find((line) => line.slug === slug)?.quantity ?? 0;
  const label = t('shortlist.addToQuote');
  const className = compact ? 'shortlist-btn shortlist-btn-icon' : 'shortlist-btn';
  const content = (
    <>
      <QuoteListIcon size={18} />
      <span className={compact ? 'sr-only' : narrow ? 'sr-only sm:not-sr-only' : ''}>{label}</span>
      {compact ? <span className="sr-only">: {title}</span> : null}
      {quantity > 0 ? (
        <span className={compact ? 'shortlist-count absolute -right-1.5 -top-1.5' : 'shortlist-count'} data-testid="quote-quantity">
          <span className="sr-only">{t('shortlist.inQuote', { count: quantity })}</span>
          <span aria-hidden="true">{quantity}</span>
        </span>
      ) : null}
    </>
  );
  if (!ready)
    return (
      <a href={pagePath(language, askAboutProductPath(slug))} className={className} title={compact ? label : undefined} data-testid="quote-add">
        {content}
      </a>
    );
  return (
    <>
      <button
        type="button"
        className={className}
        title={compact ? label : undefined}
        data-testid="quote-add"
        onClick={() => setSaid(addToQuote(slug, title) ? t('shortlist.added', { title }) : t('shortlist.quoteFull'))}
      >
        {content}
      </button>
      <span role="status" className="sr-only">
        {said}
      </span>
    </>
  );
}
