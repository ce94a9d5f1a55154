// Product search from the header: a GET form to /{lang}/products (so it works without
// JavaScript) with live results under it on wide screens, and on small screens a search icon
// that opens the search modal with the same live results.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { Link } from '../ui/link.tsx';
import { SEARCH_DEBOUNCE_MS, SEARCH_FOCUS_DELAY_MS, type Language } from '../constants.ts';
import { searchTerm, type SearchResults } from './search-results.ts';
import { SizedImage } from '../ui/image.tsx';
import { IMAGE_LAYOUTS } from '../ui/image-layouts.ts';
import { Price } from '../ui/price.tsx';
import { useLanguage, useT } from '../i18n/intl.ts';
import { uiState, useOverlay } from './ui-state.ts';
import { DisclosureDialog } from '../ui/disclosure-dialog.tsx';
import { ArrowRightIcon, CloseIcon, RefreshIcon, SearchIcon } from '../ui/icons.tsx';
import { PAGES } from '../pages.ts';
import { pagePath, PRODUCTS_PATH, productPath } from '../urls.ts';
import { keptFields, listSearch, parseListQuery, withFilter, type ListQuery } from '../data/list-query.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { CategorySuggestions } from './category-suggestions.tsx';

const onProductList = (language: Language, pathname: string) => pathname.replace(/\/+$/, '') === pagePath(language, PRODUCTS_PATH);

/** The list's query a new search starts from: the product list's filters when the visitor is on it, else none. */
function currentList(language: Language, pathname: string, search: string): ListQuery {
  return onProductList(language, pathname) ? parseListQuery(new URLSearchParams(search)) : { page: 1 };
}

/** Where a search for `term` goes: the product list's address with the term (and the kept filters), back to its first page. */
export function searchHref(language: Language, pathname: string, search: string, term: string): string {
  const query = withFilter(currentList(language, pathname, search), { search: searchTerm(term) || undefined });
  return pagePath(language, PRODUCTS_PATH) + listSearch(query);
}

/** The list's address for a search from the modal (no filters). */
const searchListHref = (language: Language, term: string) => pagePath(language, PRODUCTS_PATH) + listSearch({ page: 1, search: searchTerm(term) });

interface SearchFormProps {
  inputRef?: RefObject<HTMLInputElement | null>;
  /** The header's compact box, or the modal's large field. */
  variant: 'header' | 'modal';
  onSearch?(): void;
  /** Every change of the typed text (the modal's live results). */
  onTextChange?(text: string): void;
}

export function SearchForm({ inputRef, variant, onSearch, onTextChange }: SearchFormProps) {
  const language = useLanguage();
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const current = onProductList(language, location.pathname) ? (new URLSearchParams(location.search).get('search') ?? '') : '';
  const [text, setText] = useState(current);
  useEffect(() => setText(current), [current]);
  // The kept filters around the search field, so that without JavaScript the browser sends the list's own address.
  const kept = keptFields(currentList(language, location.pathname, location.search), ['search']);
  // Before hydration the button stays enabled: without JavaScript `required` guards the empty case.
  const empty = text.trim() === '';

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role=search is the search landmark; a <search> element would add a wrapper around it.
    <form
      role="search"
      method="get"
      action={pagePath(language, PRODUCTS_PATH)}
      aria-label={t('search.label')}
      className={variant === 'header' ? 'relative w-52 xl:w-80' : 'relative'}
      onSubmit={(event) => {
        event.preventDefault();
        if (empty) return;
        navigate(searchHref(language, location.pathname, location.search, text));
        onSearch?.();
      }}
    >
      {kept.before.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <input
        ref={inputRef}
        type="search"
        name="search"
        required
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onTextChange?.(event.target.value);
        }}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        className={variant === 'header' ? 'search-field h-10 rounded-full pr-11 text-sm' : 'search-field h-12 rounded-xl pr-14 text-base'}
      />
      {kept.after.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <button
        type="submit"
        disabled={hydrated && empty}
        aria-label={t('search.submit')}
        className={variant === 'header' ? 'search-submit right-1 h-8 w-8' : 'search-submit right-1.5 h-9 w-9'}
      >
        <SearchIcon size={variant === 'header' ? 16 : 18} />
      </button>
    </form>
  );
}

const resultsPath = (language: Language, term: string) => `${pagePath(language, PAGES.searchResults.path)}?${new URLSearchParams({ q: term })}`;

/**
 * The live results of what is typed, for the modal and the wide header's box alike: the term
 * applied after a pause in typing (cleared at once when empty), and its results as they load.
 */
function useLiveSearch() {
  const language = useLanguage();
  const fetcher = useFetcher<SearchResults>();
  const load = fetcher.load;
  const [term, setTerm] = useState('');
  const [typed, setTyped] = useState('');
  const onTextChange = (text: string) => {
    setTyped(text);
    if (!searchTerm(text)) setTerm('');
  };
  useEffect(() => {
    const next = searchTerm(typed);
    if (!next) return;
    const timer = setTimeout(() => {
      setTerm(next);
      // A newer load cancels an older one still running: an old answer never replaces a new one.
      void load(resultsPath(language, next));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, language, load]);
  return {
    term,
    onTextChange,
    data: fetcher.data?.term === term ? fetcher.data : undefined,
    loading: fetcher.state !== 'idle',
    // The loading text replaces the error as the button is pressed, not after React finds time for it.
    retry: () => void load(resultsPath(language, term), { flushSync: true }),
  };
}

/**
 * The wide screens' header search: the form, and under it while it holds the focus the same live
 * results as the modal's. Escape, a click elsewhere or following a result closes them.
 */
export function HeaderSearch() {
  const live = useLiveSearch();
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only listens to focus and keys bubbling up from the form and the results it holds.
    <div
      className="relative"
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        inputRef.current?.focus();
      }}
    >
      <SearchForm
        variant="header"
        inputRef={inputRef}
        onSearch={() => setOpen(false)}
        onTextChange={(text) => {
          setOpen(true);
          live.onTextChange(text);
        }}
      />
      {open && live.term ? (
        <div
          className="absolute right-0 top-full z-40 mt-2 max-h-[70vh] w-[26rem] overflow-y-auto rounded-xl border border-line bg-white px-4 pb-3 shadow-menu"
          data-testid="header-search-results"
        >
          <LiveResults term={live.term} data={live.data} loading={live.loading} onRetry={live.retry} onClose={() => setOpen(false)} />
        </div>
      ) : null}
    </div>
  );
}

