// The one route table, used by the worker's static handler and by the browser router.
import { data, type RouteObject } from 'react-router';
import { Layout, LayoutErrorBoundary } from './components/layout.tsx';
import { ROOT_ROUTE_ID, shellLoader, shouldRevalidateShell } from './components/shell-data.ts';
import { MAINTENANCE_PATH, MaintenancePage } from './pages/maintenance.tsx';
import { NotFoundPage } from './pages/not-found.tsx';
import { catalogueRoutes } from './routes/catalogue.ts';
import { companyRoutes } from './routes/company.ts';
import { productRoutes } from './routes/product.ts';

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
      ...catalogueRoutes,
      ...productRoutes,
      ...companyRoutes,
      { id: 'maintenance', path: MAINTENANCE_PATH, Component: MaintenancePage },
      // The loader's 404 reaches the root error boundary, which shows NotFoundPage with that status.
      { id: 'not-found', path: '*', loader: notFound, Component: NotFoundPage },
    ],
  },
];
