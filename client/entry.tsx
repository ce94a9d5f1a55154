import 'virtual:uno.css';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterContextProvider, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { catalogSourceContext } from '../shared/catalog/source.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../shared/constants.ts';
import { Document } from '../shared/document.tsx';
import { MESSAGES_ELEMENT_ID, provideCatalog } from '../shared/i18n/intl.ts';
import { routes } from '../shared/routes.tsx';
import { browserCatalogSource } from './catalog-source.ts';

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
  }
}

const lang = document.documentElement.lang;
const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
// The page brings its language's messages (shared/components/page-messages.tsx).
const messages = document.getElementById(MESSAGES_ELEMENT_ID)?.textContent;
if (messages) provideCatalog(language, JSON.parse(messages));

const router = createBrowserRouter(routes, {
  hydrationData: window.__staticRouterHydrationData,
  getContext() {
    const context = new RouterContextProvider();
    context.set(catalogSourceContext, browserCatalogSource);
    return context;
  },
});

hydrateRoot(
  document,
  <Document language={language}>
    <RouterProvider router={router} />
  </Document>,
);
