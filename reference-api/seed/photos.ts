// The demo catalogue's raster photos: files as a shop's staff upload them, beside the drawn SVGs.
// scripts/demo-photos.ts makes them from this list into PHOTOS_DIR, which the reference API
// serves as static files under /media/photos/ (reference-api/wrangler.toml, [assets]).
import type { MediaSpec } from './media.ts';

/** Where the photo files are, from the repository's root. */
export const PHOTOS_DIR = 'reference-api/public/media/photos';

export interface DemoPhoto {
  file: string;
  /** A device on a shop counter, a device cut out on transparency (PNG), or a whole scene. */
  kind: 'counter' | 'cutout' | 'scene';
  /** The artwork the photo is made from. */
  art: MediaSpec;
  /** Size as shown (after the EXIF orientation, if any). */
  width: number;
  height: number;
  /** Sensor noise (standard deviation in 8-bit levels): what makes a photo's file large. */
  noise: number;
  camera: string;
  /** 6: stored sideways, shown turned 90° clockwise, as phones held upright write them. */
  exifOrientation?: 6;
}

export const DEMO_PHOTOS: DemoPhoto[] = [
  {
    file: 'hesab-fitness-reception.jpg',
    kind: 'counter',
    art: { type: 'product', kind: 'software', view: 0, color: 'teal', label: 'FITNESS' },
    width: 3000,
    height: 3000,
    noise: 5,
    camera: 'Phone 12 MP',
  },
  {
    file: 'a11-terminal-counter.jpg',
    kind: 'counter',
    art: { type: 'product', kind: 'pos-terminal', view: 1, color: 'teal', label: 'A11' },
    width: 3024,
    height: 4032,
    noise: 4,
    camera: 'Phone 12 MP',
    exifOrientation: 6,
  },
  {
    file: 'a11-terminal-cutout.png',
    kind: 'cutout',
    art: { type: 'product', kind: 'pos-terminal', view: 0, color: 'teal', label: 'A11' },
    width: 1600,
    height: 1600,
    noise: 2,
    camera: 'Product shot',
  },
  {
    file: 'tp-80-printer-desk.jpg',
    kind: 'counter',
    art: { type: 'product', kind: 'receipt-printer', view: 1, color: 'graphite', label: 'TP-80' },
    width: 2400,
    height: 2400,
    noise: 5,
    camera: 'Camera 24 MP',
  },
  {
    file: 'retail-checkout-hero.jpg',
    kind: 'scene',
    art: { type: 'scene', scene: 'retail', color: 'navy' },
    width: 3200,
    height: 1280,
    noise: 6,
    camera: 'Camera 24 MP',
  },
];
