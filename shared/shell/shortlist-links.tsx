// The header's way to the buyer's short list: the comparison and the quote list, each with its
// count once the page has read the visitor's list (shared/ui/shortlist.ts). The server's page has
// the links without counts, the same for everyone; a count takes no room of its own (no shift).
import { useLanguage, useT } from '../i18n/intl.ts';
import { CompareIcon, QuoteListIcon } from '../ui/icons.tsx';
import { Link } from '../ui/link.tsx';
import { useShortlist } from '../ui/shortlist.ts';
import { comparePath, pagePath, QUOTE_PATH } from '../urls.ts';

function Count({ count, testId }: { count: number; testId: string }) {
  return count > 0 ? (
    <span className="shortlist-count absolute -right-0.5 top-0" data-testid={testId}>
      {count}
    </span>
  ) : null;
}

export function ShortlistLinks() {
  const t = useT();
  const language = useLanguage();
  const { compare, quote } = useShortlist();
  const quoteCount = quote.length;
  return (
    <>
      <Link
        to={pagePath(language, comparePath([...compare].sort()))}
        className="icon-btn relative"
        aria-label={compare.length ? t('shortlist.compareLinkCount', { count: compare.length }) : t('shortlist.compareLink')}
        title={t('shortlist.compareLink')}
        data-testid="header-compare"
      >
        <CompareIcon size={22} />
        <Count count={compare.length} testId="header-compare-count" />
      </Link>
      <Link
        to={pagePath(language, QUOTE_PATH)}
        className="icon-btn relative"
        aria-label={quoteCount ? t('shortlist.quoteLinkCount', { count: quoteCount }) : t('shortlist.quoteLink')}
        title={t('shortlist.quoteLink')}
        data-testid="header-quote"
      >
        <QuoteListIcon size={22} />
        <Count count={quoteCount} testId="header-quote-count" />
      </Link>
    </>
  );
}
