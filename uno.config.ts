// The design system: tokens (palette, type, spacing, shapes), shortcuts for recurring patterns,
// the `wide:` variant, and the CSS that utilities do not express well. Vite's UnoCSS plugin reads
// this file; every component takes its look from here.
import { defineConfig, presetWind4 } from 'unocss';

// Design tokens: one place for the palette, type, spacing and shapes every component uses.
const BRAND = '#0b5cab';
const INK = '#0f172a';
const theme = {
  colors: {
    brand: { DEFAULT: BRAND, dark: '#084a8a', light: '#e7f0fa', 200: '#9cc8f5' },
    ink: INK,
    muted: '#5b6474',
    line: '#e2e8f0',
    canvas: '#f5f7fa',
    sale: '#c0262d',
    success: '#15803d',
  },
  font: {
    sans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  text: {
    display: { fontSize: '2.5rem', lineHeight: '1.15' },
  },
  spacing: {
    // The page gutter: 16 px on phones, 24 px from 640 px, 32 px from 1024 px (see `shell`).
    gutter: '1rem',
    'gutter-sm': '1.5rem',
    'gutter-lg': '2rem',
  },
  container: {
    shell: '80rem',
  },
  shadow: {
    card: '0 1px 2px rgb(15 23 42 / 0.06), 0 1px 3px rgb(15 23 42 / 0.08)',
    menu: '0 12px 32px -8px rgb(15 23 42 / 0.22), 0 4px 8px -4px rgb(15 23 42 / 0.1)',
  },
};

// Patterns that utilities do not express well: disclosure dialogs (a <details> whose summary is
// the mask while open), the banner's cross-fade, sliding titles. The menu's wide layout: wideCss.
const shellCss = `
html { scroll-padding-top: 5rem; -webkit-tap-highlight-color: transparent; }
/* A catalogue image's <picture> (shared/ui/image.tsx) makes no box: its <img> lays out as the parent's child. */
picture { display: contents; }
:focus-visible { outline: 2px solid ${BRAND}; outline-offset: 2px; }
.on-dark :focus-visible { outline-color: #fff; }
summary { list-style: none; cursor: pointer; }
/* The icons of the compact "Compare" and "Add to quote" of every product card (shared/ui/shortlist-buttons.tsx):
   drawn here once, not as an inline <svg> in each of a page's cards. */
.shortlist-icon::before { content: ''; width: 18px; height: 18px; background: currentColor; -webkit-mask: var(--icon) center / contain no-repeat; mask: var(--icon) center / contain no-repeat; }
.shortlist-icon-compare { --icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23000' stroke-width='1.8' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M4 5h6v14H4zM14 5h6v14h-6zM7 9v6M17 9v6'/%3E%3C/svg%3E"); }
.shortlist-icon-chosen { --icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23000' stroke-width='1.8' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M5 12.5l4.5 4.5L19 7.5'/%3E%3C/svg%3E"); }
.shortlist-icon-quote { --icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23000' stroke-width='1.8' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M8 4h8v3H8zM6 5.5H5a1 1 0 0 0-1 1V20a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1V6.5a1 1 0 0 0-1-1h-1M8 11h8M8 15h5'/%3E%3C/svg%3E"); }

/* Running text: the upstream's HTML (product descriptions) and the company pages. The reset strips
   every margin and bullet; this gives headings room above, paragraphs and lists their spacing back. */
.prose { line-height: 1.7; }
.prose > :first-child { margin-top: 0; }
.prose p { margin: 0 0 1rem; }
.prose .lead { font-size: 1.125rem; }
.prose h2 { font-size: 1.25rem; font-weight: 700; line-height: 1.3; margin: 2rem 0 .75rem; }
.prose h3 { font-size: 1.125rem; font-weight: 700; line-height: 1.3; margin: 1.5rem 0 .5rem; }
.prose ul { list-style: disc; padding-left: 1.25rem; margin: 0 0 1rem; }
.prose ol { list-style: decimal; padding-left: 1.25rem; margin: 0 0 1rem; }
.prose li { margin: .25rem 0; padding-left: .25rem; }
.prose li::marker { color: ${BRAND}; }
.prose strong { font-weight: 700; }
summary::-webkit-details-marker { display: none; }
details[open] > summary .disclosure-chevron { transform: rotate(180deg); }
.disclosure-chevron, .mega-chevron { transition: transform .2s ease; }

.dialog-disclosure[open] > summary::before {
  content: ''; position: fixed; inset: 0; z-index: 40; cursor: default;
  background: rgb(15 23 42 / 0.55); /* ink at 55 % */
}
.dialog-panel { z-index: 50; outline: none; }
.sheet-left { transition: transform .25s ease-out; }
.sheet-down { transition: transform .2s ease-out, opacity .2s ease-out; }
@starting-style {
  .dialog-disclosure[open] > .sheet-left { transform: translateX(-100%); }
  .dialog-disclosure[open] > .sheet-down { transform: translateY(-1rem); opacity: 0; }
}


.banner-message { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center;
  opacity: 0; visibility: hidden; transform: translateY(0.75rem);
  transition: opacity var(--banner-speed) ease, transform var(--banner-speed) ease, visibility var(--banner-speed); }
.banner-message[data-active] { opacity: 1; visibility: visible; transform: none; }

.title-slide { display: block; overflow: hidden; white-space: nowrap; container-type: inline-size;
  mask-image: linear-gradient(to right, #000 85%, transparent); }
.title-slide > span { display: inline-block; transition: transform 2.4s linear; }
a:hover .title-slide, a:focus-visible .title-slide { mask-image: none; }
a:hover .title-slide > span, a:focus-visible .title-slide > span { transform: translateX(min(0px, calc(100cqw - 100%))); }


.skip-link { position: fixed; left: 1rem; top: -4rem; z-index: 60; padding: .75rem 1rem; border-radius: .5rem;
  background: ${INK}; color: #fff; font-weight: 600; }
.skip-link:focus { top: 1rem; }
/* Controls that only a page without JavaScript needs: hidden by CSS from the first paint, so
   hydration changes no layout. */
@media (scripting: enabled) { .without-scripting { display: none !important; } }
.navigation-progress { position: fixed; inset-inline: 0; top: 0; z-index: 70; height: 3px; overflow: hidden; }
.navigation-progress::after { content: ''; position: absolute; inset-block: 0; width: 40%; background: ${BRAND};
  animation: navigation-progress 1.1s ease-in-out infinite; }
@keyframes navigation-progress { from { left: -40%; } to { left: 100%; } }
/* Slider arrows (hero, new arrivals), over the slides' edges. */
.slider-arrow { position: absolute; top: 50%; z-index: 10; transform: translateY(-50%); display: inline-flex; align-items: center;
  justify-content: center; width: 44px; height: 44px; border: 1px solid #e2e8f0; border-radius: 9999px; background: #fff;
  color: ${INK}; cursor: pointer; box-shadow: 0 2px 8px rgba(0,0,0,.12); }
.slider-arrow:hover { color: ${BRAND}; }
/* Two native range inputs on one track: only their thumbs take the pointer, so both stay reachable. */
.price-range input[type=range] { position: absolute; inset: 0; width: 100%; margin: 0; background: none; pointer-events: none;
  appearance: none; -webkit-appearance: none; }
.price-range input[type=range]::-webkit-slider-thumb { pointer-events: auto; -webkit-appearance: none; width: 20px; height: 20px;
  border-radius: 50%; background: #fff; border: 2px solid ${BRAND}; cursor: pointer; }
.price-range input[type=range]::-moz-range-thumb { pointer-events: auto; width: 16px; height: 16px; border-radius: 50%;
  background: #fff; border: 2px solid ${BRAND}; cursor: pointer; }
.price-range input[type=range]::-webkit-slider-runnable-track { background: none; }
.price-range input[type=range]::-moz-range-track { background: none; }

@media (prefers-reduced-motion: reduce) {
  *, ::before, ::after { transition-duration: 0s !important; animation-duration: 0s !important; scroll-behavior: auto !important; }
  .navigation-progress::after { width: 100%; left: 0; animation: none; }
  .title-slide { white-space: normal; mask-image: none; }
}
`;

/**
 * Where the one menu (and any other `inline-when-wide` disclosure dialog) shows its panel in
 * place: wide screens in browsers that can show a closed <details>' content. Elsewhere the panel
 * stays a dialog, so older browsers keep a working menu at every width.
 */
const WIDE = '@supports selector(::details-content) $$ @media (min-width: 64rem)';

const wideCss = `
@supports selector(::details-content) { @media (min-width: 64rem) {
  .inline-when-wide::details-content { content-visibility: visible; display: contents; }
  .inline-when-wide > summary { display: none; }
  .inline-when-wide > .dialog-panel { position: static; display: block; width: auto; height: 100%; overflow: visible; padding: 0;
    background: none; box-shadow: none; transform: none; transition: none; }
  .inline-when-wide .menu-item { display: flex; height: 100%; align-items: center; }
  .inline-when-wide .menu-link { padding: .5rem; border-radius: .375rem; font-size: .9375rem; gap: .25rem; align-items: center; white-space: nowrap; }
  .inline-when-wide .menu-link:hover, .inline-when-wide .menu-link[aria-current=page] { background: none; color: ${BRAND}; }
  .inline-when-wide .menu-link[aria-current=page]::after { content: ''; position: absolute; inset-inline: .5rem; bottom: .125rem; height: 2px;
    border-radius: 1px; background: currentColor; }
  /* Selectors start at the menu so that they outweigh the small-screen utilities they replace. */
  /* The category submenu: its disclosure's content is the panel under the header. */
  .inline-when-wide .category-menu > summary { display: none; }
  .inline-when-wide .category-menu::details-content { content-visibility: visible; display: contents; }
  .inline-when-wide .mega-panel { display: none; position: absolute; inset-inline: 0; top: 100%; z-index: 40; max-height: none; overflow: visible;
    padding: 0; border-block: 1px solid ${theme.colors.line}; background: #fff; box-shadow: ${theme.shadow.menu};
    transition: opacity .15s ease, transform .15s ease; }
  /* Open on hover, from the toggle (data-open), or without JavaScript on keyboard focus (no data-js). */
  .inline-when-wide .mega-item:hover .mega-panel, .inline-when-wide .mega-item[data-open] .mega-panel,
  .inline-when-wide .mega-item:not([data-js]):focus-within .mega-panel { display: block; }
  @starting-style { .inline-when-wide .mega-item:hover .mega-panel, .inline-when-wide .mega-item[data-open] .mega-panel { opacity: 0; transform: translateY(-0.25rem); } }
  .inline-when-wide .mega-item:hover .mega-chevron, .inline-when-wide .mega-item[data-open] .mega-chevron,
  .inline-when-wide .mega-item:not([data-js]):focus-within .mega-chevron { transform: rotate(180deg); }
  .inline-when-wide .mega-toggle { display: inline-flex; align-items: center; justify-content: center; width: 1.5rem; height: 2rem; margin-inline-start: -.625rem;
    border-radius: .375rem; color: inherit; }
  .inline-when-wide .mega-toggle:hover { color: ${BRAND}; }
  .inline-when-wide .mega-item[data-suppressed] .mega-panel { display: none; }
  .inline-when-wide .mega-item[data-suppressed] .mega-chevron { transform: none; }
} }
`;

export default defineConfig({
  presets: [presetWind4({ preflights: { reset: true } })],
  theme,
  preflights: [{ getCSS: () => shellCss + wideCss }],
  content: { filesystem: ['shared/**/*.{ts,tsx}', 'client/**/*.{ts,tsx}'] },
  variants: [
    // wide:… applies where the menu shows in place (see WIDE).
    (matcher) => (matcher.startsWith('wide:') ? { matcher: matcher.slice('wide:'.length), parent: WIDE } : matcher),
  ],
  shortcuts: {
    shell: 'mx-auto w-full max-w-shell px-gutter sm:px-gutter-sm lg:px-gutter-lg',
    badge: 'rounded-md px-2 py-0.5 text-xs font-semibold text-white',
    chip: 'rounded-full border border-line bg-white px-3 py-1 text-sm text-ink cursor-pointer hover:border-brand aria-pressed:bg-brand aria-pressed:text-white aria-pressed:border-brand aria-[current=true]:bg-brand aria-[current=true]:text-white',
    btn: 'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold no-underline transition-colors',
    'btn-primary': 'btn bg-brand text-white hover:bg-brand-dark',
    'btn-outline': 'btn border border-line bg-white text-ink hover:border-brand hover:text-brand',
    button: 'btn-primary',
    'icon-btn': 'inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink hover:bg-canvas hover:text-brand',
    // Patterns repeated many times a page, one class each so that the HTML stays small.
    // With the marker class `group` beside it (a marker is no utility, so no shortcut can hold it).
    // Partner and customer logos: one box for every logo, so that each is drawn at one size whatever its file's.
    'logo-tile': 'flex h-24 items-center justify-center rounded-xl border border-line bg-white px-5 py-4',
    'logo-image': 'h-14 w-full object-contain',
    'product-card': 'relative flex flex-col gap-2 rounded-xl border border-line bg-white p-3 sm:gap-3 sm:p-4',
    'product-card-image': 'aspect-square w-full rounded-lg bg-white object-contain',
    'product-card-hover': 'product-card-image absolute inset-0 opacity-0 transition-opacity duration-300 group-hover:opacity-100',
    'product-card-link': "text-ink no-underline hover:text-brand after:absolute after:inset-0 after:content-['']",
    // "Compare" and "Add to quote" (shared/ui/shortlist-buttons.tsx): above a card's stretched link, 40 px high for a finger.
    'shortlist-btn':
      'relative z-10 inline-flex h-10 items-center gap-1.5 rounded-lg border border-line bg-white px-3 text-sm font-medium text-ink no-underline cursor-pointer hover:border-brand hover:text-brand aria-pressed:border-brand aria-pressed:bg-brand-light aria-pressed:text-brand',
    'shortlist-btn-icon': 'w-10 justify-center px-0',
    'shortlist-count': 'rounded-full bg-brand px-1.5 text-xs font-semibold leading-5 text-white',
    'category-link': 'flex items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-canvas hover:text-brand',
    'category-link-top': 'category-link font-medium text-ink wide:p-1.5 wide:font-semibold',
    'category-link-child': 'category-link text-sm text-muted wide:rounded wide:px-0 wide:py-1 wide:hover:bg-transparent',
    'category-icon': 'shrink-0 rounded-lg bg-brand-light bg-contain bg-center bg-no-repeat bg-origin-content',
    'category-icon-top': 'category-icon size-8 p-1 wide:size-11 wide:p-[5.5px]',
    'category-icon-child': 'category-icon size-6 p-[3px] wide:hidden',
    // A main menu entry: a row of the small-screen panel; on wide screens, a link in the bar (wideCss).
    'menu-link':
      'relative flex rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-canvas aria-[current=page]:bg-brand-light aria-[current=page]:text-brand',
    'focus-ring': 'focus-visible:outline-2 focus-visible:outline-brand focus-visible:outline-offset-2',
    'search-field':
      'w-full border border-line bg-canvas pl-4 text-ink placeholder:text-muted focus:border-brand focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/30',
    'search-submit':
      'absolute top-1/2 -translate-y-1/2 inline-flex items-center justify-center rounded-full bg-brand text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-line disabled:text-muted',
  },
});
