// Receipt and label printers.
import { box, ROOT, sub, type Prim } from './engine.ts';
import { darken, GLASS, lighten, mix, PAPER, type Body } from './palette.ts';
import { circle, f, rect } from './svg.ts';
import { BACK, brand, FRONT, QUARTER, SIDE, tag, type Builder, type Shot } from './shot.ts';

function ports(w: number, h: number, b: Body, label: string): string {
  let out = rect(w * 0.12, h * 0.55, w * 0.76, h * 0.3, '#20252c', 4);
  out += rect(w * 0.18, h * 0.62, 14, 8, '#9aa3ad', 1) + rect(w * 0.36, h * 0.6, 16, 13, '#9aa3ad', 1);
  out += rect(w * 0.56, h * 0.61, 11, 10, '#9aa3ad', 1) + circle(w * 0.78, h * 0.7, 5, '#9aa3ad');
  for (let i = 0; i < 6; i++) out += rect(w * 0.2 + i * w * 0.1, h * 0.14, w * 0.05, h * 0.2, '#000', 2, 'fill-opacity=".18"');
  return out + tag(w / 2, h * 0.47, 8, b, label, 'middle');
}

/** Printed receipt: header, item lines, total and a barcode, in a w-wide paper strip. */
export function receipt(w: number, h: number, ink = '#3a4250', rows = 5): string {
  let out = rect(w * 0.3, 8, w * 0.4, 5, ink);
  for (let i = 0; i < rows; i++) {
    const y = 22 + i * 9;
    if (y > h - 30) break;
    out += rect(w * 0.1, y, w * (0.35 + ((i * 7) % 4) * 0.06), 3, ink, 0, 'fill-opacity=".55"');
    out += rect(w * 0.72, y, w * 0.18, 3, ink, 0, 'fill-opacity=".55"');
  }
  const ty = Math.min(22 + rows * 9 + 4, h - 24);
  if (ty > 30) out += rect(w * 0.1, ty, w * 0.8, 4, ink);
  const by = ty + 10;
  if (by + 14 < h) {
    let bars = '';
    for (let i = 0; i < 18; i++) bars += `M${f(w * 0.2 + i * w * 0.033)} ${f(by)}v12`;
    out += `<path d="${bars}" stroke="${ink}" stroke-width="${f(w * 0.016)}"/>`;
  }
  return out;
}

export const receiptPrinter: Builder = (view, b, label) => printer(view, b, label, false);

export function printer(view: number, b: Body, label: string, lite: boolean): Shot {
  const W = 150;
  const H = 112;
  const Dp = 190;
  const lid = mix(b.base, b.trim, 0.18);
  const front =
    rect(0, 0, W, H * 0.36, lid) +
    rect(14, H * 0.36, W - 28, 2.5, darken(b.base, 0.25)) +
    circle(W - 24, H * 0.62, 6.5, b.trim) +
    circle(W - 24, H * 0.62, 2.2, b.accent) +
    circle(W - 44, H * 0.62, 2.2, '#3ddc84') +
    (lite ? '' : brand(16, H * 0.66, 10, b.ink, 'start') + tag(16, H * 0.84, 8, b, label));
  const top =
    rect(0, 20, W, Dp - 20, lid) +
    rect(12, Dp - 32, W - 24, 5, '#14181e', 2) +
    rect(16, 40, W - 32, 90, lighten(lid, 0.06), 14) +
    rect(W / 2 - 20, 26, 40, 6, darken(lid, 0.2), 3);
  const paperH = view === 3 ? 230 : 64;
  const pw = 96;
  const prims: Prim[] = [
    box(sub(ROOT, [-W / 2, 0, -Dp / 2]), [W, H, Dp], b.base, 12, { front, top, back: lite ? '' : ports(W, H, b, label) }),
    { k: 'box', f: sub(ROOT, [-W / 2 + 8, -4, -Dp / 2 + 10]), s: [W - 16, 5, Dp - 20], c: b.trim, bias: -200 },
  ];
  const paper = sub(ROOT, [-pw / 2, H - 1, Dp / 2 - 29.5], 6);
  prims.push(box(paper, [pw, paperH, 0.8], PAPER, 0, { front: receipt(pw, paperH, '#4a5260', view === 3 ? (lite ? 6 : 12) : 3) }));
  if (view === 3) return { prims, yaw: -18, pitch: 16 };
  if (view === 2) return { prims, ...BACK };
  return { prims, ...(view === 1 ? QUARTER : FRONT) };
}

