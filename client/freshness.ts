// The page's data stays fresh in the browser through the router's own
// revalidation: the same loaders and /_api endpoints as a navigation, no second data layer.
// Coming back to the tab refreshes data older than FOCUS_THROTTLE_MS, coming back online
// refreshes too, refreshes within REFRESH_DEDUPE_MS collapse into one, and a failed refresh
// keeps the page as it is and is tried again every REFRESH_RETRY_MS while the tab is visible.
import type { DataRouter, DataStrategyFunction, DataStrategyResult } from 'react-router';
import { dataSourceContext, type DataSource } from '../shared/data/source.ts';
import { FOCUS_THROTTLE_MS, REFRESH_DEDUPE_MS, REFRESH_RETRY_MS } from '../shared/constants.ts';

/**
 * The status a loader's failure leads to: loaders throw `data(…, { status })` (toRouteError),
 * which React Router exports as a type only, so it is recognised by its shape.
 */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('init' in error)) return undefined;
  return (error as { init: ResponseInit | null }).init?.status;
}

/**
 * The router's data strategy and the listeners that trigger refreshes; `start` once the router
 * exists (the strategy is one of its options).
 */
export function createFreshness(source: DataSource) {
  let router: DataRouter | undefined;
  /** Whether the last refresh failed and kept the old data. */
  let refreshFailed = false;

  /**
   * Like React Router's default strategy, except for a background refresh (a revalidation with
   * no navigation or fetcher behind it). There any failed /_api call, even one a loader turned
   * into an empty section, keeps every route's current data, so the page stays as it was; only
   * a 503 (maintenance) goes through to the error boundary, as on a navigation.
   */
  const dataStrategy: DataStrategyFunction = async ({ matches, context, fetcherKey, unstable_initiator }) => {
    const state = router?.state;
    const refresh = state !== undefined && unstable_initiator === 'revalidation' && fetcherKey === null && state.navigation.state === 'idle';
    let sourceFailed = false;
    if (refresh) {
      context.set(dataSourceContext, {
        get: (...args) =>
          source.get(...args).catch((error: unknown) => {
            // A call aborted by a navigation is no failure of the refresh.
            if (!args[4]?.aborted) sourceFailed = true;
            throw error;
          }),
      });
    }
    const toLoad = matches.filter((match) => match.shouldCallHandler());
    const results = await Promise.all(toLoad.map((match) => match.resolve()));
    const keyed = (pick: (result: DataStrategyResult, id: string) => DataStrategyResult) =>
      Object.fromEntries(toLoad.map((match, index) => [match.route.id, pick(results[index]!, match.route.id)]));
    if (!refresh) return keyed((result) => result);
    const failed = sourceFailed || results.some((result) => result.type === 'error');
    const maintenance = results.some((result) => result.type === 'error' && statusOf(result.result) === 503);
    const kept = state.loaderData;
    // A page that shows an error has no data to keep: the refresh's outcome, good or bad, shows.
    if (!failed || maintenance || state.errors || toLoad.some((match) => kept[match.route.id] === undefined)) {
      return keyed((result) => result);
    }
    refreshFailed = true;
    return keyed((_, id) => ({ type: 'data', result: kept[id] }));
  };

  /** Listens for the visitor's return and the network's (see the file's head). */
  function start(current: DataRouter): void {
    router = current;
    /** When the page's data was last asked for: the document, a navigation or a refresh. */
    let loadedAt = Date.now();
    let location = current.state.location;
    let running = false;
    let retry: ReturnType<typeof setTimeout> | undefined;

    current.subscribe((state) => {
      if (state.location === location) return;
      location = state.location;
      loadedAt = Date.now();
      // The new page's data has just loaded: a retry for the old one is moot.
      clearTimeout(retry);
    });

    const visible = () => document.visibilityState === 'visible';

    async function refresh(minAgeMs: number) {
      if (running || current.state.navigation.state !== 'idle' || Date.now() - loadedAt < minAgeMs) return;
      // Offline, or hidden while retrying: the `online` or visibility event brings the next try.
      if (!navigator.onLine || !visible()) return;
      clearTimeout(retry);
      running = true;
      refreshFailed = false;
      loadedAt = Date.now();
      try {
        await current.revalidate();
      } finally {
        running = false;
      }
      if (refreshFailed) scheduleRetry();
    }

    function scheduleRetry() {
      clearTimeout(retry);
      retry = setTimeout(() => {
        // While hidden (or offline) the timer only waits: the tab's return asks for no more.
        if (!visible() || !navigator.onLine) scheduleRetry();
        else void refresh(REFRESH_DEDUPE_MS);
      }, REFRESH_RETRY_MS);
    }

    const onReturn = () => void refresh(FOCUS_THROTTLE_MS);
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', () => visible() && onReturn());
    window.addEventListener('online', () => void refresh(REFRESH_DEDUPE_MS));
  }

  return { dataStrategy, start };
}
