// Pages load on demand: each is its own chunk in the browser, and the server preloads the
// chunks of the pages a request matches (worker/render/render.tsx) so hydration never waits for them.
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';
import type { ComponentType } from 'react';

/** What a page module exports. */
export interface PageModule {
  loader?: LoaderFunction;
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
  shouldRevalidate?: ShouldRevalidateFunction;
}

/**
 * The query string a page is addressed by ('' or '?…'), read from whatever the URL holds: the
 * parameters the page knows, with sane values, in a fixed order. Any other URL of the page is
 * redirected to it before it costs a render (worker/render/canonical-url.ts).
 */
export type CanonicalQuery = (params: URLSearchParams) => string;

export interface PageHandle {
  /** The page module's source path, as Vite's manifest names it. */
  module: string;
  /** The page's query parameters; a page without it takes none. */
  query?: CanonicalQuery;
}

// Every page module of the site (a `*.page.tsx` under shared/), each imported on demand. The
// glob keeps a page's path written once, in the route table, and Vite still sees each import.
const PAGE_MODULES = import.meta.glob<PageModule>('./*/*.page.tsx');

/**
 * A route whose page module is imported when it matches: `page` is its path under shared/
 * (e.g. "home/home.page.tsx").
 */
export function pageRoute(
  { query, ...route }: Omit<RouteObject, 'lazy' | 'handle' | 'children' | 'index'> & { index?: true; query?: CanonicalQuery },
  page: string,
): RouteObject {
  const load = PAGE_MODULES[`./${page}`];
  if (!load) throw new Error(`No page module shared/${page}`);
  return {
    ...route,
    handle: { module: `shared/${page}`, ...(query ? { query } : {}) } satisfies PageHandle,
    lazy: async () => {
      const { loader, Component, ErrorBoundary, shouldRevalidate } = await load();
      return { loader, Component, ErrorBoundary, shouldRevalidate };
    },
  } as RouteObject;
}

export function pageModuleOf(route: { handle?: unknown }): string | undefined {
  const handle = route.handle as Partial<PageHandle> | undefined;
  return typeof handle?.module === 'string' ? handle.module : undefined;
}

export function canonicalQueryOf(route: { handle?: unknown }): CanonicalQuery | undefined {
  const handle = route.handle as Partial<PageHandle> | undefined;
  return typeof handle?.query === 'function' ? handle.query : undefined;
}
