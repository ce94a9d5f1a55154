// The overlays every gate opens as well: each is a modal dialog over a page of the list.
// A new overlay (a filter panel, a lightbox) is one entry here.
import { PAGES } from './pages.ts';

export interface Overlay {
  name: string;
  /** The page it opens on, after the language prefix. */
  path: string;
  viewport: { width: number; height: number };
  /** The element that opens it (by a click), and that must get the focus back when it closes. */
  toggle: string;
}

const PHONE = { width: 390, height: 844 };
const GALLERY_IMAGE = '.product-gallery-main .swiper-slide-active [data-testid=gallery-image]';

export const OVERLAYS: Overlay[] = [
  {
    name: 'mobile menu',
    path: '/',
    viewport: PHONE,
    toggle: '[data-testid=mobile-menu] > summary',
  },
  {
    name: 'search modal',
    path: '/',
    viewport: PHONE,
    toggle: '[data-testid=search-modal] > summary',
  },
  {
    name: 'product lightbox',
    path: PAGES.find((page) => page.kind === 'product-detail')!.path,
    viewport: PHONE,
    toggle: GALLERY_IMAGE,
  },
  {
    name: 'certificate lightbox',
    path: '/certificates',
    viewport: PHONE,
    toggle: '[data-testid=certificates] li:first-child [data-testid=certificate]',
  },
  {
    name: 'product filter panel',
    path: '/products',
    viewport: PHONE,
    toggle: '[data-testid=filter-panel] > summary',
  },
];
