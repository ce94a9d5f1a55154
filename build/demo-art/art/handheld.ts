// Scanning devices: the handheld data terminal, the gun scanner and the presentation scanner.
import { box, at, proj, rounded, ROOT, sub, type P2, type Prim } from './engine.ts';
import { darken, GLASS, LASER, mix, SCREEN, type Body } from './palette.ts';
import { circle, f, rect } from './svg.ts';
import { glare } from './screens.ts';
import { grippingHand } from './hand.ts';
import { BACK, brand, FRONT, QUARTER, tag, type Builder } from './shot.ts';

/** Vertical bars of a barcode in a w×h box. */
export function barcode(x: number, y: number, w: number, h: number, ink = '#1f2733'): string {
  const widths = [2, 1, 1, 3, 1, 2, 1, 1, 2, 3, 1, 1, 2, 1, 3, 1, 2, 1, 1, 2];
  const total = widths.reduce((a, b) => a + b, 0) * 1.6;
  let d = '';
  let px = 0;
  widths.forEach((k, i) => {
    if (i % 2 === 0) d += `M${f(x + (px + k / 2) * (w / total))} ${f(y)}v${f(h)}`;
    px += k * 1.6;
  });
  return `<path d="${d}" stroke="${ink}" stroke-width="${f((w / total) * 1.4)}"/>`;
}

function beam(x: number, y: number, tx: number, ty: number, spread: number): string {
  return (
    `<path d="M${f(x)} ${f(y)}L${f(tx)} ${f(ty - spread)}L${f(tx)} ${f(ty + spread)}Z" fill="${LASER}" fill-opacity=".18"/>` +
    `<path d="M${f(tx)} ${f(ty - spread)}V${f(ty + spread)}" stroke="${LASER}" stroke-width="3" stroke-linecap="round"/>`
  );
}

/** Data terminal face (80 × 200): screen, navigation keys and a numeric keypad. */
function dtFace(b: Body, label: string): string {
  let out = rect(6, 8, 68, 92, GLASS, 6) + rect(10, 14, 60, 80, SCREEN, 3);
  out += rect(10, 14, 60, 9, b.accent, 2);
  for (let i = 0; i < 5; i++) out += rect(14, 28 + i * 12, 52, 8, i === 1 ? '#2b3a4e' : '#1c2633', 2) + rect(17, 31 + i * 12, 24 - (i % 3) * 4, 2, '#9fb0c4');
  out += glare(80, 100);
  out += rect(20, 108, 40, 14, mix(b.base, b.trim, 0.5), 7) + circle(40, 115, 4, b.accent);
  out += rect(8, 110, 10, 10, '#e5484d', 4) + rect(62, 110, 10, 10, '#30a46c', 4);
  for (let i = 0; i < 12; i++) out += rect(10 + (i % 3) * 21, 128 + Math.floor(i / 3) * 14, 18, 10, b.trim, 3);
  return out + tag(40, 194, 6, b, label, 'middle');
}

export const dataTerminal: Builder = (view, b, label) => {
  const tilt = view === 3 ? 38 : 0;
  const body = sub(ROOT, [0, view === 3 ? 60 : 0, 0], tilt);
  const back =
    rect(12, 40, 56, 110, mix(b.base, b.trim, 0.3), 10) +
    circle(40, 24, 7, GLASS) +
    circle(40, 24, 3, '#4a6fa5') +
    brand(40, 100, 8, b.ink) +
    tag(40, 112, 6, b, label, 'middle');
  const prims: Prim[] = [
    box(sub(body, [-40, 0, -12]), [80, 200, 24], b.base, 9, { front: dtFace(b, label), back }),
    box(sub(body, [-34, 198, -15], 0), [68, 14, 28], b.trim, 6, { top: rect(14, 8, 40, 10, LASER, 3, 'fill-opacity=".85"') }),
    box(sub(body, [-30, 60, -26]), [60, 90, 16], b.trim, 8),
  ];
  if (view === 3) {
    return {
      prims,
      yaw: -20,
      pitch: 10,
      float: true,
      fit: { x: 320, y: 270, w: 360, h: 500 },
      over: (st) => {
        const p = proj(st.cam, at(body, [0, 212, -2]));
        return (
          beam(p[0], p[1], p[0] - 200, p[1] - 120, 60) + grippingHand(proj(st.cam, at(body, [34, 110, 0]))[0], proj(st.cam, at(body, [0, 90, 0]))[1], 18, 1.3)
        );
      },
      under: (st) => {
        const p = proj(st.cam, at(body, [0, 212, -2]));
        return `<g transform="translate(${f(p[0] - 270)} ${f(p[1] - 210)}) rotate(-4)">${rect(0, 0, 150, 180, '#d9b382', 8)}${rect(20, 40, 110, 90, '#fff', 4)}${barcode(32, 52, 86, 54)}</g>`;
      },
    };
  }
  if (view === 2) return { prims, ...BACK, yaw: 160 };
  return { prims, ...(view === 1 ? QUARTER : FRONT), pitch: 16 };
};

/** Side profile of the gun scanner, nose at the left, in SVG coordinates. */
const GUN: P2[] = rounded(
  [
    [0, 16],
    [150, 0],
    [172, 24],
    [162, 66],
    [186, 196],
    [134, 208],
    [104, 78],
    [26, 66],
    [0, 56],
  ],
  [6, 26, 18, 16, 14, 14, 16, 14, 6],
);

