// Routes of the catalogue (issue 5): home, product list, product detail.
import type { RouteObject } from 'react-router';
import { canonicalListSearch } from '../catalog/list-query.ts';
import { pageRoute } from './lazy.ts';
import { searchResultsRoute } from './search-results.ts';

export const catalogueRoutes: RouteObject[] = [
  pageRoute({ id: 'home', index: true }, 'shared/pages/home.tsx', () => import('../pages/home.tsx')),
  searchResultsRoute,
  pageRoute({ id: 'product-list', path: 'products', query: canonicalListSearch }, 'shared/pages/product-list.tsx', () => import('../pages/product-list.tsx')),
];
