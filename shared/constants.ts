// Constants of the specification, named as the spec names them (section 9).

export const LANGUAGES = ['az', 'en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'az';
/** Storage key of the chosen language: a cookie for the server, local storage in the browser. */
export const LANG_STORAGE_KEY = 'LANG';
export const CURRENCY = 'AZN';

export const SITE_NAME = 'HesabPOS';

export const PRODUCTS_PAGE_SIZE = 10;
export const NEW_ARRIVALS_LIMIT = 8;
export const HOME_GRID_LIMIT = 8;
export const SEARCH_MODAL_LIMIT = 5;
export const PRICE_MIN = 0;
export const PRICE_MAX = 5000;
export const SEARCH_DEBOUNCE_MS = 1000;
export const SEARCH_FOCUS_DELAY_MS = 100;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
