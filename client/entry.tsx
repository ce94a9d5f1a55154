import 'virtual:uno.css';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { dataSourceContext } from '../shared/data/source.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../shared/constants.ts';
import { Document } from '../shared/shell/document.tsx';
import { provideMessages, type ParsedMessages } from '../shared/i18n/intl.ts';
import { routes } from '../shared/routes.tsx';
import { apiSource, networkApiSource } from './api-source.ts';
import { createFreshness } from './freshness.ts';
import { startPrefetching } from './prefetch.ts';

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
    /** The language's messages, fetched by the page's client loader (worker/render/render.tsx). */
    __pageMessages?: Promise<ParsedMessages>;
  }
}

const lang = document.documentElement.lang;
const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
// The language's messages (worker/render/messages.ts). Without them the page stays as the server sent
// it, which works without JavaScript, rather than hydrate into errors.
const messages = await window.__pageMessages?.catch((error: unknown) => console.error(error));
if (!messages) throw new Error('The page stays unhydrated: its messages did not load.');
provideMessages(language, messages);

// The pages this URL matches load before hydrating (the server preloaded their chunks), so the
// first render in the browser is the server's.
await Promise.all(
  (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return;
    Object.assign(route, await route.lazy(), { lazy: undefined });
  }),
);

// Refreshes go to the network; navigations may take what intent fetching left in the memo.
const freshness = createFreshness(networkApiSource);
const router = createBrowserRouter(routes, {
  hydrationData: window.__staticRouterHydrationData,
  dataStrategy: freshness.dataStrategy,
  getContext() {
    const context = new RouterContextProvider();
    context.set(dataSourceContext, apiSource);
    return context;
  },
});

freshness.start(router);
startPrefetching(router);

// The server's nonce, so that the inline scripts hydrate with the attribute they were rendered with
// (the browser hides it from getAttribute, not from the property).
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
// The origin whose images the site's image route serves, as the server rendered it (shared/shell/document.tsx).
const mediaOrigin = document.documentElement.dataset.mediaOrigin || undefined;

hydrateRoot(
  document,
  <Document language={language} nonce={nonce} mediaOrigin={mediaOrigin}>
    <RouterProvider router={router} />
  </Document>,
);
