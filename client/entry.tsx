import 'virtual:uno.css';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterContextProvider, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { catalogSourceContext } from '../shared/catalog/source.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../shared/constants.ts';
import { Document } from '../shared/document.tsx';
import { routes } from '../shared/routes.tsx';
import { browserCatalogSource } from './catalog-source.ts';

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
  }
}

const router = createBrowserRouter(routes, {
  hydrationData: window.__staticRouterHydrationData,
  getContext() {
    const context = new RouterContextProvider();
    context.set(catalogSourceContext, browserCatalogSource);
    return context;
  },
});

const lang = document.documentElement.lang;
hydrateRoot(
  document,
  <Document language={isLanguage(lang) ? lang : DEFAULT_LANGUAGE}>
    <RouterProvider router={router} />
  </Document>,
);
