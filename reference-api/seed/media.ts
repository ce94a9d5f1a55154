// What an image of the demo catalogue depicts, and the path under /media/ that names it. The
// seed data names its images by this description; build/demo-art.ts draws each one (render.ts)
// into the reference API's static files at build time, so no image is fetched from anywhere else.

export const PRODUCT_ART_KINDS = [
  'pos-terminal', // touch-screen all-in-one POS station
  'data-terminal', // handheld mobile computer / PDA with keypad and scanner
  'customer-display', // small pole or second display facing the customer
  'touch-monitor', // stand-alone touch monitor
  'cash-drawer',
  'receipt-printer',
  'label-printer',
  'barcode-scanner', // handheld gun-style scanner
  'presentation-scanner', // desktop hands-free scanner
  'scale', // retail scale
  'software', // a screen of the accounting / POS software
  'pos-kit', // a bundle: terminal, printer, drawer and scanner together
] as const;
export type ProductArtKind = (typeof PRODUCT_ART_KINDS)[number];

export const ART_COLORS = ['graphite', 'white', 'silver', 'navy', 'red', 'teal', 'amber', 'green'] as const;
export type ArtColor = (typeof ART_COLORS)[number];

export const SCENES = ['retail', 'cafe', 'pharmacy', 'warehouse', 'office'] as const;
export type Scene = (typeof SCENES)[number];

export const LOGO_MARKS = ['circle', 'square', 'triangle', 'hexagon', 'wave', 'diamond'] as const;
export type LogoMark = (typeof LOGO_MARKS)[number];

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'youtube', 'whatsapp', 'telegram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const PRODUCT_VIEWS = [0, 1, 2, 3] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

/** Short text printed on a device or certificate: letters, digits, space, dot, colon, dash. */
export const LABEL_PATTERN = /^[A-Za-z0-9 .:-]{1,16}$/;
/** A partner's name as it appears in its logo: any letters of az/en/ru, digits, space, & . -. */
export const LOGO_TEXT_PATTERN = /^[\p{L}\p{N} &.'-]{1,24}$/u;

export type MediaSpec =
  /** 800×800. view 0 front, 1 three-quarter, 2 side or back, 3 detail / in use. */
  | { type: 'product'; kind: ProductArtKind; view: ProductView; color: ArtColor; label: string }
  /** 160×160 icon of a category. */
  | { type: 'category'; kind: ProductArtKind }
  /** 1600×640 wide illustration: hero slides, the company image. */
  | { type: 'scene'; scene: Scene; color: ArtColor }
  /** 320×160 partner logo: a mark and the partner's name. */
  | { type: 'logo'; mark: LogoMark; color: ArtColor; text: string }
  /** 600×840 certificate document with a code such as "ISO 9001:2015". */
  | { type: 'certificate'; code: string; color: ArtColor }
  /** 64×64 social network icon. */
  | { type: 'social'; network: SocialNetwork }
  /** 1200×500 street map of central Baku with the shop's pin. */
  | { type: 'map' };

export const MEDIA_SIZES: Record<MediaSpec['type'], { width: number; height: number }> = {
  product: { width: 800, height: 800 },
  category: { width: 160, height: 160 },
  scene: { width: 1600, height: 640 },
  logo: { width: 320, height: 160 },
  certificate: { width: 600, height: 840 },
  social: { width: 64, height: 64 },
  map: { width: 1200, height: 500 },
};

const seg = encodeURIComponent;

/** The path under /media/ that names an image, e.g. "products/receipt-printer/white/0/TP-80.svg". */
export function mediaPath(spec: MediaSpec): string {
  switch (spec.type) {
    case 'product':
      return `products/${spec.kind}/${spec.color}/${spec.view}/${seg(spec.label)}.svg`;
    case 'category':
      return `categories/${spec.kind}.svg`;
    case 'scene':
      return `scenes/${spec.scene}/${spec.color}.svg`;
    case 'logo':
      return `logos/${spec.mark}/${spec.color}/${seg(spec.text)}.svg`;
    case 'certificate':
      return `certificates/${spec.color}/${seg(spec.code)}.svg`;
    case 'social':
      return `social/${spec.network}.svg`;
    case 'map':
      return 'map.svg';
  }
}
