// The layout shell around every page, and the root error boundary.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isRouteErrorResponse, Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation, useNavigationType, useRouteError } from 'react-router';
import { useLanguage, useT } from '../i18n/intl.ts';
import { rememberLanguage } from '../i18n/language-switch.ts';
import { ErrorPage } from './error.tsx';
import { MaintenancePage, type MaintenanceState } from './maintenance.tsx';
import { NotFoundPage } from './not-found.tsx';
import { closeOverlays } from './ui-state.ts';
import { CampaignBanner } from './campaign-banner.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { useShellData, type ShellData } from './shell-data.ts';
import { SlowLoadingNote } from './slow-loading-note.tsx';
import { LinkNavigation } from '../ui/link.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import { PAGES } from '../pages.ts';
import { pagePath } from '../urls.ts';

/** Marks the document once React has hydrated it and what turns live then has rendered, so tests and styles can tell. */
function useHydratedMarker() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = 'true';
  }, [hydrated]);
}

/** The language in the URL is the visitor's choice: remember it for the next visit. */
function useRememberLanguage() {
  const language = useLanguage();
  useEffect(() => rememberLanguage(language), [language]);
}

/** Navigating closes the menu panel and the search modal. */
function useCloseOverlaysOnNavigation() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is what it watches.
  useEffect(closeOverlays, [pathname, search]);
}

/** The full-page preloader, as a bar: shown while a navigation loads its data. */
function NavigationProgress() {
  const t = useT();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" role="progressbar" aria-label={t('site.loading')} />;
}

function SkipLink() {
  const t = useT();
  return (
    <a href="#main" className="skip-link">
      {t('site.skipToContent')}
    </a>
  );
}

/**
 * React Router restores a page's position on back and forward in the commit that shows the page; a
 * part that appears in a later commit (a chunk loaded then) leaves the document shorter at that
 * moment, and the position short by as much. So the position each page was left at is kept here
 * too, and taken again while the page grows, for a second at most, unless the visitor scrolls.
 */
function useRestoreAsPageGrows() {
  const location = useLocation();
  const navigation = useNavigation();
  const type = useNavigationType();
  const left = useRef(new Map<string, number>());
  useEffect(() => {
    if (navigation.state !== 'idle') left.current.set(location.key, window.scrollY);
  }, [navigation.state, location.key]);
  useEffect(() => {
    const target = left.current.get(location.key);
    if (type !== 'POP' || target === undefined || window.scrollY >= target - 1) return;
    const until = performance.now() + 1000;
    let frame = 0;
    const stop = () => cancelAnimationFrame(frame);
    const again = () => {
      if (window.scrollY < target - 1) window.scrollTo(0, target);
      if (window.scrollY < target - 1 && performance.now() < until) frame = requestAnimationFrame(again);
    };
    frame = requestAnimationFrame(again);
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    for (const event of events) addEventListener(event, stop, { once: true, passive: true });
    return () => {
      stop();
      for (const event of events) removeEventListener(event, stop);
    };
  }, [location.key, type]);
}

/** Header, banner and footer around the content; with `data` undefined, only what needs no data. */
function Shell({ data, children }: { data: ShellData | undefined; children: ReactNode }) {
  useHydratedMarker();
  useRememberLanguage();
  useCloseOverlaysOnNavigation();
  useRestoreAsPageGrows();
  const navigate = useNavigate();
  return (
    <LinkNavigation value={navigate}>
      <SkipLink />
      <NavigationProgress />
      <SlowLoadingNote />
      <ScrollRestoration />
      <Header categories={data?.categories ?? []} contact={data?.contact} />
      {data ? <CampaignBanner /> : null}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer contact={data?.contact} year={data?.year} />
    </LinkNavigation>
  );
}

export function Layout() {
  return (
    <Shell data={useShellData()}>
      <Outlet />
    </Shell>
  );
}

/**
 * In the browser, a 503 met on a client-side navigation or a refresh of the page's data
 * (client/freshness.ts) sends the visitor to /{lang}/maintenance. A 503 that came with the
 * document (the first location, shown since hydration) is already the maintenance view at its
 * own URL and stays.
 */
export function useMaintenanceRedirect(status: number) {
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // Mounted during hydration: the error came with the document; mounted after it, from the browser.
  const [fromBrowser] = useState(hydrated);
  useEffect(() => {
    const target = pagePath(language, PAGES.maintenance.path);
    if (status !== 503 || (location.key === 'default' && !fromBrowser) || location.pathname.replace(/\/+$/, '') === target) return;
    const state: MaintenanceState = { from: `${location.pathname}${location.search}` };
    navigate(target, { replace: true, state });
  }, [status, language, location, navigate, fromBrowser]);
}

/**
 * Failed loaders end here as route error responses: 404 is the not-found page, 503 maintenance,
 * anything else the generic error view. Inside the full shell when its data loaded, else a
 * minimal one (logo, language, copyright).
 */
export function LayoutErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useMaintenanceRedirect(status);
  return <Shell data={useShellData()}>{status === 404 ? <NotFoundPage /> : status === 503 ? <MaintenancePage /> : <ErrorPage />}</Shell>;
}
