// The cash drawer and the retail scale.
import { box, at, proj, ROOT, sub, type Prim } from './engine.ts';
import { darken, mix, type Body } from './palette.ts';
import { circle, f, rect } from './svg.ts';
import { digits } from './screens.ts';
import { BACK, brand, FRONT, QUARTER, tag, type Builder } from './shot.ts';

const BILLS = ['#6fae7c', '#6a9fd8', '#e3b45c', '#c98fd0', '#e58b7a'];

/** Tray interior seen from above: bill compartments at the back, coin cups at the front. */
function tray(w: number, d: number, b: Body, lite: boolean): string {
  const inner = darken(b.base, b.base === '#f3f4f6' ? 0.18 : 0.35);
  let out = rect(8, 8, w - 16, d - 16, inner, 6);
  const bw = (w - 16) / 5;
  for (let i = 0; i < 5; i++) {
    const x = 8 + i * bw;
    out += rect(x + 5, 16, bw - 10, d * 0.55, BILLS[i]!, 3);
    if (!lite) out += rect(x + 10, 22, bw - 20, d * 0.55 - 12, '#fff', 2, 'fill-opacity=".28"');
    if (i) out += rect(x - 2, 8, 4, d * 0.62, b.trim);
  }
  out += rect(8, d * 0.64, w - 16, 4, b.trim);
  const n = lite ? 5 : 8;
  const cw = (w - 16) / n;
  for (let i = 0; i < n; i++) {
    const x = 8 + i * cw;
    const gold = i < n / 2;
    out += rect(x + 3, d * 0.67, cw - 6, d * 0.27, mix(inner, '#000', 0.15), cw * 0.3);
    out += circle(x + cw / 2, d * 0.8, cw * 0.28, gold ? '#d8b04a' : '#c3c8cf');
    if (!lite) out += circle(x + cw / 2 - 3, d * 0.86, cw * 0.24, gold ? '#e6c35f' : '#d6dbe1');
  }
  return out;
}

export function cashDrawer(b: Body, label: string, open: boolean, lite = false): Prim[] {
  const W = 420;
  const H = 110;
  const D = 420;
  const panel =
    rect(0, 0, W, H, mix(b.base, b.trim, 0.08)) +
    rect(W * 0.3, H - 22, W * 0.4, 10, darken(b.base, 0.35), 5) +
    circle(W - 44, 34, 11, '#c9ced6') +
    rect(W - 46, 27, 4, 14, '#59616d', 2) +
    brand(34, 40, 14, b.ink, 'start') +
    tag(34, 58, 10, b, label);
  const slide = open ? 230 : 0;
  const prims: Prim[] = [
    box(sub(ROOT, [-W / 2, 0, -D / 2]), [W, H, D], b.base, 6, {
      front: open ? rect(8, 8, W - 16, H - 16, '#15181e', 4) : '',
      back: rect(W / 2 - 20, H / 2 - 8, 40, 16, '#2a3038', 3) + tag(W / 2, H / 2 + 26, 10, b, label, 'middle'),
      top: rect(20, 20, W - 40, D - 40, '#fff', 10, 'fill-opacity=".1"'),
    }),
  ];
  if (open) {
    prims.push(box(sub(ROOT, [-W / 2 + 8, 10, -D / 2 + 6 + slide]), [W - 16, H - 18, D - 10], b.base, 4, { top: tray(W - 16, D - 10, b, lite), front: panel }));
  } else {
    prims[0] = { ...(prims[0] as Prim & { k: 'box' }), deco: { ...(prims[0] as Prim & { k: 'box' }).deco, front: panel } };
  }
  return prims;
}

export const cashDrawerArt: Builder = (view, b, label) => {
  const prims = cashDrawer(b, label, view === 1 || view === 3);
  if (view === 3) return { prims, yaw: -12, pitch: 58, fit: { x: 40, y: 60, w: 720, h: 680 } };
  if (view === 2) return { prims, ...BACK, pitch: 22 };
  return { prims, ...(view === 1 ? QUARTER : FRONT), pitch: view === 1 ? 26 : 14 };
};

