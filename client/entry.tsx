import 'virtual:uno.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { dataSourceContext } from '../shared/data/source.ts';
import { DEFAULT_LANGUAGE, isLanguage, ROUTER_STATE_ID } from '../shared/constants.ts';
import { Document } from '../shared/shell/document.tsx';
import { provideMessages, type ParsedMessages } from '../shared/i18n/intl.ts';
import { routes } from '../shared/routes.tsx';
import { apiSource } from './api-source.ts';
import { createFreshness } from './freshness.ts';

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
    /** The language's messages, fetched by the page loader (worker/render/page-loader.ts). */
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

// The server's router state, from the page's JSON data block: React Router reads it from the window
// and turns its serialized errors back into errors.
window.__staticRouterHydrationData = JSON.parse(document.getElementById(ROUTER_STATE_ID)?.textContent ?? 'null') ?? undefined;

const freshness = createFreshness(apiSource);
const router = createBrowserRouter(routes, {
  dataStrategy: freshness.dataStrategy,
  getContext() {
    const context = new RouterContextProvider();
    context.set(dataSourceContext, apiSource);
    return context;
  },
});

freshness.start(router);

// The uploads' origin and the media host of their variants, as the server rendered them (shared/shell/document.tsx).
const { mediaOrigin: uploads, variantsOrigin: variants } = document.documentElement.dataset;
const mediaOrigin = uploads && variants ? { uploads, variants } : undefined;
const turnstileSiteKey = document.documentElement.dataset.turnstileSiteKey || undefined;

// Hydrated as a transition, React renders the page in slices of a few milliseconds and lets the
// browser handle input between them, instead of one long task: a phone's main thread was blocked
// for 150–250 ms (Lighthouse's total blocking time, CPU slowed 4×) by hydration alone.
startTransition(() => {
  hydrateRoot(
    document,
    <Document language={language} mediaOrigin={mediaOrigin} turnstileSiteKey={turnstileSiteKey}>
      <RouterProvider router={router} />
    </Document>,
  );
});
