// The HesabPOS software: an app window with a dashboard, a sale screen, stock or payroll.
import type { ProductView } from '../../../reference-api/seed/media.ts';
import { darken, type Body } from './palette.ts';
import { circle, rect, text } from './svg.ts';

const CARD = '#ffffff';
const LINE = '#e3e8ef';
const MUTED = '#9aa5b4';
const DARK = '#243042';
const PALE = ['#5cc8a8', '#f7b955', '#6aa8ff', '#f27d72'];

function bars(x: number, y: number, w: number, h: number, n: number, c: string, seed: number): string {
  let out = '';
  const bw = w / n;
  for (let i = 0; i < n; i++) {
    const v = 0.3 + (((i + seed) * 37) % 13) / 19;
    out += rect(x + i * bw + bw * 0.2, y + h * (1 - v), bw * 0.6, h * v, i === n - 2 ? c : '#c9d5e6', 3);
  }
  return out;
}

function rows(x: number, y: number, w: number, n: number, step: number, cols: number[], pills: boolean): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const yy = y + i * step;
    out += rect(x, yy + step - 1, w, 1, LINE);
    let cx = x + 10;
    cols.forEach((cw, j) => {
      const bw = cw * (j === 0 ? 0.55 + ((i * 5) % 4) * 0.1 : 0.5);
      out += rect(cx, yy + step / 2 - 4, bw, 8, j === 0 ? '#5d6b7e' : '#b6c0cd', 4);
      cx += cw;
    });
    if (pills) out += rect(x + w - 78, yy + step / 2 - 9, 62, 18, i % 4 === 2 ? '#fde2e1' : '#dff5ea', 9);
  }
  return out;
}

function dashboard(c: string): string {
  let out = '';
  for (let i = 0; i < 3; i++) {
    const x = 210 + i * 170;
    out += rect(x, 150, 156, 88, CARD, 12) + rect(x + 16, 168, 60, 8, MUTED, 4);
    out += text(x + 16, 212, 24, DARK, ['12 480', '3 215', '+18%'][i]!, 'font-weight="700"') + rect(x + 16, 222, 40, 5, PALE[i]!, 2);
  }
  out += rect(210, 252, 326, 238, CARD, 12) + rect(226, 270, 90, 8, MUTED, 4) + bars(226, 300, 294, 174, 9, c, 1);
  out += rect(550, 252, 156, 238, CARD, 12);
  out += `<circle cx="628" cy="360" r="46" fill="none" stroke="#e6ebf2" stroke-width="22"/><circle cx="628" cy="360" r="46" fill="none" stroke="${c}" stroke-width="22" stroke-dasharray="190 300" transform="rotate(-90 628 360)"/>`;
  out += rect(580, 430, 96, 8, MUTED, 4) + rect(580, 450, 70, 8, LINE, 4);
  out += rect(210, 504, 496, 150, CARD, 12);
  out += `<path d="M226 620C280 600 300 560 350 575S430 530 480 545 560 520 610 530 670 500 690 505" fill="none" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`;
  out += `<path d="M226 630C280 615 320 600 360 605S440 585 490 590 580 570 690 575" fill="none" stroke="#c9d5e6" stroke-width="3" stroke-linecap="round"/>`;
  return out;
}

function sale(c: string): string {
  let out = rect(210, 150, 300, 40, CARD, 10) + rect(226, 166, 120, 8, MUTED, 4);
  for (let i = 0; i < 9; i++) {
    const x = 210 + (i % 3) * 102;
    const y = 204 + Math.floor(i / 3) * 110;
    out += rect(x, y, 94, 100, CARD, 10) + rect(x + 10, y + 10, 74, 50, PALE[i % 4]!, 8);
    out += rect(x + 10, y + 72, 56, 7, '#5d6b7e', 3);
  }
  out += rect(524, 150, 182, 504, CARD, 12) + text(540, 184, 16, DARK, '#1024', 'font-weight="700"');
  for (let i = 0; i < 6; i++) {
    const y = 206 + i * 40;
    out += rect(540, y, 90, 8, '#5d6b7e', 4) + rect(648, y, 42, 8, '#b6c0cd', 4);
  }
  out += rect(540, 470, 150, 1, LINE) + rect(540, 486, 60, 8, MUTED, 4) + text(690, 530, 22, DARK, '86.40', 'font-weight="700" text-anchor="end"');
  out += rect(540, 560, 150, 74, c, 12) + rect(580, 592, 70, 10, '#fff', 5, 'fill-opacity=".9"');
  return out;
}

