// Routes of the product detail page (issue 5).
import type { RouteObject } from 'react-router';

export const productRoutes: RouteObject[] = [];