const GUN_FRAME = sub(ROOT, [-93, 208, -22]);

export function gunScanner(b: Body, label: string, lite = false): Prim[] {
  const fr = GUN_FRAME;
  const grip = `<path d="M120 94L144 206 180 198 160 96Z" fill="${b.trim}" fill-opacity=".55"/>`;
  const deco = grip + (lite ? '' : brand(70, 34, 13, b.ink) + tag(70, 50, 9, b, label, 'middle') + circle(150, 20, 4, '#3ddc84'));
  return [
    {
      k: 'prism',
      f: fr,
      pts: GUN,
      d: 44,
      c: b.base,
      deco,
      back: lite ? '' : `<g transform="translate(186 0) scale(-1 1)">${grip}</g>` + brand(116, 34, 13, b.ink) + tag(116, 50, 9, b, label, 'middle'),
    },
    box(sub(fr, [-5, -54, 6]), [5, 36, 32], GLASS, 2, {
      left: rect(3, 4, 26, 28, LASER, 6, 'fill-opacity=".85"') + (lite ? '' : rect(6, 8, 20, 4, '#fff', 2, 'fill-opacity=".5"')),
    }),
    {
      k: 'prism',
      f: sub(fr, [0, 0, 12]),
      pts: rounded(
        [
          [94, 70],
          [112, 72],
          [118, 108],
          [104, 112],
        ],
        5,
      ),
      d: 20,
      c: mix(b.trim, b.accent, 0.25),
    },
  ];
}

export const barcodeScanner: Builder = (view, b, label) => {
  const prims = gunScanner(b, label);
  if (view === 3) {
    return {
      prims,
      yaw: 8,
      pitch: 6,
      float: true,
      fit: { x: 360, y: 200, w: 340, h: 380 },
      over: (st) => {
        const nose = proj(st.cam, at(GUN_FRAME, [0, -36, 22]));
        const h = proj(st.cam, at(GUN_FRAME, [132, -140, 22]));
        return beam(nose[0], nose[1], nose[0] - 190, nose[1] + 40, 70) + grippingHand(h[0], h[1], -14, 1.15);
      },
      under: (st) => {
        const nose = proj(st.cam, at(GUN_FRAME, [0, -36, 22]));
        return `<g transform="translate(${f(nose[0] - 300)} ${f(nose[1] - 70)})">${rect(0, 0, 110, 230, '#e9edf2', 14)}${rect(0, 0, 110, 60, '#f2b33d', 14)}${rect(12, 120, 86, 70, '#fff', 4)}${barcode(20, 130, 70, 50)}</g>`;
      },
    };
  }
  if (view === 2) return { prims, yaw: 205, pitch: 22 };
  if (view === 1) return { prims, yaw: 58, pitch: 18 };
  return { prims, yaw: 0, pitch: 6 };
};

const STAND_HEAD = sub(ROOT, [-70, 118, -40], 24);

export function standScanner(b: Body, label: string): Prim[] {
  const head = STAND_HEAD;
  const win =
    rect(14, 14, 112, 92, GLASS, 26) +
    rect(26, 26, 88, 68, LASER, 20, 'fill-opacity=".22"') +
    rect(30, 58, 80, 4, LASER, 2, 'fill-opacity=".9"') +
    glare(140, 120);
  const prims: Prim[] = [
    box(sub(ROOT, [-80, 0, -80]), [160, 22, 160], b.base, 11, { front: tag(80, 15, 9, b, label, 'middle'), top: circle(80, 80, 50, darken(b.base, 0.08)) }),
    box(sub(ROOT, [-28, 18, -40], 8), [56, 110, 44], mix(b.base, b.trim, 0.35), 14),
    box(head, [140, 120, 74], b.base, 32, {
      front: win,
      back: brand(70, 60, 14, b.ink) + tag(70, 78, 9, b, label, 'middle'),
      top: circle(110, 20, 4, '#3ddc84'),
    }),
  ];
  return prims;
}

export const presentationScanner: Builder = (view, b, label) => {
  const prims = standScanner(b, label);
  const head = STAND_HEAD;
  if (view === 3) {
    const pack = sub(ROOT, [-250, 60, 160], 0, 40, -10);
    const face = rect(0, 0, 120, 150, '#f6c453', 10) + rect(0, 0, 120, 40, '#e0572e', 10) + rect(14, 70, 92, 62, '#fff', 4) + barcode(22, 78, 76, 40);
    return {
      prims: [...prims, box(pack, [120, 150, 60], '#f6c453', 6, { back: face, front: face })],
      yaw: -58,
      pitch: 16,
      over: (st) => {
        const w = proj(st.cam, at(head, [70, 60, 74]));
        const t = proj(st.cam, at(pack, [60, 80, 60]));
        return `<path d="M${f(w[0] - 30)} ${f(w[1])}L${f(t[0] - 40)} ${f(t[1])}M${f(w[0])} ${f(w[1])}L${f(t[0])} ${f(t[1] - 10)}M${f(w[0] + 30)} ${f(w[1])}L${f(t[0] + 40)} ${f(t[1])}" stroke="${LASER}" stroke-width="3" stroke-opacity=".5"/>`;
      },
    };
  }
  if (view === 2) return { prims, ...BACK };
  return { prims, ...(view === 1 ? QUARTER : FRONT) };
};
