// What the devices show on their screens: small flat UIs drawn in the screen's own units.
import { f, rect, text } from './svg.ts';
import { SCREEN } from './palette.ts';

const TILES = ['#f7b955', '#5cc8a8', '#6aa8ff', '#f27d72', '#b58cf0', '#8fd16a', '#ffd36b', '#58c2e6', '#f59bc1'];

/** A glass sheen across a w×h screen. */
export function glare(w: number, h: number): string {
  return `<path d="M${f(w * 0.55)} 0H${f(w)}V${f(h * 0.35)}Z" fill="#fff" fill-opacity=".07"/>`;
}

/** The sale screen of the POS app: product tiles on the left, the ticket on the right. */
export function posUI(w: number, h: number, accent: string, r = 4, lite = false): string {
  const bar = h * 0.1;
  const pad = w * 0.025;
  const split = w * 0.64;
  let out = rect(0, 0, w, h, SCREEN, r) + rect(0, 0, w, bar, '#1d2836', r);
  out += rect(pad, bar * 0.3, w * 0.16, bar * 0.4, accent, bar * 0.2);
  const cols = 3;
  const rows = 3;
  const tw = (split - pad * (cols + 1)) / cols;
  const th = (h - bar - pad * (rows + 1)) / rows;
  for (let i = 0; i < cols * rows; i++) {
    const x = pad + (i % cols) * (tw + pad);
    const y = bar + pad + Math.floor(i / cols) * (th + pad);
    out += rect(x, y, tw, th, TILES[i % TILES.length]!, Math.min(tw, th) * 0.12);
    if (!lite) out += rect(x + tw * 0.12, y + th * 0.7, tw * 0.5, th * 0.1, '#fff', th * 0.05, 'fill-opacity=".75"');
  }
  const px = split + pad * 0.2;
  const pw = w - px - pad;
  out += rect(px, bar + pad, pw, h - bar - pad * 2, '#fff', r * 0.6, 'fill-opacity=".96"');
  for (let i = 0; i < (lite ? 2 : 4); i++) {
    const y = bar + pad * 2 + i * h * 0.085;
    out += rect(px + pw * 0.08, y, pw * 0.5, h * 0.025, '#c7ced8');
    out += rect(px + pw * 0.7, y, pw * 0.2, h * 0.025, '#8b95a3');
  }
  out += rect(px + pw * 0.08, h - pad * 2 - h * 0.2, pw * 0.84, h * 0.03, '#1f2733');
  out += rect(px + pw * 0.08, h - pad * 2 - h * 0.12, pw * 0.84, h * 0.12, accent, h * 0.02);
  return out + glare(w, h);
}

/** A desktop-like screen for monitors: sidebar, chart and tiles. */
export function deskUI(w: number, h: number, accent: string, r = 4): string {
  const pad = w * 0.03;
  let out = rect(0, 0, w, h, '#eef2f7', r) + rect(0, 0, w * 0.18, h, '#1d2836', r);
  for (let i = 0; i < 5; i++) out += rect(w * 0.04, h * (0.12 + i * 0.1), w * 0.1, h * 0.03, i === 0 ? accent : '#5b6878');
  const x0 = w * 0.18 + pad;
  const cw = w - x0 - pad;
  for (let i = 0; i < 3; i++) {
    out += rect(x0 + i * (cw / 3), pad, cw / 3 - pad, h * 0.2, '#fff', 3);
    out += rect(x0 + i * (cw / 3) + pad, pad * 2, cw * 0.12, h * 0.05, i === 0 ? accent : TILES[i]!);
  }
  out += rect(x0, h * 0.2 + pad * 2, cw - pad, h * 0.8 - pad * 3, '#fff', 3);
  const bars = 9;
  const bw = (cw - pad * 3) / bars;
  for (let i = 0; i < bars; i++) {
    const bh = h * (0.14 + ((i * 37) % 11) / 28);
    out += rect(x0 + pad + i * bw + bw * 0.2, h - pad * 2 - bh, bw * 0.6, bh, i % 3 === 2 ? accent : '#9fb3cc', 2);
  }
  return out + glare(w, h);
}

/** A seven-segment-like total on a small customer display or scale. */
export function digits(w: number, h: number, value: string, color: string, bg = '#0c1a14'): string {
  return (
    rect(0, 0, w, h, bg, Math.min(w, h) * 0.08) +
    text(w * 0.92, h * 0.72, h * 0.55, color, value, 'text-anchor="end" font-weight="600" font-family="ui-monospace, Menlo, Consolas, monospace"')
  );
}
