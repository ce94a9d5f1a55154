// A client-side navigation as the browser's own code makes it, run in Node for the cost bench: the
// site's route table (shared/routes.tsx) on React Router's memory router, hydrated with the page the
// visitor is on (its router state, as client/entry.tsx reads it), with the browser's data source
// (client/api-source.ts) and the router's data strategy (client/freshness.ts). Every request the
// navigation sends goes to the `fetch` given, so the bench counts what the client code asks for,
// not a list kept by hand.
import { join } from 'node:path';
import { bundleForNode } from './cost-harness.ts';
import { ROOT } from './local-stack.ts';

const ENTRY = `
import { createMemoryRouter, matchRoutes, RouterContextProvider } from 'react-router';
import { routes } from './shared/routes.tsx';
import { dataSourceContext } from './shared/data/source.ts';
import { apiSource } from './client/api-source.ts';
import { createFreshness } from './client/freshness.ts';

export async function navigate(from, hydrationData, to) {
  // As client/entry.tsx: the matched pages load before the router hydrates.
  await Promise.all((matchRoutes(routes, from) ?? []).map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return;
    Object.assign(route, await route.lazy(), { lazy: undefined });
  }));
  const freshness = createFreshness(apiSource);
  const router = createMemoryRouter(routes, {
    initialEntries: [from],
    hydrationData,
    dataStrategy: freshness.dataStrategy,
    getContext() {
      const context = new RouterContextProvider();
      context.set(dataSourceContext, apiSource);
      return context;
    },
  });
  try {
    await router.navigate(to);
    return router.state.errors ? Object.keys(router.state.errors) : [];
  } finally {
    router.dispose();
  }
}
`;

export type Navigate = (from: string, hydrationData: unknown, to: string) => Promise<string[]>;
export interface ClientCode {
  navigate: Navigate;
}

/** The client's navigation, bundled once; `fetch` while it runs is whatever globalThis.fetch is then. */
export async function clientNavigation(): Promise<ClientCode> {
  const load = await bundleForNode<ClientCode>(
    { stdin: { contents: ENTRY, resolveDir: ROOT, sourcefile: 'client-navigation-entry.ts', loader: 'ts' } },
    ['browser'],
    join(ROOT, 'client-navigation-bench.js'),
  );
  return load();
}
