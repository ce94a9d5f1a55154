// A tiny orthographic 3D stage for product shots. Devices are built from rounded boxes,
// cylinders and extruded profiles; any flat SVG drawn on a face is mapped onto it with an
// affine matrix, so screens, keys and labels follow the camera exactly.
import { matrix, mul, proj, type Cam, type P2, type Prim } from './space.ts';
import { drawBox, drawCyl, drawPrism, points } from './solids.ts';
import { order } from './order.ts';

export * from './space.ts';

export interface Fit {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Largest allowed scale (pixels per unit). */
  max?: number;
}
export interface Stage {
  svg: string;
  cam: Cam;
  /** Projected footprint on the floor (world y = 0): centre and half sizes. */
  floor: { cx: number; cy: number; rx: number; ry: number };
}

/** Fits the primitives into a rectangle and draws them back to front. */
export function stage(prims: Prim[], yaw: number, pitch: number, fit: Fit): Stage {
  const cam: Cam = { yaw, pitch, s: 1, tx: 0, ty: 0 };
  const all = prims.flatMap(points);
  const pr = all.map((p) => proj(cam, p));
  const xs = pr.map((p) => p[0]);
  const ys = pr.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  cam.s = Math.min(fit.w / (x1 - x0 || 1), fit.h / (y1 - y0 || 1), fit.max ?? Infinity);
  cam.tx = fit.x + fit.w / 2 - (cam.s * (x0 + x1)) / 2;
  cam.ty = fit.y + fit.h / 2 - (cam.s * (y0 + y1)) / 2;
  const floorPts = all.filter((p) => p[1] < 1).map((p) => proj(cam, p));
  const fx = floorPts.map((p) => p[0]);
  const fy = floorPts.map((p) => p[1]);
  const floor = floorPts.length
    ? {
        cx: (Math.min(...fx) + Math.max(...fx)) / 2,
        cy: (Math.min(...fy) + Math.max(...fy)) / 2,
        rx: (Math.max(...fx) - Math.min(...fx)) / 2,
        ry: (Math.max(...fy) - Math.min(...fy)) / 2,
      }
    : { cx: fit.x + fit.w / 2, cy: fit.y + fit.h, rx: fit.w / 3, ry: 10 };
  const sorted = order(prims, cam);
  let svg = '';
  for (const p of sorted) {
    if (p.k === 'box') svg += drawBox(cam, p);
    else if (p.k === 'cyl') svg += drawCyl(cam, p);
    else if (p.k === 'prism') svg += drawPrism(cam, p);
    else if (p.k === 'plane') svg += `<g transform="${matrix(cam, p.f.o, p.f.u, mul(p.f.v, -1))}">${p.svg}</g>`;
    else svg += p.draw(cam);
  }
  return { svg, cam, floor };
}

export function rounded(pts: P2[], r: number | number[], steps = 3): P2[] {
  const out: P2[] = [];
  pts.forEach((p, i) => {
    const a = pts[(i + pts.length - 1) % pts.length]!;
    const b = pts[(i + 1) % pts.length]!;
    const rr = typeof r === 'number' ? r : (r[i] ?? 0);
    const la = Math.hypot(a[0] - p[0], a[1] - p[1]);
    const lb = Math.hypot(b[0] - p[0], b[1] - p[1]);
    const k = Math.min(rr, la / 2, lb / 2);
    if (k <= 0) {
      out.push(p);
      return;
    }
    const pa: P2 = [p[0] + ((a[0] - p[0]) * k) / la, p[1] + ((a[1] - p[1]) * k) / la];
    const pb: P2 = [p[0] + ((b[0] - p[0]) * k) / lb, p[1] + ((b[1] - p[1]) * k) / lb];
    for (let s = 0; s <= steps; s++) {
      const t = s / steps;
      // quadratic Bézier through the corner
      out.push([(1 - t) * (1 - t) * pa[0] + 2 * (1 - t) * t * p[0] + t * t * pb[0], (1 - t) * (1 - t) * pa[1] + 2 * (1 - t) * t * p[1] + t * t * pb[1]]);
    }
  });
  return out;
}