/** The small-screen search: an icon that opens a modal with the search field. */
export function SearchModal() {
  const t = useT();
  const search = useOverlay('searchOpen');
  const inputRef = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const live = useLiveSearch();
  const close = () => {
    uiState.searchOpen = false;
  };
  return (
    <DisclosureDialog
      {...search}
      toggle={<SearchIcon size={22} />}
      toggleLabel={t('search.open')}
      toggleClassName="icon-btn"
      label={t('search.title')}
      panelClassName="fixed inset-x-0 top-0 max-h-dvh overflow-y-auto rounded-b-2xl bg-white shadow-menu sheet-down"
      initialFocus={inputRef}
      focusDelayMs={SEARCH_FOCUS_DELAY_MS}
      testId="search-modal"
    >
      {(closeDialog) => (
        <div className="shell py-4">
          <div className="mb-3 flex items-center justify-between gap-3">
            <h2 className="m-0 text-lg font-semibold">{t('search.title')}</h2>
            {hydrated ? (
              <button type="button" className="icon-btn" aria-label={t('search.close')} onClick={closeDialog}>
                <CloseIcon size={22} />
              </button>
            ) : null}
          </div>
          <SearchForm variant="modal" inputRef={inputRef} onSearch={close} onTextChange={live.onTextChange} />
          {live.term ? (
            <LiveResults term={live.term} data={live.data} loading={live.loading} onRetry={live.retry} onClose={close} />
          ) : (
            <p className="mb-1 mt-3 text-sm text-muted">{t('search.hint')}</p>
          )}
        </div>
      )}
    </DisclosureDialog>
  );
}

/** The live results for the applied term: count, see-all link, up to five products; on a failure a
 * retry, and when nothing matches, what to try instead. `onClose` runs as a link in them is followed. */
function LiveResults({
  term,
  data,
  loading,
  onRetry,
  onClose: close,
}: {
  term: string;
  data: SearchResults | undefined;
  loading: boolean;
  onRetry: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const seeAll = searchListHref(language, term);
  return (
    <section className="mt-4" aria-label={t('search.results')} aria-busy={loading} data-testid="search-results">
      {loading || !data ? (
        <p role="status" className="m-0 py-4 text-center text-sm text-muted" data-testid="search-loading">
          {t('search.loading')}
        </p>
      ) : data.error ? (
        <div className="flex flex-col items-center gap-3 py-4">
          <p role="alert" className="m-0 text-center text-sm text-sale" data-testid="search-error">
            {t('search.error')}
          </p>
          <button type="button" className="btn-outline px-3 py-2 text-sm" onClick={onRetry} data-testid="search-retry">
            <RefreshIcon size={16} />
            {t('error.retry')}
          </button>
        </div>
      ) : data.results.length === 0 ? (
        <EmptyState title={t('search.notFound')} hint={t('search.notFoundHint')} testId="search-not-found" compact>
          <CategorySuggestions
            search={term}
            corrected={data.suggestion ? { text: data.suggestion, to: searchListHref(language, data.suggestion) } : undefined}
            onFollow={close}
          />
          <Link to={pagePath(language, PRODUCTS_PATH)} className="text-sm font-semibold text-brand" onClick={close}>
            {t('nav.allProducts')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <div className="mb-2 flex items-center justify-between gap-3">
            <p className="m-0 text-sm font-semibold" data-testid="search-count">
              {t('search.count', { count: data.count })}
            </p>
            <Link to={seeAll} className="text-sm font-semibold text-brand" onClick={close} data-testid="search-see-all">
              {t('search.seeAll')}
            </Link>
          </div>
          <ul className="m-0 flex list-none flex-col divide-y divide-line p-0">
            {data.results.map((product) => (
              <li key={product.slug} className="relative flex items-center gap-3 py-2" data-testid="search-result">
                {product.images[0] ? (
                  <SizedImage
                    src={product.images[0].url}
                    layout={IMAGE_LAYOUTS.searchResult}
                    alt=""
                    width={56}
                    height={56}
                    className="h-14 w-14 shrink-0 rounded-md bg-canvas object-contain"
                  />
                ) : null}
                <div className="min-w-0 flex-1">
                  <Link
                    to={pagePath(language, productPath(product.slug))}
                    onClick={close}
                    className="block truncate text-sm font-medium text-ink no-underline after:absolute after:inset-0 after:content-[''] hover:text-brand"
                  >
                    {product.title}
                  </Link>
                  <Price price={product.price} discount={product.discount} />
                </div>
                <ArrowRightIcon size={18} className="shrink-0 text-muted" />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
