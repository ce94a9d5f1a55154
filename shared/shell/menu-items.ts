// The main menu: translated titles and paths under /{lang}/. The footer shows items 2 to 4.
import { FOOTER_MENU_ITEMS, type Language } from '../constants.ts';
import type { MessageKey } from '../i18n/intl.ts';

export interface MenuItem {
  title: MessageKey;
  /** The path after /{lang}/: '' is home. */
  path: string;
}

export const PRODUCTS_PATH = 'products';

export const MAIN_MENU: readonly MenuItem[] = [
  { title: 'nav.home', path: '' },
  { title: 'nav.products', path: PRODUCTS_PATH },
  { title: 'nav.about', path: 'about' },
  { title: 'nav.contact', path: 'contact' },
];

export const FOOTER_MENU: readonly MenuItem[] = MAIN_MENU.slice(FOOTER_MENU_ITEMS.from - 1, FOOTER_MENU_ITEMS.to);

export const PARTNERS_ITEM: MenuItem = { title: 'nav.partners', path: 'partners' };

export function menuHref(language: Language, item: MenuItem): string {
  return `/${language}/${item.path}`;
}

/** The product list filtered by a category, as the category menus link to it. */
export function categoryHref(language: Language, slug: string): string {
  return `/${language}/${PRODUCTS_PATH}?category=${encodeURIComponent(slug)}`;
}
