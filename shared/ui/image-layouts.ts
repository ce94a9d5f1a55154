// How wide each kind of catalogue image is shown, for its `sizes`, and the widths its `srcset`
// offers. Each `sizes` follows the grid it sits in (UnoCSS breakpoints sm 640, md 768, lg 1024,
// xl 1280; the `shell` content is the viewport less 32 px, 48 from 640 px and 64 from 1024, and at
// most 1216 px); tests/e2e/images.test.ts checks them against the rendered boxes at 390, 412 and
// 1280 px. The widths cover those boxes at 1x to 3x screens: a browser takes the smallest that
// fills its box, so a phone at 412 px and 1.75x asks for 640 or 800 px of a 3,000 px photo.
import type { ImageWidth } from '../data/image-url.ts';

export interface ImageLayout {
  /** Widths offered in `srcset`, smallest first; the last is also `src`. */
  widths: readonly ImageWidth[];
  /** The `sizes` attribute: the box's CSS width at each viewport width. */
  sizes: string;
}

/** Widths of a card-sized box, about 190 to 350 px wide. */
const CARD_WIDTHS = [320, 480, 640, 800, 960] as const;

export const IMAGE_LAYOUTS = {
  /**
   * A product card of the product list: two columns (a 12 px gap, 12 px padding in the card),
   * 16 px gap and padding from 640 px, beside the 16 rem filter column (plus 2 rem gap) from
   * 1024 px, three from 1280 px; the card has a 1 px border.
   */
  listCard: {
    widths: CARD_WIDTHS,
    sizes: '(min-width: 1280px) 265px, (min-width: 1024px) calc(50vw - 218px), (min-width: 640px) calc(50vw - 66px), calc(50vw - 48px)',
  },
  /** A product card of a grid: home's 'explore' and the similar products (2, as the list's, 4 from 1024). */
  gridCard: {
    widths: CARD_WIDTHS,
    sizes: '(min-width: 1280px) 258px, (min-width: 1024px) calc(25vw - 62px), (min-width: 640px) calc(50vw - 66px), calc(50vw - 48px)',
  },
  /** A product card of the new-arrivals carousel: 1 per view, 2 from 576, 3 from 991, 4 from 1199 px (12 px padding below 640 px). */
  carouselCard: {
    widths: CARD_WIDTHS,
    sizes:
      '(min-width: 1280px) 258px, (min-width: 1199px) calc(25vw - 62px), (min-width: 991px) calc(33vw - 62px), (min-width: 576px) calc(50vw - 54px), calc(100vw - 58px)',
  },
  /**
   * The product gallery's main image: the page's width on phones, half of it from 768 px, less
   * the thumbnail column (96 px and a 12 px gap) from 1024 px; a 1 px border.
   */
  gallery: {
    widths: [480, 640, 800, 960, 1280],
    sizes:
      '(min-width: 1280px) 482px, (min-width: 1024px) calc(50vw - 158px), (min-width: 768px) calc(50vw - 42px), (min-width: 640px) calc(100vw - 50px), calc(100vw - 34px)',
  },
  /** A gallery thumbnail: five to the gallery's row, then a 92 px column from 992 px. */
  thumbnail: {
    widths: [96, 192],
    sizes: '(min-width: 992px) 92px, (min-width: 768px) calc(10vw - 22px), calc(20vw - 20px)',
  },
  /**
   * A hero slide covers the viewport's width at 8:3, but at least 288 px high: up to 768 px wide
   * the slide is cropped from an image as wide as 288 px of height make it.
   */
  hero: {
    widths: [800, 960, 1280, 1600, 1920],
    sizes: '(max-width: 768px) 768px, 100vw',
  },
  /** A slide of a full-screen lightbox (it works out `sizes` itself from the box it draws). */
  lightbox: {
    widths: [640, 800, 960, 1280, 1600, 1920],
    sizes: '100vw',
  },
  /** A product's picture at the head of its compare column: a 112 px box. */
  compare: { widths: [192, 320], sizes: '112px' },
  /** A search result's 56 px picture. */
  searchResult: { widths: [96, 192], sizes: '56px' },
  /** A partner's logo in its `logo-tile` (uno.config.ts): at most 192 px wide (two a row on phones, then a fixed cell: five a row on wide screens). */
  partner: { widths: [192, 320, 480], sizes: '(min-width: 640px) 192px, calc(50vw - 58px)' },
  /** A certificate in the grid: 1, 2 from 640 and 4 from 1024 px, with 12 px padding. */
  certificate: {
    widths: CARD_WIDTHS,
    sizes: '(min-width: 1280px) 260px, (min-width: 1024px) calc(25vw - 60px), (min-width: 640px) calc(50vw - 62px), calc(100vw - 58px)',
  },
  /** A category tile's picture (home): 36 px on phones, 48 from 640 px. */
  tile: { widths: [96, 192], sizes: '(min-width: 640px) 48px, 36px' },
  /** Category icons (a CSS background of at most 33 px) and social icons (30 px): one width fits all screens. */
  icon: { widths: [96], sizes: '33px' },
} satisfies Record<string, ImageLayout>;
