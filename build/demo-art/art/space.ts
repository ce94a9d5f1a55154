// The 3D space of product shots: vectors, frames, the orthographic camera and the light.
import { f } from './svg.ts';
import { mix } from './palette.ts';

export type V3 = readonly [number, number, number];
export type P2 = readonly [number, number];
export interface Frame {
  o: V3;
  u: V3;
  v: V3;
  w: V3;
}
export type Face = 'front' | 'back' | 'top' | 'bottom' | 'left' | 'right';
export type Deco = Partial<Record<Face, string>>;

/** A box from the frame origin (left, bottom, back corner) to size s = [width, height, depth]. */
export interface Box {
  k: 'box';
  f: Frame;
  s: V3;
  c: string;
  r?: number;
  deco?: Deco;
  bias?: number;
}
/** A box on frame f: size s, colour c, edges rounded by r, drawings on its faces. */
export const box = (f: Frame, s: V3, c: string, r = 0, deco?: Deco): Box => ({ k: 'box', f, s, c, r, deco });
/** A cylinder standing on the frame origin along v. */
export interface Cyl {
  k: 'cyl';
  f: Frame;
  r: number;
  h: number;
  c: string;
  cap?: string;
  deco?: string;
  bias?: number;
}
/** A profile (SVG coordinates in the u/-v plane) extruded along w by d. */
export interface Prism {
  k: 'prism';
  f: Frame;
  pts: P2[];
  d: number;
  c: string;
  deco?: string;
  /** Drawn on the far cap, mirrored so it reads from that side; x runs from the profile's right edge. */
  back?: string;
  bias?: number;
}
/** Flat SVG drawn in the frame's u/-v plane. */
export interface Plane {
  k: 'plane';
  f: Frame;
  svg: string;
  pts: P2[];
  bias?: number;
}
/** Free drawing in screen space. */
export interface Fn {
  k: 'fn';
  at: V3;
  pts: V3[];
  draw: (cam: Cam) => string;
  bias?: number;
}
export type Prim = Box | Cyl | Prism | Plane | Fn;

export const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const mul = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k];
const D = Math.PI / 180;

export const ROOT: Frame = { o: [0, 0, 0], u: [1, 0, 0], v: [0, 1, 0], w: [0, 0, 1] };

/** A local point of a frame in world coordinates. */
export function at(fr: Frame, p: V3): V3 {
  return add(fr.o, add(mul(fr.u, p[0]), add(mul(fr.v, p[1]), mul(fr.w, p[2]))));
}
export function dir(fr: Frame, d: V3): V3 {
  return add(mul(fr.u, d[0]), add(mul(fr.v, d[1]), mul(fr.w, d[2])));
}

/** A child frame: moved to local point o, tilted back by `tilt`, turned by `yaw`, rolled by `roll` (degrees). */
export function sub(parent: Frame, o: V3, tilt = 0, yaw = 0, roll = 0): Frame {
  let u: V3 = [1, 0, 0];
  let v: V3 = [0, 1, 0];
  let w: V3 = [0, 0, 1];
  if (roll) {
    const c = Math.cos(roll * D);
    const s = Math.sin(roll * D);
    [u, v] = [add(mul(u, c), mul(v, s)), add(mul(v, c), mul(u, -s))];
  }
  if (tilt) {
    const c = Math.cos(tilt * D);
    const s = Math.sin(tilt * D);
    [v, w] = [add(mul(v, c), mul(w, -s)), add(mul(w, c), mul(v, s))];
  }
  if (yaw) {
    const c = Math.cos(yaw * D);
    const s = Math.sin(yaw * D);
    [u, w] = [add(mul(u, c), mul(w, -s)), add(mul(w, c), mul(u, s))];
  }
  return { o: at(parent, o), u: dir(parent, u), v: dir(parent, v), w: dir(parent, w) };
}

/** Frame fr expressed in parent's coordinates, made world. */
export function compose(parent: Frame, fr: Frame): Frame {
  return { o: at(parent, fr.o), u: dir(parent, fr.u), v: dir(parent, fr.v), w: dir(parent, fr.w) };
}
/** Moves a whole device (built around ROOT) into a parent frame. */
export function place(prims: Prim[], parent: Frame): Prim[] {
  return prims.map((p) => (p.k === 'fn' ? { ...p, at: at(parent, p.at), pts: p.pts.map((q) => at(parent, q)) } : { ...p, f: compose(parent, p.f) }));
}

export interface Cam {
  yaw: number;
  pitch: number;
  s: number;
  tx: number;
  ty: number;
}

/** Camera space: [right, down, toward the viewer], unscaled. */
export function view(c: Cam, p: V3): V3 {
  const cy = Math.cos(c.yaw * D);
  const sy = Math.sin(c.yaw * D);
  const cp = Math.cos(c.pitch * D);
  const sp = Math.sin(c.pitch * D);
  const x1 = p[0] * cy + p[2] * sy;
  const z1 = -p[0] * sy + p[2] * cy;
  return [x1, -p[1] * cp + z1 * sp, p[1] * sp + z1 * cp];
}
export function proj(c: Cam, p: V3): P2 {
  const q = view(c, p);
  return [c.tx + c.s * q[0], c.ty + c.s * q[1]];
}
export function depth(c: Cam, p: V3): number {
  return view(c, p)[2];
}
export function sdir(c: Cam, d: V3): P2 {
  const q = view(c, d);
  return [c.s * q[0], c.s * q[1]];
}
/** SVG matrix mapping local 2D coordinates (x along a, y along b) at origin o onto the screen. */
export function matrix(c: Cam, o: V3, a: V3, b: V3): string {
  const p = proj(c, o);
  const A = sdir(c, a);
  const B = sdir(c, b);
  const m = (n: number) => String(Math.round(n * 1000) / 1000);
  return `matrix(${m(A[0])} ${m(A[1])} ${m(B[0])} ${m(B[1])} ${f(p[0])} ${f(p[1])})`;
}

const LIGHT: V3 = (() => {
  const l: V3 = [-0.35, 0.75, 0.55];
  const n = Math.hypot(...l);
  return mul(l, 1 / n);
})();
/** Colour of a surface of base colour c facing direction n (world), lit from the viewer's upper left. */
export function shade(cam: Cam, c: string, n: V3): string {
  const q = view(cam, n);
  const d = q[0] * LIGHT[0] - q[1] * LIGHT[1] + q[2] * LIGHT[2];
  const ref = LIGHT[2];
  const t = d - ref;
  return t > 0 ? mix(c, '#ffffff', Math.min(0.5, t * 0.7)) : mix(c, '#14171d', Math.min(0.6, -t * 0.55));
}
export function facing(cam: Cam, n: V3): number {
  return view(cam, n)[2];
}
