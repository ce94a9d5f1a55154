// Routes of the product detail page (issue 5).
import type { RouteObject } from 'react-router';
import { pageRoute } from './lazy.ts';

export const productRoutes: RouteObject[] = [
  pageRoute({ id: 'product', path: 'products/:slug' }, 'shared/pages/product-detail.tsx', () => import('../pages/product-detail.tsx')),
];
