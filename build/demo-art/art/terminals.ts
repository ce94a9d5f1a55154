// Screens: the all-in-one POS terminal, the touch monitor and the customer display.
import { box, at, place, proj, ROOT, sub, type Frame, type Prim } from './engine.ts';
import { darken, GLASS, mix, type Body } from './palette.ts';
import { circle, f, rect, text } from './svg.ts';
import { deskUI, digits, glare, posUI } from './screens.ts';
import { pointingHand } from './hand.ts';
import { BACK, brand, FRONT, QUARTER, tag, type Builder } from './shot.ts';

function vents(x: number, y: number, n: number, w: number, h: number, fill: string): string {
  let d = '';
  for (let i = 0; i < n; i++) d += `M${f(x + i * w * 2)} ${f(y)}v${f(h)}`;
  return `<path d="${d}" stroke="${fill}" stroke-width="${f(w)}" stroke-linecap="round"/>`;
}

/** Back cover of a screen: a raised panel with vents, the brand and the model code. */
function backCover(w: number, h: number, b: Body, label: string): string {
  const panel = mix(b.base, b.trim, 0.12);
  return (
    rect(w * 0.08, h * 0.08, w * 0.84, h * 0.84, panel, 18) +
    vents(w * 0.2, h * 0.7, 12, 6, h * 0.12, darken(panel, 0.25)) +
    brand(w / 2, h * 0.26, 20, b.ink) +
    tag(w / 2, h * 0.36, 11, b, label, 'middle')
  );
}

export interface Terminal {
  prims: Prim[];
  head: Frame;
}

/** The POS terminal built around the origin: base, neck and a tilted screen (380 × 260 face). */
export function posTerminal(b: Body, label: string, lite = false): Terminal {
  const pivot = sub(ROOT, [0, 178, -38], 16);
  const head = sub(pivot, [-190, -118, 0]);
  const W = 380;
  const H = 260;
  const face =
    rect(0, 0, W, H, GLASS, 14) +
    `<g transform="translate(14 14)">${posUI(W - 28, H - 44, b.accent, 4, lite)}</g>` +
    (lite ? '' : brand(W / 2, H - 10, 10, '#8b95a3'));
  const prims: Prim[] = [
    box(sub(ROOT, [-120, 0, -100]), [240, 26, 200], b.base, 12, { front: lite ? '' : tag(16, 17, 9, b, label) + circle(224, 13, 3, b.accent) }),
    box(sub(ROOT, [-36, 18, -70], 10), [72, 165, 40], mix(b.base, b.trim, 0.35), 12),
    box(head, [W, H, 30], b.base, 12, { front: face, back: lite ? '' : backCover(W, H, b, label) }),
  ];
  return { prims, head };
}

export const posTerminalArt: Builder = (view, b, label) => {
  const t = posTerminal(b, label);
  if (view === 3) {
    return {
      prims: t.prims,
      yaw: -14,
      pitch: 8,
      fit: { x: 10, y: 40, w: 900, h: 820, max: 9 },
      float: true,
      over: (st) => {
        const p = proj(st.cam, at(t.head, [110, 120, 30]));
        return ripple(p[0], p[1], b.accent) + pointingHand(p[0], p[1], -18, 1.5);
      },
    };
  }
  if (view === 2) return { prims: t.prims, ...BACK };
  return { prims: t.prims, ...(view === 1 ? QUARTER : FRONT) };
};

function ripple(x: number, y: number, c: string): string {
  return `<g fill="none" stroke="${c}">${circle(x, y, 18, 'none', 'stroke-width="4" stroke-opacity=".8"')}${circle(x, y, 34, 'none', 'stroke-width="3" stroke-opacity=".4"')}</g>`;
}

/** The stand-alone touch monitor: a slim screen on a flat foot with a rear arm. */
export const touchMonitor: Builder = (view, b, label) => {
  const W = 440;
  const H = 280;
  const pivot = sub(ROOT, [0, 170, -30], view === 3 ? 28 : 14);
  const head = sub(pivot, [-W / 2, -110, 0]);
  const face = rect(0, 0, W, H, GLASS, 10) + `<g transform="translate(8 8)">${deskUI(W - 16, H - 30, b.accent, 3)}</g>` + brand(W / 2, H - 7, 9, '#8b95a3');
  const back =
    rect(W / 2 - 60, H / 2 - 60, 120, 120, mix(b.base, b.trim, 0.2), 10) +
    [
      [-40, -40],
      [40, -40],
      [-40, 40],
      [40, 40],
    ]
      .map(([x, y]) => circle(W / 2 + x!, H / 2 + y!, 5, darken(b.base, 0.4)))
      .join('') +
    tag(W / 2, H - 30, 11, b, label, 'middle') +
    vents(40, 24, 10, 5, 30, darken(b.base, 0.2));
  const prims: Prim[] = [
    box(sub(ROOT, [-105, 0, -95]), [210, 10, 170], b.base, 5, { front: tag(12, 8, 6, b, label) }),
    box(sub(ROOT, [-30, 6, -97], -16), [60, 178, 12], mix(b.base, b.trim, 0.3), 5),
    box(head, [W, H, 18], b.base, 8, { front: face, back }),
  ];
  if (view === 3) {
    return {
      prims,
      yaw: 18,
      pitch: 26,
      fit: { x: 30, y: 60, w: 820, h: 760, max: 9 },
      float: true,
      over: (st) => {
        const p = proj(st.cam, at(head, [300, 150, 18]));
        return ripple(p[0], p[1], b.accent) + pointingHand(p[0], p[1], -8, 1.45);
      },
    };
  }
  if (view === 2) return { prims, ...BACK };
  return { prims, ...(view === 1 ? QUARTER : FRONT) };
};

/** The customer display: a small screen on a pole with a round foot. */
export function customerDisplay(b: Body, label: string, value = '24.90'): Prim[] {
  const W = 230;
  const H = 120;
  const head = sub(ROOT, [-W / 2, 200, -12], 8);
  const face =
    rect(0, 0, W, H, GLASS, 10) +
    `<g transform="translate(12 12)">${digits(W - 24, H - 36, value, '#56f0c0')}${text(12, 24, 13, '#56f0c0', 'TOTAL AZN', 'font-weight="600" fill-opacity=".75"')}</g>` +
    glare(W, H) +
    tag(14, H - 9, 9, { ...b, ink: '#8b95a3' }, label);
  const back = brand(W / 2, H / 2, 16, b.ink) + tag(W / 2, H / 2 + 20, 10, b, label, 'middle') + vents(W * 0.3, 16, 8, 5, 16, darken(b.base, 0.2));
  return [
    { k: 'cyl', f: sub(ROOT, [0, 0, 0]), r: 74, h: 14, c: b.base },
    { k: 'cyl', f: sub(ROOT, [0, 12, 0]), r: 10, h: 200, c: mix(b.base, b.trim, 0.4) },
    box(head, [W, H, 30], b.base, 10, { front: face, back }),
  ];
}

export const customerDisplayArt: Builder = (view, b, label) => {
  if (view === 3) {
    // mounted on the back of a POS terminal, facing the customer
    const t = posTerminal(b, label);
    const pole = customerDisplay(b, label, '12.40').slice(1);
    return {
      prims: [...place(t.prims, sub(ROOT, [0, 0, 0], 0, 180)), ...place(pole, sub(ROOT, [0, 170, 62]))],
      yaw: -28,
      pitch: 16,
    };
  }
  const prims = customerDisplay(b, label);
  if (view === 2) return { prims, ...BACK };
  return { prims, ...(view === 1 ? QUARTER : FRONT) };
};
