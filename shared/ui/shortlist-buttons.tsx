// "Compare" and "Add to quote" on product cards, the product page and the compare page. Without
// JavaScript each is a plain link that still helps: "Compare" opens the compare page with the
// product, "Add to quote" the contact form with a message about it. Once hydrated they are
// buttons that change the visitor's short list (shared/ui/shortlist.ts); the same box either way.
// A card's compact button is its icon alone (drawn by CSS: uno.config.ts, .shortlist-icon), named
// by aria-label with the product's title, so that a product list's many cards stay light.
import { useState, type ReactNode } from 'react';
import { useLanguage, useT } from '../i18n/intl.ts';
import { askAboutProductPath, comparePath, pagePath } from '../urls.ts';
import { CheckIcon, CompareIcon, QuoteListIcon } from './icons.tsx';
import { addToQuote, toggleCompare, useShortlist } from './shortlist.ts';

interface ShortlistButtonProps {
  /** Where the link goes without JavaScript. */
  href: string;
  ready: boolean;
  label: string;
  compact: boolean;
  title: string;
  /** The compact icon's class, and the full button's icon. */
  iconClass: string;
  icon: ReactNode;
  /** The label's class in the full button. */
  labelClass?: string;
  pressed?: boolean;
  testId: string;
  onClick(): void;
  children?: ReactNode;
}

function ShortlistButton({ href, ready, label, compact, title, iconClass, icon, labelClass, pressed, testId, onClick, children }: ShortlistButtonProps) {
  const common = {
    className: compact ? `shortlist-btn shortlist-btn-icon shortlist-icon ${iconClass}` : 'shortlist-btn',
    'aria-label': compact ? `${label}: ${title}` : undefined,
    'data-testid': testId,
  };
  const content = compact ? (
    children
  ) : (
    <>
      {icon}
      {labelClass ? <span className={labelClass}>{label}</span> : label}
      {children}
    </>
  );
  if (!ready)
    return (
      <a href={href} {...common}>
        {content}
      </a>
    );
  return (
    <button type="button" aria-pressed={pressed} onClick={onClick} {...common}>
      {content}
    </button>
  );
}

/** `compact`: an icon named with the product's title (cards); else the icon and its label. */
export function CompareButton({ slug, title, compact = false }: { slug: string; title: string; compact?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const { ready, compare } = useShortlist();
  const [full, setFull] = useState(false);
  const chosen = compare.includes(slug);
  return (
    <>
      <ShortlistButton
        href={pagePath(language, comparePath([slug]))}
        ready={ready}
        label={chosen ? t('shortlist.compareChosen') : t('shortlist.compare')}
        compact={compact}
        title={title}
        iconClass={chosen ? 'shortlist-icon-chosen' : 'shortlist-icon-compare'}
        icon={chosen ? <CheckIcon size={18} /> : <CompareIcon size={18} />}
        pressed={ready ? chosen : undefined}
        testId="compare-toggle"
        onClick={() => setFull(!toggleCompare(slug))}
      />
      {ready ? (
        <span role="status" className="sr-only">
          {full ? t('shortlist.compareFull') : null}
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
  return (
    <>
      <ShortlistButton
        href={pagePath(language, askAboutProductPath(slug))}
        ready={ready}
        label={label}
        compact={compact}
        title={title}
        iconClass="shortlist-icon-quote"
        icon={<QuoteListIcon size={18} />}
        labelClass={narrow ? 'sr-only sm:not-sr-only' : undefined}
        testId="quote-add"
        onClick={() => setSaid(addToQuote(slug, title) ? t('shortlist.added', { title }) : t('shortlist.quoteFull'))}
      >
        {quantity > 0 ? (
          <span className={compact ? 'shortlist-count absolute -right-1.5 -top-1.5' : 'shortlist-count'} data-testid="quote-quantity">
            <span className="sr-only">{t('shortlist.inQuote', { count: quantity })}</span>
            <span aria-hidden="true">{quantity}</span>
          </span>
        ) : null}
      </ShortlistButton>
      {ready ? (
        <span role="status" className="sr-only">
          {said}
        </span>
      ) : null}
    </>
  );
}
