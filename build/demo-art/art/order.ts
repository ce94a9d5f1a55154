// Painter's order for a shot: separating planes between bounding boxes where they exist,
// the depth of the centres otherwise.
import { at, depth, facing, mul, type Cam, type Frame, type Prim, type V3 } from './space.ts';
import { center } from './solids.ts';

interface Obb {
  f: Frame;
  lo: V3;
  hi: V3;
}
function obb(p: Prim): Obb | undefined {
  switch (p.k) {
    case 'box':
      return { f: p.f, lo: [0, 0, 0], hi: p.s };
    case 'cyl':
      return { f: p.f, lo: [-p.r, 0, -p.r], hi: [p.r, p.h, p.r] };
    case 'prism': {
      const xs = p.pts.map((q) => q[0]);
      const ys = p.pts.map((q) => -q[1]);
      return { f: p.f, lo: [Math.min(...xs), Math.min(...ys), 0], hi: [Math.max(...xs), Math.max(...ys), p.d] };
    }
    default:
      return undefined;
  }
}
function obbCorners(o: Obb): V3[] {
  const out: V3[] = [];
  for (let i = 0; i < 8; i++) out.push(at(o.f, [i & 1 ? o.hi[0] : o.lo[0], i & 2 ? o.hi[1] : o.lo[1], i & 4 ? o.hi[2] : o.lo[2]]));
  return out;
}
/** -1 when a must be drawn before b, 1 when after, 0 when no separating face plane is found. */
function separate(cam: Cam, a: Obb, b: Obb): number {
  const ca = obbCorners(a);
  const cb = obbCorners(b);
  const test = (pts: V3[], o: Obb): number => {
    for (let axis = 0; axis < 3; axis++) {
      const n = [o.f.u, o.f.v, o.f.w][axis]!;
      for (const side of [-1, 1]) {
        const local: V3 = [0, 0, 0].map((_, i) => (i === axis ? (side < 0 ? o.lo[i]! : o.hi[i]!) : 0)) as unknown as V3;
        const p0 = at(o.f, local);
        const nn = mul(n, side);
        if (pts.every((c) => (c[0] - p0[0]) * nn[0] + (c[1] - p0[1]) * nn[1] + (c[2] - p0[2]) * nn[2] >= -0.5)) {
          const k = facing(cam, nn);
          if (Math.abs(k) > 0.02) return k > 0 ? 1 : -1;
        }
      }
    }
    return 0;
  };
  const r = test(ca, b);
  return r !== 0 ? r : -test(cb, a);
}
/** Painter's order: separating planes where they exist, depth of the centres otherwise. */
export function order(prims: Prim[], cam: Cam): Prim[] {
  const n = prims.length;
  const d = prims.map((p) => depth(cam, center(p)) + (p.bias ?? 0));
  const boxes = prims.map(obb);
  const after: number[][] = prims.map(() => []);
  const indeg = prims.map(() => 0);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const a = boxes[i];
      const b = boxes[j];
      let r = a && b ? separate(cam, a, b) : 0;
      if (r === 0) r = d[i]! <= d[j]! ? -1 : 1;
      const [x, y] = r < 0 ? [i, j] : [j, i];
      after[x]!.push(y);
      indeg[y]!++;
    }
  const out: Prim[] = [];
  const done = prims.map(() => false);
  for (let step = 0; step < n; step++) {
    let pick = -1;
    for (let i = 0; i < n; i++) if (!done[i] && indeg[i] === 0 && (pick < 0 || d[i]! < d[pick]!)) pick = i;
    if (pick < 0) for (let i = 0; i < n; i++) if (!done[i] && (pick < 0 || d[i]! < d[pick]!)) pick = i;
    done[pick] = true;
    out.push(prims[pick]!);
    for (const j of after[pick]!) indeg[j]!--;
  }
  return out;
}

/** A polygon with its corners rounded (each corner by r, approximated by short segments). */
