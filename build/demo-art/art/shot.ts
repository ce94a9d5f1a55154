// The shared shape of a product drawing: the primitives of a device and how to look at it.
import type { ProductView } from '../../../reference-api/seed/media.ts';
import type { Body } from './palette.ts';
import type { Fit, Prim, Stage } from './engine.ts';
import { text } from './svg.ts';

export interface Shot {
  prims: Prim[];
  yaw: number;
  pitch: number;
  /** Drawn over the device after staging (hands, beams, callouts). */
  over?: (st: Stage) => string;
  /** Drawn under the device, after the floor shadow. */
  under?: (st: Stage) => string;
  fit?: Partial<Fit>;
  /** No floor shadow (e.g. a device held in the air). */
  float?: boolean;
}
export type Builder = (view: ProductView, b: Body, label: string) => Shot;

/** Standard cameras: front, three-quarter, side (yaw -80) or back three-quarter (yaw 150). */
export const FRONT = { yaw: 0, pitch: 12 };
export const QUARTER = { yaw: -35, pitch: 22 };
export const SIDE = { yaw: -78, pitch: 14 };
export const BACK = { yaw: 148, pitch: 18 };

/** The model code printed small on a body. */
export function tag(x: number, y: number, size: number, b: Body, label: string, anchor: 'start' | 'middle' | 'end' = 'start'): string {
  return text(x, y, size, b.ink, label, `font-weight="600"${anchor === 'start' ? '' : ` text-anchor="${anchor}"`} letter-spacing=".04em"`);
}

/** The brand word printed small on a body. */
export function brand(x: number, y: number, size: number, fill: string, anchor: 'start' | 'middle' | 'end' = 'middle'): string {
  return text(x, y, size, fill, 'HesabPOS', `font-weight="700"${anchor === 'start' ? '' : ` text-anchor="${anchor}"`}`);
}
