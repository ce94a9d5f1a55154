import type { MessageKey } from './az.ts';

export const en: Record<MessageKey, string> = {
  'site.tagline': 'POS hardware and accounting software',
  'home.title': 'POS hardware and accounting software in Baku',
  'home.description':
    'POS terminals, receipt printers, barcode scanners, cash drawers and HesabPOS accounting software. Delivery and installation in Baku.',
  'home.newArrivals': 'New arrivals',
  'home.order.newest': 'Newest first',
  'home.order.cheapest': 'Cheapest first',
  'home.order.label': 'Order',
  'product.new': 'New',
  'product.discount': '-{discount}%',
  'product.oldPrice': 'Old price',
  'nav.home': 'Home',
  'notFound.title': 'Page Not Found',
  'notFound.message': 'The page you are looking for was not found.',
  'notFound.home': 'Back to home',
  'error.title': 'Error!',
  'error.message': 'An error occurred!',
};
