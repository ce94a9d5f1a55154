// 320×160 partner logos: a mark in the partner's colour beside (or above) its name.
import type { ArtColor, LogoMark } from '../../../reference-api/seed/media.ts';
import { BODIES, darken, lighten } from './palette.ts';
import { doc, esc, f } from './svg.ts';

/** Rough advance width of text in em, good enough to fit a name into a box. */
export function textWidth(s: string, bold = true): number {
  let w = 0;
  for (const ch of s) {
    if (/[ .,'ıilj|!:]/.test(ch)) w += 0.34;
    else if (/[mwMWŞШЩЖМЮФшщжмюф]/.test(ch)) w += 0.98;
    else if (/[A-ZА-ЯƏÖÜÇĞİЁ0-9]/.test(ch)) w += 0.76;
    else if (/[ftr]/.test(ch)) w += 0.44;
    else if (/[а-яё]/.test(ch)) w += 0.66;
    else w += 0.62;
  }
  return w * (bold ? 1.06 : 1);
}

function mark(kind: LogoMark, x: number, y: number, s: number, c: string): string {
  const light = lighten(c, 0.35);
  const k = s / 100;
  const t = `transform="translate(${f(x)} ${f(y)}) scale(${Math.round(k * 1000) / 1000})"`;
  switch (kind) {
    case 'circle':
      return `<g ${t}><circle cx="50" cy="50" r="48" fill="${c}"/><circle cx="50" cy="50" r="26" fill="none" stroke="#fff" stroke-width="10"/><circle cx="50" cy="50" r="8" fill="${light}"/></g>`;
    case 'square':
      return `<g ${t}><rect x="2" y="2" width="96" height="96" rx="20" fill="${c}"/><rect x="26" y="26" width="48" height="48" rx="8" fill="#fff"/><rect x="40" y="40" width="34" height="34" rx="6" fill="${light}"/></g>`;
    case 'triangle':
      return `<g ${t}><path d="M50 4l47 86H3z" fill="${c}" stroke="${c}" stroke-width="6" stroke-linejoin="round"/><path d="M50 40l22 40H28z" fill="#fff"/></g>`;
    case 'hexagon':
      return `<g ${t}><path d="M50 2l42 24v48L50 98 8 74V26z" fill="${c}"/><path d="M50 26l21 12v24L50 74 29 62V38z" fill="none" stroke="#fff" stroke-width="9"/></g>`;
    case 'wave':
      return `<g ${t}><rect x="2" y="2" width="96" height="96" rx="48" fill="${c}"/><path d="M16 44c12-14 22-14 34 0s22 14 34 0M16 64c12-14 22-14 34 0s22 14 34 0" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/></g>`;
    case 'diamond':
      return `<g ${t}><path d="M50 2l48 48-48 48L2 50z" fill="${c}"/><path d="M50 26l24 24-24 24-24-24z" fill="${light}"/><path d="M50 38l12 12-12 12-12-12z" fill="#fff"/></g>`;
  }
}

export function logo(kind: LogoMark, color: ArtColor, name: string): string {
  const c = BODIES[color].theme;
  const ink = darken(c, 0.55);
  const width = textWidth(name);
  const words = name.split(' ');
  let body: string;
  if (words.length < 2 ? 190 / width >= 20 : 190 / width >= 22) {
    // mark beside the name
    const size = Math.min(34, 190 / width);
    const m = 64;
    const total = m + 16 + width * size;
    const x0 = (320 - total) / 2;
    body =
      mark(kind, x0, 80 - m / 2, m, c) +
      `<text x="${f(x0 + m + 16)}" y="${f(80 + size * 0.35)}" font-size="${f(size)}" font-weight="700" fill="${ink}">${esc(name)}</text>`;
  } else {
    // mark above, the name below in one or two lines
    const half = Math.ceil(words.length / 2);
    const lines = words.length > 1 && 288 / width < 24 ? [words.slice(0, half).join(' '), words.slice(half).join(' ')] : [name];
    const size = Math.min(26, ...lines.map((l) => 288 / textWidth(l)));
    const m = lines.length > 1 ? 52 : 60;
    const top = (160 - (m + 10 + lines.length * size * 1.15)) / 2;
    body = mark(kind, 160 - m / 2, top, m, c);
    lines.forEach((l, i) => {
      body += `<text x="160" y="${f(top + m + 10 + size * (0.85 + i * 1.15))}" font-size="${f(size)}" font-weight="700" fill="${ink}" text-anchor="middle">${esc(l)}</text>`;
    });
  }
  return doc(320, 160, body);
}