export const labelPrinter: Builder = (view, b, label) => {
  const W = 170;
  const H = 128;
  const Dp = 210;
  const win = `<g fill-opacity=".9">${rect(28, 22, Dp - 56, H - 56, GLASS, 16)}</g>`;
  const roll = (cx: number, cy: number) =>
    circle(cx, cy, 40, '#f4f1e8') +
    circle(cx, cy, 40, 'none', 'stroke="#d8d2c2" stroke-width="3"') +
    circle(cx, cy, 14, '#8a7f68') +
    circle(cx, cy, 9, '#3b352a');
  const side = `<g>${win}<clipPath id="lw"><rect x="28" y="22" width="${Dp - 56}" height="${H - 56}" rx="16"/></clipPath><g clip-path="url(#lw)">${roll(Dp / 2 + 6, H / 2 - 4)}</g>${rect(28, 22, Dp - 56, H - 56, '#9fd3ff', 16, 'fill-opacity=".12"')}</g>`;
  const dome = mix(b.base, b.trim, 0.15);
  const front =
    rect(0, 0, W, H * 0.45, dome) +
    rect(16, H * 0.52, W - 32, 4, '#14181e', 2) +
    brand(18, H * 0.3, 10, b.ink, 'start') +
    tag(W - 18, H * 0.3, 8, b, label, 'end') +
    circle(W - 24, H * 0.8, 8, b.accent) +
    circle(24, H * 0.8, 4, '#3ddc84');
  const labelsH = view === 3 ? 150 : 58;
  let labels = rect(0, 0, 100, labelsH, '#e9e3d3');
  for (let y = 4; y + 38 <= labelsH; y += 44) {
    labels += rect(6, y, 88, 38, '#fff', 5);
    let bars = '';
    for (let i = 0; i < 14; i++) bars += `M${f(14 + i * 3.6 + (i % 3))} ${f(y + 16)}v14`;
    labels += `<path d="${bars}" stroke="#2b313a" stroke-width="1.6"/>` + rect(14, y + 6, 40, 4, b.accent, 1);
  }
  const prims: Prim[] = [
    box(sub(ROOT, [-W / 2, 0, -Dp / 2]), [W, H, Dp], b.base, 22, {
      front,
      right: side,
      left: side,
      back: ports(W, H, b, label),
      top: rect(20, 30, W - 40, Dp - 70, dome, 24),
    }),
    box(sub(ROOT, [-50, H * 0.48 - labelsH, Dp / 2 + 1]), [100, labelsH, 0.8], '#fff', 0, { front: labels }),
  ];
  if (view === 3) {
    // lid open: the roll inside, seen from above
    prims[0] = {
      ...(prims[0] as Prim & { k: 'box' }),
      s: [W, H * 0.55, Dp],
      deco: { front: rect(16, 0, W - 32, 4, '#14181e', 2) + brand(18, H * 0.33, 10, b.ink, 'start') + tag(18, H * 0.47, 8, b, label) },
    };
    prims.push(
      box(sub(ROOT, [-W / 2, H * 0.55, -Dp / 2 + 26], 96), [W, 26, Dp * 0.8], b.base, 12, {
        bottom: rect(16, 16, W - 32, Dp * 0.8 - 32, darken(b.base, 0.3), 12),
      }),
    );
    prims.push({
      k: 'cyl',
      f: sub(ROOT, [-W / 2 + 14, H * 0.55, -10], 0, 0, -90),
      r: 42,
      h: W - 28,
      c: '#f1ede2',
      cap: '#f7f4ec',
      deco: `<circle r="14" fill="#8a7f68"/><circle r="9" fill="#3b352a"/>`,
    });
    prims[1] = { ...(prims[1] as Prim & { k: 'box' }), f: sub(ROOT, [-50, H * 0.3 - labelsH, Dp / 2 + 1]) };
    return { prims, yaw: -30, pitch: 40 };
  }
  if (view === 2) return { prims, ...SIDE };
  return { prims, ...(view === 1 ? QUARTER : FRONT) };
};
