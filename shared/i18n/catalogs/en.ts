import { catalogueMessages } from '../messages/catalogue.ts';
import { companyMessages } from '../messages/company.ts';
import { productMessages } from '../messages/product.ts';
import type { MessageKey, ShellKey } from './az.ts';

const shell: Record<ShellKey, string> = {
  'site.tagline': 'POS hardware and accounting software',
  'site.about':
    'HesabPOS supplies point-of-sale hardware and its own accounting software to shops, cafés, pharmacies and warehouses across Azerbaijan.',
  'site.skipToContent': 'Skip to main content',
  'site.loading': 'Loading the page…',
  'site.slow': 'This is taking longer than usual…',
  'home.title': 'POS hardware and accounting software in Baku',
  'home.description':
    'POS terminals, receipt printers, barcode scanners, cash drawers and HesabPOS accounting software. Delivery and installation in Baku.',
  'home.keywords':
    'POS terminal, receipt printer, barcode scanner, cash drawer, customer display, accounting software, POS software, Baku',
  'home.newArrivals': 'New arrivals',
  'home.order.newest': 'Newest first',
  'home.order.cheapest': 'Cheapest first',
  'home.order.label': 'Order',
  'product.new': 'New',
  'product.discount': '-{discount}%',
  'product.oldPrice': 'Old price',
  'products.count': '{count, plural, one {# product} other {# products}}',
  'nav.label': 'Main menu',
  'nav.home': 'Home',
  'nav.products': 'Products',
  'nav.about': 'About us',
  'nav.contact': 'Contact',
  'nav.partners': 'Our partners',
  'nav.allProducts': 'All products',
  'nav.categories': 'Product categories',
  'menu.open': 'Open menu',
  'menu.close': 'Close menu',
  'menu.title': 'Menu',
  'language.label': 'Site language: {language}',
  'language.choose': 'Choose a language',
  'search.label': 'Product search',
  'search.placeholder': 'Search products…',
  'search.submit': 'Search',
  'search.open': 'Open search',
  'search.close': 'Close search',
  'search.title': 'Search products',
  'search.hint': 'Type a product name, for example “receipt printer”.',
  'contact.address': 'Address',
  'contact.phone': 'Phone',
  'contact.email': 'E-mail',
  'banner.label': 'Offers and news',
  'banner.message1': 'Free delivery and installation across Baku',
  'banner.message2': 'Official warranty and service for all our equipment',
  'banner.message3': 'HesabPOS: accounting, inventory and payroll in one program',
  'banner.message4': 'Ready-made POS kits for shops, cafés and pharmacies',
  'banner.pause': 'Pause the rotating offers',
  'footer.contact': 'Get in touch',
  'footer.links': 'Quick links',
  'footer.follow': 'Follow us',
  'footer.copyright': '© {year} {site}. All rights reserved.',
  'notFound.title': 'Page Not Found',
  'notFound.message': 'The page you are looking for was not found.',
  'notFound.home': 'Back to home',
  'error.title': 'Error!',
  'error.message': 'An error occurred!',
  'error.retry': 'Try again',
  'maintenance.title': 'We’re updating the site',
  'maintenance.message': 'We’re making a few improvements for you. Please try again in a few minutes.',
  'maintenance.retry': 'Try again',
  'maintenance.call': 'Something urgent? Call us:',
};

// Empty in the client build, as az.ts explains.
export const en: Record<MessageKey, string> = import.meta.env.SSR
  ? { ...shell, ...catalogueMessages.en, ...productMessages.en, ...companyMessages.en }
  : ({} as Record<MessageKey, string>);
