// Intent fetching after hydration: what the next page needs (its lazy route modules and its
// loaders' /_api calls) is fetched before the click when the pointer rests on a link for
// HOVER_MS, PREFETCH_BUDGET times a page at most: each prefetch is a billed request, earned only
// when the click follows (docs/navigation.md, "What prefetching costs"). React Router's <Link prefetch> exists in framework mode only, so
// the matched routes' loaders run here, ahead, with a data source that leaves each answer in
// client/api-source.ts's memo, where the navigation's own call takes it: no second data layer.
// Nothing is fetched on Save-Data or a 2G connection. Setting localStorage `no-prefetch` (to any
// value) switches it off in that browser, for the bench's comparison (scripts/bench-click.ts).
import { matchRoutes, RouterContextProvider, type DataRouteMatch, type DataRouter, type LoaderFunction, type ShouldRevalidateFunction } from 'react-router';
import { dataSourceContext } from '../shared/data/source.ts';
import { PREFETCH_MEMO_MS, prefetchApiSource } from './api-source.ts';

/** How long the pointer rests on a link before it counts as intent: passing over a list of cards fetches nothing. */
export const HOVER_MS = 100;
/**
 * Prefetches a page may make: a click usually follows the first pointer that rests on a link, and a
 * pointer wandering over a grid would otherwise bill a request per card. Neither a touch (a scroll
 * that starts on a card is most of a phone's touches on a list, and the tap comes ~100 ms later
 * anyway) nor a card in view (four requests a list view for at most one click) earns its request.
 * The cost bench (npm run bench:cost) counts this budget as spent on every desktop view.
 */
export const PREFETCH_BUDGET = 1;
/** The localStorage key that switches intent fetching off. */
export const SWITCH_OFF_KEY = 'no-prefetch';
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);

/** The Network Information API's part that matters here (Chromium only; elsewhere undefined). */
export interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the visitor's connection may carry fetches the visitor did not ask for yet. */
export function connectionAllows(connection: Connection | undefined): boolean {
  return !connection?.saveData && !SLOW_CONNECTIONS.has(connection?.effectiveType ?? '');
}

/** What is read of a link: an `<a>` element, or a stand-in in tests. */
export interface LinkLike {
  getAttribute(name: string): string | null;
}

/**
 * The page a link leads to, when it is one worth fetching ahead: another page of this site in
 * this tab, not an address of the Worker's own (`/_…`), a download or a nofollow link (the same
 * links the speculation rules leave out, shared/shell/speculation-rules.tsx). Without its hash.
 */
export function prefetchTarget(link: LinkLike, here: URL): URL | undefined {
  const href = link.getAttribute('href');
  if (href === null || link.getAttribute('download') !== null) return undefined;
  const target = link.getAttribute('target');
  if (target && target.toLowerCase() !== '_self') return undefined;
  if ((link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).includes('nofollow')) return undefined;
  let url: URL;
  try {
    url = new URL(href, here);
  } catch {
    return undefined;
  }
  if (url.origin !== here.origin || url.pathname.startsWith('/_')) return undefined;
  if (url.pathname === here.pathname && url.search === here.search) return undefined;
  url.hash = '';
  return url;
}

/**
 * Which prefetches may go: never the same address twice while its answers may still wait in the
 * memo, and at most `perPage` until `newPage`.
 */
export function createBudget(now: () => number = Date.now, ttlMs = PREFETCH_MEMO_MS, perPage = PREFETCH_BUDGET) {
  const fetchedAt = new Map<string, number>();
  let spent = 0;
  return {
    /** Whether `address` may be fetched now (counted when it may). */
    take(address: string): boolean {
      const at = now();
      for (const [key, time] of fetchedAt) if (at - time >= ttlMs) fetchedAt.delete(key);
      if (fetchedAt.has(address) || spent >= perPage) return false;
      spent++;
      fetchedAt.set(address, at);
      return true;
    },
    newPage(): void {
      spent = 0;
    },
  };
}

