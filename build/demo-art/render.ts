// Draws every image of the demo catalogue from its description (see spec.ts), for build/demo-art.ts
// and scripts/demo-photos.ts.
import type { MediaSpec } from '../../reference-api/seed/media.ts';
import { productArt } from './art/product.ts';
import { categoryIcon } from './art/categories.ts';
import { sceneArt } from './art/scenes.ts';
import { logo } from './art/logos.ts';
import { certificate } from './art/certificate.ts';
import { socialIcon } from './art/social.ts';
import { streetMap } from './art/map.ts';

/** A complete SVG document for the spec; the same spec always gives the same string. */
export function renderMedia(spec: MediaSpec): string {
  switch (spec.type) {
    case 'product':
      return productArt(spec.kind, spec.view, spec.color, spec.label);
    case 'category':
      return categoryIcon(spec.kind);
    case 'scene':
      return sceneArt(spec.scene, spec.color);
    case 'logo':
      return logo(spec.mark, spec.color, spec.text);
    case 'certificate':
      return certificate(spec.color, spec.code);
    case 'social':
      return socialIcon(spec.network);
    case 'map':
      return streetMap();
  }
}
