// The site's business constants (page size, price range, delays, breakpoints), in one place.

export const LANGUAGES = ['az', 'en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'az';
/** Storage key of the chosen language: a cookie for the server, local storage in the browser. */
export const LANG_STORAGE_KEY = 'LANG';
export const CURRENCY = 'AZN';

export const SITE_NAME = 'HesabPOS';

/** Products on a page of the product list. */
export const PRODUCTS_PAGE_SIZE = 10;
/** Products in home's new arrivals carousel, and in its grid to explore. */
export const NEW_ARRIVALS_LIMIT = 8;
export const HOME_GRID_LIMIT = 8;
/** Results the search modal shows; "see all" leads to the list with the rest. */
export const SEARCH_MODAL_LIMIT = 5;
/** The price filter's range, in AZN. */
export const PRICE_MIN = 0;
export const PRICE_MAX = 5000;
/** The search modal asks once typing has paused this long. */
export const SEARCH_DEBOUNCE_MS = 1000;
/** The search modal's field takes the focus once the modal has begun to slide in. */
export const SEARCH_FOCUS_DELAY_MS = 100;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

// The buyer's short list (compare, quote list).
/** Products the compare page puts side by side. */
export const COMPARE_MAX = 4;
/** Lines of a quote list, and the largest quantity of a line. */
export const QUOTE_MAX_LINES = 30;
export const QUOTE_MAX_QUANTITY = 999;

// The layout shell.
/** The campaign banner under the header shows the next message every 4000 ms… */
export const CAMPAIGN_BANNER_INTERVAL_MS = 4000;
/** …with a transition of 400 ms (Swiper's "speed"). */
export const CAMPAIGN_BANNER_SPEED_MS = 400;
/** Category titles longer than this get the sliding-title style. */
export const CATEGORY_TITLE_SLIDE_LENGTH = 18;
/** Width (and height) in px of a social icon. */
export const SOCIAL_ICON_WIDTH = 30;
/** The footer shows main menu items 2 to 4 (1-based, inclusive). */
export const FOOTER_MENU_ITEMS = { from: 2, to: 4 } as const;
/** How long the LANG cookie keeps the chosen language: a year, in seconds. */
export const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

// The product detail page: thumbnail slider and lightbox.
/** Thumbnail slider: slides per view from each minimum width in px; vertical from 992. */
export const PRODUCT_THUMBNAIL_BREAKPOINTS = {
  0: { slidesPerView: 4, direction: 'horizontal' },
  320: { slidesPerView: 5, direction: 'horizontal' },
  992: { slidesPerView: 4, direction: 'vertical' },
} as const;
/** Lightbox animations in ms: fade in/out and swipe. */
export const LIGHTBOX_ANIMATION = { fade: 250, swipe: 500 } as const;
/** Lightbox carousel: slides preloaded on each side, spacing and padding between slides. */
export const LIGHTBOX_CAROUSEL = { preload: 2, spacing: '30%', padding: '16px' } as const;
/** Lightbox zoom: from 1 to the image's own pixels (max pixel ratio 1). */
export const LIGHTBOX_ZOOM = {
  maxZoomPixelRatio: 1,
  zoomInMultiplier: 2,
  doubleTapDelay: 300,
  doubleClickDelay: 500,
  doubleClickMaxStops: 2,
  keyboardMoveDistance: 50,
} as const;
/** Lightbox thumbnails strip: 120×80 px, 16 px apart, at the bottom, with a toggle. */
export const LIGHTBOX_THUMBNAILS = { width: 120, height: 80, gap: 16, position: 'bottom', showToggle: true } as const;

// The catalogue.
/** Hero slider autoplay delay. */
export const HERO_AUTOPLAY_MS = 5000;
/** Below this width the filtered product list scrolls to PRODUCTS_SCROLL_TOP_NARROW… */
export const PRODUCTS_SCROLL_BREAKPOINT = 1024;
export const PRODUCTS_SCROLL_TOP_NARROW = 250;
/** …and from it to PRODUCTS_SCROLL_TOP_WIDE (px from the top). */
export const PRODUCTS_SCROLL_TOP_WIDE = 300;

// The browser's data freshness (client/freshness.ts).
/** Coming back to the tab (focus, visible) refreshes the page's data when it is at least this old. */
export const FOCUS_THROTTLE_MS = 5000;
/** Refreshes asked for within this time of the last one collapse into it. */
export const REFRESH_DEDUPE_MS = 2000;
/** A refresh that failed is tried again after this long, while the tab is visible. */
export const REFRESH_RETRY_MS = 5000;
/** A navigation or search still loading after this long shows the "taking longer" note. */
export const SLOW_LOADING_THRESHOLD_MS = 3000;

/** The id of the page's JSON data block with the router's state, which the browser hydrates from. */
export const ROUTER_STATE_ID = 'router-state';