function brushed(w: number, d: number): string {
  let p = '';
  for (let y = 14; y < d - 8; y += 12) p += `M12 ${y}H${f(w - 12)}`;
  return rect(0, 0, w, d, '#dfe3e8', 8) + `<path d="${p}" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>`;
}

export function scale(b: Body, label: string, value: string, fruit: boolean): { prims: Prim[]; top: Prim } {
  const W = 340;
  const D = 320;
  const head = sub(ROOT, [-115, 270, -D / 2 + 6], 10);
  const panel = (v: string) =>
    rect(0, 0, 230, 84, '#20262e', 10) +
    `<g transform="translate(12 12)">${digits(206, 46, v, '#7cf29a')}</g>` +
    tag(14, 76, 9, { ...b, ink: '#8b95a3' }, 'kg / AZN');
  const front =
    rect(W * 0.5, 16, W * 0.44, 40, '#20262e', 8) +
    `<g transform="translate(${W * 0.52} 22)">${digits(W * 0.4, 28, value, '#7cf29a')}</g>` +
    brand(22, 34, 13, b.ink, 'start') +
    tag(22, 52, 10, b, label);
  const top: Prim = box(sub(ROOT, [-W / 2 + 10, 70, -D / 2 + 40]), [W - 20, 8, D - 60], '#d3d8de', 3, { top: brushed(W - 20, D - 60) });
  const prims: Prim[] = [
    box(sub(ROOT, [-W / 2, 0, -D / 2]), [W, 70, D], b.base, 14, { front, back: tag(W / 2, 40, 11, b, label, 'middle') }),
    top,
    { k: 'cyl', f: sub(ROOT, [0, 66, -D / 2 + 22]), r: 11, h: 210, c: mix(b.base, b.trim, 0.4) },
    box(head, [230, 84, 30], b.base, 10, { front: panel(value), back: panel('2.35') }),
  ];
  if (fruit) {
    prims.push({
      k: 'fn',
      at: at(top.f, [(W - 20) / 2, 40, (D - 60) / 2]),
      pts: [],
      draw: (cam) => {
        const c = proj(cam, at(top.f, [(W - 20) / 2, 8, (D - 60) / 2 + 20]));
        const s = cam.s;
        let o = `<ellipse cx="${f(c[0])}" cy="${f(c[1])}" rx="${f(95 * s)}" ry="${f(24 * s)}" fill="#000" fill-opacity=".12"/>`;
        const apples: [number, number, string][] = [
          [-50, -30, '#d8343a'],
          [40, -34, '#e0473c'],
          [-5, -16, '#7cc04b'],
          [-60, 4, '#c92f36'],
          [48, 2, '#d9453a'],
        ];
        for (const [dx, dy, col] of apples) {
          const x = c[0] + dx * s;
          const y = c[1] + dy * s;
          o += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(38 * s)}" fill="${col}"/><circle cx="${f(x - 12 * s)}" cy="${f(y - 14 * s)}" r="${f(10 * s)}" fill="#fff" fill-opacity=".35"/><path d="M${f(x)} ${f(y - 34 * s)}q${f(4 * s)} ${f(-14 * s)} ${f(10 * s)} ${f(-18 * s)}" stroke="#6b4a2b" stroke-width="${f(4 * s)}" fill="none"/>`;
        }
        return o;
      },
    });
  }
  return { prims, top };
}

export const scaleArt: Builder = (view, b, label) => {
  const s = scale(b, label, view === 3 ? '1.250' : '0.000', view === 3);
  if (view === 3) return { prims: s.prims, yaw: -22, pitch: 26 };
  if (view === 2) return { prims: s.prims, ...BACK };
  return { prims: s.prims, ...(view === 1 ? QUARTER : FRONT), pitch: view === 1 ? 24 : 16 };
};
