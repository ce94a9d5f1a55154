// The one route table, used by the worker's static handler and by the browser router.
import { data, type RouteObject } from 'react-router';
import { isLanguage } from './constants.ts';
import { Layout, LayoutErrorBoundary } from './components/layout.tsx';
import { HomePage, homeLoader } from './pages/home.tsx';

const notFound = () => {
  throw data(null, { status: 404 });
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/:lang',
    Component: Layout,
    ErrorBoundary: LayoutErrorBoundary,
    loader: ({ params }) => (isLanguage(params.lang) ? null : notFound()),
    children: [
      { id: 'home', index: true, loader: homeLoader, Component: HomePage },
      { id: 'not-found', path: '*', loader: notFound },
    ],
  },
];
