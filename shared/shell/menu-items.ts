// The main menu: translated titles and paths under /{lang}/. The footer shows items 2 to 4.
import { FOOTER_MENU_ITEMS } from '../constants.ts';
import type { MessageKey } from '../i18n/intl.ts';
import { CONTACT_PATH, PRODUCTS_PATH } from '../urls.ts';

export interface MenuItem {
  title: MessageKey;
  /** The path after /{lang}/: '' is home. */
  path: string;
}

export const MAIN_MENU: readonly MenuItem[] = [
  { title: 'nav.home', path: '' },
  { title: 'nav.products', path: PRODUCTS_PATH },
  { title: 'nav.about', path: 'about' },
  { title: 'nav.contact', path: CONTACT_PATH },
];

export const FOOTER_MENU: readonly MenuItem[] = MAIN_MENU.slice(FOOTER_MENU_ITEMS.from - 1, FOOTER_MENU_ITEMS.to);

export const PARTNERS_ITEM: MenuItem = { title: 'nav.partners', path: 'partners' };
