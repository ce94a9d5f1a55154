// 600×840 certificate: ornamental frame, lines standing for text, the code and a rosette seal.
import type { ArtColor } from '../../../reference-api/seed/media.ts';
import { BODIES, darken, lighten } from './palette.ts';
import { doc, esc, f } from './svg.ts';
import { textWidth } from './logos.ts';

function rosette(cx: number, cy: number, r: number, c: string): string {
  const pts: string[] = [];
  for (let i = 0; i < 48; i++) {
    const a = (i * Math.PI) / 24;
    const rr = i % 2 ? r * 0.88 : r;
    pts.push(`${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)}`);
  }
  const d = darken(c, 0.25);
  return (
    `<path d="M${f(cx - 30)} ${f(cy + 40)}l-18 80 26-14 16 22 14-84zM${f(cx + 30)} ${f(cy + 40)}l18 80-26-14-16 22-14-84z" fill="${d}"/>` +
    `<path d="M${pts.join(' ')}Z" fill="${c}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${f(r * 0.72)}" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="3 4"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${f(r * 0.58)}" fill="${d}"/>` +
    `<path d="M${f(cx - 16)} ${cy}l10 11 22-24" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

function bars(y: number, widths: number[], fill: string, h = 8): string {
  return widths.map((w, i) => `<rect x="${f(300 - w / 2)}" y="${f(y + i * (h + 12))}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`).join('');
}

export function certificate(color: ArtColor, code: string): string {
  const c = BODIES[color].theme;
  const gold = '#c79a3a';
  const pale = lighten(c, 0.85);
  const defs =
    `<pattern id="gl" width="24" height="24" patternUnits="userSpaceOnUse"><path d="M12 0L24 12 12 24 0 12z" fill="none" stroke="${c}" stroke-opacity=".35" stroke-width="1.5"/><circle cx="12" cy="12" r="2" fill="${gold}"/></pattern>` +
    `<radialGradient id="pp" cx=".5" cy=".4" r=".8"><stop offset="0" stop-color="#fffefa"/><stop offset="1" stop-color="#f6f0e2"/></radialGradient>`;
  let body = `<rect width="600" height="840" fill="url(#pp)"/>`;
  body += `<rect x="18" y="18" width="564" height="804" fill="none" stroke="url(#gl)" stroke-width="24"/>`;
  body += `<rect x="36" y="36" width="528" height="768" fill="none" stroke="${c}" stroke-width="3"/><rect x="44" y="44" width="512" height="752" fill="none" stroke="${gold}" stroke-width="1.5"/>`;
  for (const [x, y, r] of [
    [44, 44, 0],
    [556, 44, 90],
    [556, 796, 180],
    [44, 796, 270],
  ] as const) {
    body += `<g transform="translate(${x} ${y}) rotate(${r})"><path d="M0 0h46a24 24 0 0 1-22 22A24 24 0 0 1 0 46z" fill="${c}"/><circle cx="16" cy="16" r="6" fill="${gold}"/></g>`;
  }
  // crest
  body += `<circle cx="300" cy="130" r="38" fill="${pale}" stroke="${c}" stroke-width="3"/><path d="M300 104l8 17 19 2-14 13 4 19-17-9-17 9 4-19-14-13 19-2z" fill="${gold}"/>`;
  body += `<path d="M244 150c-26-10-34-36-26-58M356 150c26-10 34-36 26-58" fill="none" stroke="${gold}" stroke-width="3" stroke-linecap="round"/>`;
  body += bars(200, [300, 200], c, 14);
  body += `<path d="M150 262h300" stroke="${gold}" stroke-width="2"/><path d="M292 262l8-6 8 6-8 6z" fill="${gold}"/>`;
  body += bars(296, [380, 420, 340], '#c9c2b0');
  // the code, fitted to the width
  const size = Math.min(58, 440 / textWidth(code));
  body += `<rect x="90" y="400" width="420" height="${f(size + 56)}" rx="10" fill="${pale}"/>`;
  body += `<text x="300" y="${f(428 + size * 0.85)}" font-size="${f(size)}" font-weight="800" fill="${darken(c, 0.3)}" text-anchor="middle" letter-spacing=".02em">${esc(code)}</text>`;
  body += bars(520, [400, 360, 410, 300], '#c9c2b0');
  // signature and date
  body += `<path d="M96 700c14-24 26-30 30-18s-10 26 4 20 16-26 28-20-4 22 10 16 20-14 34-10" fill="none" stroke="${darken(c, 0.4)}" stroke-width="2.5" stroke-linecap="round"/>`;
  body += `<path d="M90 724h160" stroke="#8f8878" stroke-width="1.5"/><rect x="110" y="736" width="120" height="7" rx="3.5" fill="#c9c2b0"/>`;
  body += rosette(440, 690, 62, c);
  return doc(600, 840, body, defs);
}
