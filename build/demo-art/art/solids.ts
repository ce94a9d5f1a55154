// Drawing the solids of a shot: rounded boxes, cylinders and extruded profiles, with the
// flat SVG of each face mapped onto it.
import {
  add,
  at,
  depth,
  dir,
  facing,
  matrix,
  mul,
  proj,
  sdir,
  shade,
  type Box,
  type Cam,
  type Cyl,
  type Face,
  type P2,
  type Prim,
  type Prism,
  type V3,
} from './space.ts';

type FaceDef = [Face, number[][]];
// biome-ignore format: one face a row reads as a table
const FACES: FaceDef[] = [
  ['front', [[0, 1, 1], [1, 1, 1], [1, 0, 1], [0, 0, 1]]],
  ['back', [[1, 1, 0], [0, 1, 0], [0, 0, 0], [1, 0, 0]]],
  ['top', [[0, 1, 0], [1, 1, 0], [1, 1, 1], [0, 1, 1]]],
  ['bottom', [[0, 0, 1], [1, 0, 1], [1, 0, 0], [0, 0, 0]]],
  ['right', [[1, 1, 1], [1, 1, 0], [1, 0, 0], [1, 0, 1]]],
  ['left', [[0, 1, 0], [0, 1, 1], [0, 0, 1], [0, 0, 0]]],
];
const NORMALS: Record<Face, V3> = {
  front: [0, 0, 1],
  back: [0, 0, -1],
  top: [0, 1, 0],
  bottom: [0, -1, 0],
  right: [1, 0, 0],
  left: [-1, 0, 0],
};

function corner(b: Box, q: number[], inset: number): V3 {
  const s = b.s;
  return at(b.f, [inset + (q[0] ?? 0) * (s[0] - 2 * inset), inset + (q[1] ?? 0) * (s[1] - 2 * inset), inset + (q[2] ?? 0) * (s[2] - 2 * inset)]);
}

/** Integer polygon path: plenty for an 800 px shot and much shorter. */
function poly(points: readonly P2[]): string {
  return 'M' + points.map(([x, y]) => `${Math.round(x)} ${Math.round(y)}`).join(' ') + 'Z';
}

function solid(d: string, c: string, w: number): string {
  return `<path d="${d}" fill="${c}" stroke="${c}"${w > 1.5 ? ` stroke-width="${Math.round(w)}"` : ''}/>`;
}

export function drawBox(cam: Cam, b: Box): string {
  const r = Math.min(b.r ?? 0, b.s[0] / 2, b.s[1] / 2, b.s[2] / 2);
  const faces = FACES.map(([name, q]) => ({ name, q, n: dir(b.f, NORMALS[name]) }))
    .map((x) => ({ ...x, k: facing(cam, x.n) }))
    .filter((x) => x.k > 0.004)
    .sort((a, c) => a.k - c.k);
  let out = '';
  for (const x of faces) {
    out += solid(poly(x.q.map((q) => proj(cam, corner(b, q, r)))), shade(cam, b.c, x.n), 2 * r * cam.s);
  }
  for (const x of faces) {
    const svg = b.deco?.[x.name];
    if (!svg) continue;
    const o = corner(b, x.q[0]!, 0);
    const a = corner(b, x.q[1]!, 0);
    const c = corner(b, x.q[3]!, 0);
    const len = (p: V3, q: V3) => Math.hypot(q[0] - p[0], q[1] - p[1], q[2] - p[2]) || 1;
    const ua = mul(add(a, mul(o, -1)), 1 / len(o, a));
    const ub = mul(add(c, mul(o, -1)), 1 / len(o, c));
    out += `<g transform="${matrix(cam, o, ua, ub)}">${svg}</g>`;
  }
  return out;
}

function ellipse(cam: Cam, c: V3, a: V3, b: V3, fill: string): string {
  return `<circle r="1" fill="${fill}" transform="${matrix(cam, c, a, b)}"/>`;
}

