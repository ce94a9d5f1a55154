// 160×160 category icons: bold line drawings with one accent colour, readable at 48 px.
import type { ProductArtKind } from '../../../reference-api/seed/media.ts';
import { doc } from './svg.ts';

const A = '#1f6fe5';
const L = '#1f2733';

const ICONS: Record<ProductArtKind, string> = {
  'pos-terminal':
    `<path d="M38 34h84a8 8 0 0 1 8 8v48a8 8 0 0 1-8 8H38a8 8 0 0 1-8-8V42a8 8 0 0 1 8-8z"/>` +
    `<path d="M44 48h22v16H44zM72 48h22v16H72zM44 70h22v14H44zM72 70h22v14H72z" fill="${A}" stroke="none"/><path d="M104 50v32"/>` +
    `<path d="M80 98v20M52 128h56"/>`,
  'data-terminal':
    `<rect x="52" y="16" width="56" height="128" rx="12"/><rect x="62" y="30" width="36" height="40" rx="4" fill="${A}" stroke="none"/>` +
    `<path d="M64 88h.1M80 88h.1M96 88h.1M64 104h.1M80 104h.1M96 104h.1M64 120h.1M80 120h.1M96 120h.1" stroke-width="9"/>`,
  'customer-display':
    `<rect x="34" y="26" width="92" height="54" rx="8"/><path d="M50 54h34" stroke="${A}" stroke-width="10"/><path d="M96 54h14" stroke="${A}" stroke-width="10"/>` +
    `<path d="M80 80v44M50 132h60"/>`,
  'touch-monitor':
    `<rect x="20" y="28" width="120" height="78" rx="8"/><path d="M80 106v18M54 132h52"/>` +
    `<circle cx="96" cy="66" r="9" fill="${A}" stroke="none"/><circle cx="96" cy="66" r="20" stroke="${A}" stroke-width="5"/>`,
  'cash-drawer':
    `<path d="M22 70h116v56a6 6 0 0 1-6 6H28a6 6 0 0 1-6-6z"/><path d="M22 92h116M66 112h28"/>` +
    `<path d="M34 70V44h92v26" stroke="${A}"/><path d="M54 44v26M80 44v26M106 44v26" stroke="${A}" stroke-width="5"/>`,
  'receipt-printer':
    `<path d="M28 78a8 8 0 0 1 8-8h88a8 8 0 0 1 8 8v48a8 8 0 0 1-8 8H36a8 8 0 0 1-8-8z"/><path d="M48 90h64"/>` +
    `<path d="M54 70V20h52v50" fill="#fff"/><path d="M66 36h28M66 50h20" stroke="${A}" stroke-width="6"/><circle cx="112" cy="114" r="5" fill="${A}" stroke="none"/>`,
  'label-printer':
    `<rect x="24" y="40" width="112" height="80" rx="14"/><circle cx="64" cy="78" r="20"/><circle cx="64" cy="78" r="6" fill="${A}" stroke="none"/>` +
    `<path d="M98 108v36h34v-36" fill="#fff"/><path d="M106 120v14M114 120v14M122 120v14" stroke="${A}" stroke-width="5"/>`,
  'barcode-scanner':
    `<path d="M30 42l80-14c10-2 16 4 16 12v16c0 6-4 10-10 10H88l12 56c1 6-2 10-8 11l-14 2c-6 1-10-2-11-8L58 72H36c-6 0-10-4-10-10V52c0-6 4-9 4-10z"/>` +
    `<path d="M26 48l-16-8M26 60H8M26 72l-16 8" stroke="${A}" stroke-width="6"/>`,
  'presentation-scanner':
    `<rect x="42" y="18" width="76" height="66" rx="24"/><rect x="58" y="34" width="44" height="34" rx="12" fill="${A}" stroke="none"/>` +
    `<path d="M80 84v26M40 130h80a6 6 0 0 0-6-16H46a6 6 0 0 0-6 16z"/>`,
  scale:
    `<path d="M20 112h120v16a6 6 0 0 1-6 6H26a6 6 0 0 1-6-6zM30 104h100"/><path d="M80 104V64"/>` +
    `<rect x="44" y="24" width="72" height="40" rx="8"/><path d="M60 44h40" stroke="${A}" stroke-width="10"/>`,
  software:
    `<rect x="18" y="26" width="124" height="100" rx="10"/><path d="M18 48h124M50 48v78"/>` +
    `<path d="M70 108V88M90 108V72M110 108V80M128 108V64" stroke="${A}" stroke-width="9"/>`,
  'pos-kit':
    `<path d="M22 96h80v36H22z"/><path d="M50 116h24"/><rect x="30" y="28" width="64" height="44" rx="6"/><path d="M62 72v24"/>` +
    `<rect x="42" y="40" width="40" height="20" rx="3" fill="${A}" stroke="none"/><path d="M114 132V90h28v42zM122 90V70h12v20" stroke="${A}"/>`,
};

export function categoryIcon(kind: ProductArtKind): string {
  return doc(160, 160, `<g fill="none" stroke="${L}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">${ICONS[kind]}</g>`);
}
