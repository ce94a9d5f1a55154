// Routes of the company pages (issue 6): about, contact, partners, reference, certificates.
import type { RouteObject } from 'react-router';
import { contactSearch } from '../contact-form.ts';
import { pageRoute } from './lazy.ts';

export const companyRoutes: RouteObject[] = [
  pageRoute({ id: 'about', path: 'about' }, 'shared/pages/about.tsx', () => import('../pages/about.tsx')),
  pageRoute({ id: 'contact', path: 'contact', query: contactSearch }, 'shared/pages/contact.tsx', () => import('../pages/contact.tsx')),
  pageRoute({ id: 'partners', path: 'partners' }, 'shared/pages/partners.tsx', () => import('../pages/partners.tsx')),
  pageRoute({ id: 'reference', path: 'reference' }, 'shared/pages/reference.tsx', () => import('../pages/reference.tsx')),
  pageRoute({ id: 'certificates', path: 'certificates' }, 'shared/pages/certificates.tsx', () => import('../pages/certificates.tsx')),
];
