// What an image of the reference API depicts, and the URL path that names it. Images are
// drawn on request from this description (see render.ts), so the seed data stays small and
// no image is fetched from anywhere else.

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

function oneOf<T extends string | number>(list: readonly T[], value: string | undefined): T | undefined {
  return list.find((item) => String(item) === value);
}

function decode(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The inverse of mediaPath; undefined for anything that does not name a valid image. */
export function parseMediaPath(path: string): MediaSpec | undefined {
  if (!path.endsWith('.svg')) return undefined;
  const parts = path.slice(0, -'.svg'.length).split('/');
  const [type, ...rest] = parts;
  switch (type) {
    case 'products': {
      if (rest.length !== 4) return undefined;
      const kind = oneOf(PRODUCT_ART_KINDS, rest[0]);
      const color = oneOf(ART_COLORS, rest[1]);
      const view = oneOf(PRODUCT_VIEWS, rest[2]);
      const label = decode(rest[3]);
      if (!kind || !color || view === undefined || !label || !LABEL_PATTERN.test(label)) return undefined;
      return { type: 'product', kind, color, view, label };
    }
    case 'categories': {
      const kind = rest.length === 1 ? oneOf(PRODUCT_ART_KINDS, rest[0]) : undefined;
      return kind && { type: 'category', kind };
    }
    case 'scenes': {
      if (rest.length !== 2) return undefined;
      const scene = oneOf(SCENES, rest[0]);
      const color = oneOf(ART_COLORS, rest[1]);
      return scene && color && { type: 'scene', scene, color };
    }
    case 'logos': {
      if (rest.length !== 3) return undefined;
      const mark = oneOf(LOGO_MARKS, rest[0]);
      const color = oneOf(ART_COLORS, rest[1]);
      const text = decode(rest[2]);
      if (!mark || !color || !text || !LOGO_TEXT_PATTERN.test(text)) return undefined;
      return { type: 'logo', mark, color, text };
    }
    case 'certificates': {
      if (rest.length !== 2) return undefined;
      const color = oneOf(ART_COLORS, rest[0]);
      const code = decode(rest[1]);
      if (!color || !code || !LABEL_PATTERN.test(code)) return undefined;
      return { type: 'certificate', color, code };
    }
    case 'social': {
      const network = rest.length === 1 ? oneOf(SOCIAL_NETWORKS, rest[0]) : undefined;
      return network && { type: 'social', network };
    }
    case 'map':
      return rest.length === 0 ? { type: 'map' } : undefined;
    default:
      return undefined;
  }
}