function inventory(c: string): string {
  let out = rect(210, 150, 496, 52, CARD, 12) + rect(226, 166, 180, 20, '#eef2f7', 10) + rect(600, 162, 92, 28, c, 8);
  out += rect(210, 214, 496, 440, CARD, 12) + rect(210, 214, 496, 40, '#f4f6f9', 12);
  for (const [x, w] of [
    [226, 80],
    [380, 50],
    [480, 40],
    [560, 50],
  ] as const)
    out += rect(x, 230, w, 8, MUTED, 4);
  out += rows(210, 254, 496, 8, 48, [150, 100, 80], true);
  return out;
}

function payroll(c: string): string {
  let out = '';
  out += rect(210, 150, 240, 220, CARD, 12) + rect(226, 168, 100, 8, MUTED, 4) + bars(226, 196, 208, 160, 6, c, 4);
  out += rect(464, 150, 242, 220, CARD, 12);
  out += `<circle cx="585" cy="262" r="70" fill="${c}"/><path d="M585 262V192A70 70 0 0 1 651 285Z" fill="#f7b955"/><path d="M585 262L651 285A70 70 0 0 1 560 328Z" fill="#c9d5e6"/>`;
  out += rect(210, 384, 496, 270, CARD, 12);
  for (let i = 0; i < 5; i++) {
    const y = 404 + i * 48;
    out += circle(240, y + 18, 15, PALE[i % 4]!) + rect(266, y + 8, 110, 8, '#5d6b7e', 4) + rect(266, y + 22, 70, 6, LINE, 3);
    out += rect(470, y + 12, 70, 8, '#b6c0cd', 4) + text(690, y + 24, 15, DARK, `${1450 + i * 125}.00`, 'font-weight="600" text-anchor="end"');
  }
  return out;
}

export function software(view: ProductView, b: Body, label: string): string {
  const c = b.theme;
  const side = darken(c, 0.55);
  let out = `<rect x="74" y="104" width="652" height="600" rx="18" fill="#1b2330" fill-opacity=".16"/>`;
  out += rect(60, 90, 680, 600, '#f3f6fa', 16) + rect(60, 90, 680, 44, '#ffffff', 16) + rect(60, 118, 680, 16, '#ffffff');
  out += [0, 1, 2].map((i) => circle(84 + i * 18, 112, 6, ['#ff5f57', '#febc2e', '#28c840'][i]!)).join('');
  out += rect(60, 134, 130, 540, side) + rect(60, 650, 130, 40, side, 16) + rect(90, 650, 100, 40, side);
  out += rect(78, 148, 26, 26, c, 7) + `<path d="M85 161h12M91 155v12" stroke="#fff" stroke-width="3"/>`;
  out += text(112, 167, 13, '#fff', 'HesabPOS', 'font-weight="700"');
  for (let i = 0; i < 7; i++) {
    const y = 200 + i * 40;
    const on = i === [0, 1, 3, 5][view];
    if (on) out += rect(70, y - 10, 110, 32, c, 8);
    out += rect(82, y, 14, 12, on ? '#fff' : '#7d8aa0', 3) + rect(104, y + 2, 56 - ((i * 7) % 20), 8, on ? '#fff' : '#7d8aa0', 4);
  }
  out += text(400, 117, 14, DARK, 'HesabPOS', 'font-weight="700" text-anchor="middle"');
  out += text(716, 117, 11, MUTED, label, 'text-anchor="end" font-weight="600"');
  out += [dashboard, sale, inventory, payroll][view]!(c);
  return out;
}
