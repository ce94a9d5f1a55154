// The one route table, used by the worker's static handler and by the browser router. Each page
// is named once, by its module under shared/; the feature folders hold what a page needs.
import { data, type RouteObject } from 'react-router';
import { canonicalListSearch } from './data/list-query.ts';
import { compareSearch } from './compare/compare-query.ts';
import { contactSearch } from './contact/rules.ts';
import { pageRoute } from './page-route.ts';
import { PAGES } from './pages.ts';
import { Layout, LayoutErrorBoundary } from './shell/layout.tsx';
import { MaintenancePage } from './shell/maintenance.tsx';
import { NotFoundPage } from './shell/not-found.tsx';
import { searchResultsRoute } from './shell/search-results.ts';
import { ROOT_ROUTE_ID, shellLoader, shouldRevalidateShell } from './shell/shell-data.ts';

const notFound = () => {
  throw data(null, { status: 404 });
};

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/:lang',
    Component: Layout,
    ErrorBoundary: LayoutErrorBoundary,
    loader: shellLoader,
    shouldRevalidate: shouldRevalidateShell,
    children: [
      pageRoute({ id: 'home', index: true }, 'home/home.page.tsx'),
      searchResultsRoute,
      pageRoute({ id: 'product-list', path: PAGES.products.path, query: canonicalListSearch }, 'product-list/product-list.page.tsx'),
      pageRoute({ id: 'product', path: `${PAGES.products.path}/:slug` }, 'product-detail/product-detail.page.tsx'),
      pageRoute({ id: 'about', path: PAGES.about.path }, 'company/about.page.tsx'),
      pageRoute({ id: 'contact', path: PAGES.contact.path, query: contactSearch }, 'contact/contact.page.tsx'),
      pageRoute({ id: 'partners', path: PAGES.partners.path }, 'company/partners.page.tsx'),
      pageRoute({ id: 'reference', path: PAGES.reference.path }, 'company/reference.page.tsx'),
      pageRoute({ id: 'certificates', path: PAGES.certificates.path }, 'company/certificates.page.tsx'),
      pageRoute({ id: 'compare', path: PAGES.compare.path, query: compareSearch }, 'compare/compare.page.tsx'),
      pageRoute({ id: 'quote', path: PAGES.quote.path }, 'contact/quote.page.tsx'),
      { id: 'maintenance', path: PAGES.maintenance.path, Component: MaintenancePage },
      // The loader's 404 reaches the root error boundary, which shows NotFoundPage with that status.
      { id: 'not-found', path: '*', loader: notFound, Component: NotFoundPage },
    ],
  },
];
