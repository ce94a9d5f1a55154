// Routes of the company pages (issue 6): about, contact, partners, reference, certificates.
import type { RouteObject } from 'react-router';

export const companyRoutes: RouteObject[] = [];