export function drawCyl(cam: Cam, y: Cyl): string {
  const u = mul(y.f.u, y.r);
  const w = mul(y.f.w, y.r);
  const t = mul(y.f.v, y.h);
  const A = sdir(cam, u);
  const B = sdir(cam, w);
  const T = sdir(cam, t);
  const cr = (p: P2, q: P2) => p[0] * q[1] - p[1] * q[0];
  const s0 = Math.atan2(cr(B, T), cr(A, T));
  const base = proj(cam, y.f.o);
  const e = (s: number): P2 => [base[0] + A[0] * Math.cos(s) + B[0] * Math.sin(s), base[1] + A[1] * Math.cos(s) + B[1] * Math.sin(s)];
  const p0 = e(s0);
  const p1 = e(s0 + Math.PI);
  const side = shade(cam, y.c, y.f.w);
  const topUp = facing(cam, y.f.v) > 0;
  const capC = topUp ? add(y.f.o, t) : y.f.o;
  let out =
    solid(poly([p0, [p0[0] + T[0], p0[1] + T[1]], [p1[0] + T[0], p1[1] + T[1]], p1]), side, 0.8) + ellipse(cam, topUp ? y.f.o : add(y.f.o, t), u, w, side);
  out += ellipse(cam, capC, u, w, y.cap ?? shade(cam, y.c, topUp ? y.f.v : mul(y.f.v, -1)));
  if (y.deco) out += `<g transform="${matrix(cam, capC, y.f.u, y.f.w)}">${y.deco}</g>`;
  return out;
}

export function drawPrism(cam: Cam, p: Prism): string {
  const pts = p.pts;
  let area = 0;
  pts.forEach((a, i) => {
    const b = pts[(i + 1) % pts.length]!;
    area += a[0] * -b[1] - b[0] * -a[1];
  });
  const sign = area > 0 ? 1 : -1;
  const front = facing(cam, p.f.w) > 0;
  const P = (q: P2, z: number) => proj(cam, at(p.f, [q[0], -q[1], z]));
  type Run = { a: number; b: number; c: string; k: number };
  const runs: Run[] = [];
  pts.forEach((a, i) => {
    const b = pts[(i + 1) % pts.length]!;
    const dx = b[0] - a[0];
    const dy = -(b[1] - a[1]);
    const len = Math.hypot(dx, dy) || 1;
    const n = dir(p.f, [(sign * dy) / len, (-sign * dx) / len, 0]);
    if (facing(cam, n) <= 0.01) return;
    const c = shade(cam, p.c, n);
    const last = runs[runs.length - 1];
    if (last && last.b === i && last.c === c) last.b = i + 1;
    else runs.push({ a: i, b: i + 1, c, k: depth(cam, at(p.f, [a[0], -a[1], p.d / 2])) });
  });
  let out = '';
  runs.sort((x, y) => x.k - y.k);
  for (const run of runs) {
    const seg: P2[] = [];
    for (let i = run.a; i <= run.b; i++) seg.push(pts[i % pts.length]!);
    const ring = [...seg.map((q) => P(q, 0)), ...seg.reverse().map((q) => P(q, p.d))];
    out += solid(poly(ring), run.c, 1);
  }
  const z = front ? p.d : 0;
  out += solid(poly(pts.map((q) => P(q, z))), shade(cam, p.c, front ? p.f.w : mul(p.f.w, -1)), 0.8);
  if (p.deco && front) out += `<g transform="${matrix(cam, at(p.f, [0, 0, p.d]), p.f.u, mul(p.f.v, -1))}">${p.deco}</g>`;
  if (p.back && !front) {
    const right = Math.max(...pts.map((q) => q[0]));
    out += `<g transform="${matrix(cam, at(p.f, [right, 0, 0]), mul(p.f.u, -1), mul(p.f.v, -1))}">${p.back}</g>`;
  }
  return out;
}

export function points(p: Prim): V3[] {
  switch (p.k) {
    case 'box': {
      const out: V3[] = [];
      for (let i = 0; i < 8; i++) out.push(at(p.f, [(i & 1) * p.s[0], ((i >> 1) & 1) * p.s[1], ((i >> 2) & 1) * p.s[2]]));
      return out;
    }
    case 'cyl': {
      const out: V3[] = [];
      for (let i = 0; i < 8; i++) {
        const a = (i * Math.PI) / 4;
        const q: V3 = [Math.cos(a) * p.r, 0, Math.sin(a) * p.r];
        out.push(at(p.f, q), at(p.f, [q[0], p.h, q[2]]));
      }
      return out;
    }
    case 'prism':
      return p.pts.flatMap((q) => [at(p.f, [q[0], -q[1], 0]), at(p.f, [q[0], -q[1], p.d])]);
    case 'plane':
      return p.pts.map((q) => at(p.f, [q[0], -q[1], 0]));
    case 'fn':
      return p.pts;
  }
}

export function center(p: Prim): V3 {
  switch (p.k) {
    case 'box':
      return at(p.f, mul(p.s, 0.5));
    case 'cyl':
      return at(p.f, [0, p.h / 2, 0]);
    case 'prism':
      return at(p.f, [0, 0, p.d / 2]);
    case 'plane':
      return p.f.o;
    case 'fn':
      return p.at;
  }
}
