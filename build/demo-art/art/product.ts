// A catalogue product shot: a light studio backdrop, a soft floor shadow and the device.
import type { ArtColor, ProductArtKind, ProductView } from '../../../reference-api/seed/media.ts';
import { stage } from './engine.ts';
import { BODIES } from './palette.ts';
import { doc, f, linear, radial } from './svg.ts';
import type { Builder } from './shot.ts';
import { labelPrinter, receiptPrinter } from './printers.ts';
import { cashDrawerArt, scaleArt } from './drawer.ts';
import { posKit } from './kit.ts';
import { software } from './software.ts';
import { barcodeScanner, dataTerminal, presentationScanner } from './handheld.ts';
import { customerDisplayArt, posTerminalArt, touchMonitor } from './terminals.ts';

const BUILDERS: Record<Exclude<ProductArtKind, 'software'>, Builder> = {
  'receipt-printer': receiptPrinter,
  'label-printer': labelPrinter,
  'cash-drawer': cashDrawerArt,
  scale: scaleArt,
  'pos-kit': posKit,
  'data-terminal': dataTerminal,
  'barcode-scanner': barcodeScanner,
  'presentation-scanner': presentationScanner,
  'pos-terminal': posTerminalArt,
  'touch-monitor': touchMonitor,
  'customer-display': customerDisplayArt,
};

const DEFS =
  linear('bg', [
    [0, '#f8f9fb'],
    [0.7, '#eef0f4'],
    [1, '#e3e7ec'],
  ]) +
  radial('sh', [
    [0, '#1b2330', 0.32],
    [0.6, '#1b2330', 0.1],
    [1, '#1b2330', 0],
  ]);

export function productArt(kind: ProductArtKind, view: ProductView, color: ArtColor, label: string): string {
  const b = BODIES[color];
  if (kind === 'software') return doc(800, 800, '<rect width="800" height="800" fill="url(#bg)"/>' + software(view, b, label), DEFS);
  const shot = BUILDERS[kind](view, b, label);
  const st = stage(shot.prims, shot.yaw, shot.pitch, { x: 120, y: 130, w: 560, h: 480, max: 3.2, ...shot.fit });
  const fl = st.floor;
  let body = '<rect width="800" height="800" fill="url(#bg)"/>';
  if (!shot.float) {
    body += `<ellipse cx="${f(fl.cx)}" cy="${f(fl.cy + 4)}" rx="${f(fl.rx * 1.15 + 20)}" ry="${f(fl.ry * 1.1 + 16)}" fill="url(#sh)"/>`;
  }
  if (shot.under) body += shot.under(st);
  body += `<g stroke-linejoin="round">${st.svg}</g>`;
  if (shot.over) body += shot.over(st);
  return doc(800, 800, body, DEFS);
}