interface RouteModule {
  loader?: LoaderFunction | boolean;
  shouldRevalidate?: ShouldRevalidateFunction;
}

/**
 * Whether a navigation from the router's page to `url` runs this match's loader: a new route
 * does; one already on the page does when its address changed, unless its shouldRevalidate says
 * otherwise (the shell's data stays for the whole language), as the router decides.
 */
function loadsOnNavigation(router: DataRouter, match: DataRouteMatch, module: RouteModule, url: URL): boolean {
  const before = router.state.matches.find((current) => current.route.id === match.route.id);
  if (!before) return true;
  const currentUrl = new URL(router.state.location.pathname + router.state.location.search, url);
  const changed = before.pathname !== match.pathname || currentUrl.search !== url.search;
  if (typeof module.shouldRevalidate !== 'function') return changed;
  return module.shouldRevalidate({ currentUrl, currentParams: before.params, nextUrl: url, nextParams: match.params, defaultShouldRevalidate: changed });
}

/** Loads the page modules `url` matches and runs the loaders its navigation would run, filling the memo. */
async function prefetchPage(router: DataRouter, url: URL): Promise<void> {
  const matches = matchRoutes(router.routes, url) ?? [];
  const modules: RouteModule[] = await Promise.all(matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : route)));
  const context = new RouterContextProvider();
  context.set(dataSourceContext, prefetchApiSource);
  const request = new Request(url);
  const loads = matches.map((match, index) => {
    const module = modules[index]!;
    if (typeof module.loader !== 'function' || !loadsOnNavigation(router, match, module, url)) return undefined;
    const pattern = `/${matches
      .slice(0, index + 1)
      .map(({ route }) => route.path?.replace(/^\/+|\/+$/g, ''))
      .filter(Boolean)
      .join('/')}`;
    return module.loader({ request, url, pattern, params: match.params, context });
  });
  // A failed call or loader is the navigation's to show: it asks again (errors never wait in the memo).
  await Promise.allSettled(loads);
}

function switchedOff(): boolean {
  try {
    return localStorage.getItem(SWITCH_OFF_KEY) !== null;
  } catch {
    return false;
  }
}

/** Listens for intent on the site's links; once the router exists. */
export function startPrefetching(router: DataRouter): void {
  if (switchedOff()) return;
  const budget = createBudget();

  function intent(link: Element) {
    // While a navigation is under way its own calls are out; a prefetch would only compete.
    if (router.state.navigation.state !== 'idle') return;
    if (!connectionAllows((navigator as Navigator & { connection?: Connection }).connection)) return;
    const url = prefetchTarget(link, new URL(window.location.href));
    if (!url || !budget.take(url.pathname + url.search)) return;
    prefetchPage(router, url).catch(() => {
      // A page module that failed to load fails the navigation too, which shows it.
    });
  }

  const linkOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('a[href]') : null);

  let resting: { link: Element; timer: ReturnType<typeof setTimeout> } | undefined;
  /** Where the last press was: a link that the new page puts under a pointer that has not moved since is no intent. */
  let pressedAt: { x: number; y: number } | undefined;
  document.addEventListener('pointerdown', (event) => {
    pressedAt = { x: event.clientX, y: event.clientY };
    clearTimeout(resting?.timer);
    resting = undefined;
  });
  document.addEventListener('pointerover', (event) => {
    const link = linkOf(event.target);
    if (event.pointerType === 'touch' || !link || link === resting?.link) return;
    if (pressedAt?.x === event.clientX && pressedAt.y === event.clientY) return;
    clearTimeout(resting?.timer);
    resting = { link, timer: setTimeout(() => intent(link), HOVER_MS) };
  });
  document.addEventListener('pointerout', (event) => {
    if (!resting || (event.relatedTarget instanceof Node && resting.link.contains(event.relatedTarget))) return;
    clearTimeout(resting.timer);
    resting = undefined;
  });
  let location = router.state.location;
  router.subscribe((state) => {
    if (state.location === location) return;
    location = state.location;
    budget.newPage();
  });
}
