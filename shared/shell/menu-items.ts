// The main menu: translated titles and paths under /{lang}/. The footer shows items 2 to 4, then the trust pages.
import { FOOTER_MENU_ITEMS } from '../constants.ts';
import type { MessageKey } from '../i18n/intl.ts';
import { PAGES } from '../pages.ts';

export interface MenuItem {
  title: MessageKey;
  /** The path after /{lang}/: '' is home. */
  path: string;
}

const menuItem = (page: 'home' | 'products' | 'about' | 'contact' | 'partners'): MenuItem => ({ title: PAGES[page].menu, path: PAGES[page].path });

export const MAIN_MENU: readonly MenuItem[] = [menuItem('home'), menuItem('products'), menuItem('about'), menuItem('contact')];

export const FOOTER_MENU: readonly MenuItem[] = MAIN_MENU.slice(FOOTER_MENU_ITEMS.from - 1, FOOTER_MENU_ITEMS.to);

export const PARTNERS_ITEM: MenuItem = menuItem('partners');

/** The header's menu, on phones and wide screens alike: the main menu with the partners after the company. */
export const HEADER_MENU: readonly MenuItem[] = [menuItem('home'), menuItem('products'), menuItem('about'), PARTNERS_ITEM, menuItem('contact')];

/** The other trust pages, linked from the footer after the partners. */
export const TRUST_ITEMS: readonly MenuItem[] = [
  { title: 'nav.reference', path: PAGES.reference.path },
  { title: 'nav.certificates', path: PAGES.certificates.path },
];
