// 1200×500 stylised street map of central Baku: blocks, main roads, a park, the bay and a pin.
import { doc, f } from './svg.ts';

/** A small deterministic pseudo-random sequence. */
function rng(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

export function streetMap(): string {
  const rand = rng(7);
  let body = '<rect width="1200" height="500" fill="#eceee8"/>';
  // city blocks on a slightly rotated grid
  let blocks = '';
  for (let gx = -2; gx < 16; gx++)
    for (let gy = -1; gy < 7; gy++) {
      const x = gx * 86 + (gy % 2) * 18;
      const y = gy * 66;
      const w = 62 + rand() * 14;
      const h = 44 + rand() * 10;
      blocks += `M${f(x)} ${f(y)}h${f(w)}v${f(h)}h${f(-w)}z`;
    }
  body += `<path d="${blocks}" fill="#fbfbf8" stroke="#dfe2da" transform="rotate(-8 600 250)"/>`;
  // park
  body += `<path d="M180 120c40-30 150-40 200-10s40 110-10 130-170 20-200-20-30-70 10-100z" fill="#cfe6c2"/>`;
  let trees = '';
  for (let i = 0; i < 26; i++) {
    const a = rand() * Math.PI * 2;
    const r = rand();
    trees += `M${f(290 + Math.cos(a) * 90 * r)} ${f(180 + Math.sin(a) * 55 * r)}h.1`;
  }
  body += `<path d="${trees}" stroke="#a6d08f" stroke-width="14" stroke-linecap="round"/>`;
  body += `<path d="M880 60h120v80H880z" fill="#cfe6c2" transform="rotate(-8 940 100)"/>`;
  // sea: Baku bay along the bottom, with the seaside boulevard
  body += `<path d="M0 392C200 350 380 420 600 400S960 330 1200 370V500H0z" fill="#d7ecd0"/>`;
  body += `<path d="M0 410C200 368 380 438 600 418S960 348 1200 388V500H0z" fill="#a9d3ef"/>`;
  body += `<path d="M0 450C240 420 420 470 640 452S980 410 1200 430" fill="none" stroke="#c5e2f6" stroke-width="3"/>`;
  // main roads
  const roads = 'M0 300C300 280 620 330 1200 250M140 0C180 160 230 330 260 410M560 0L640 400M980 0C940 140 900 260 880 350M0 90C400 60 800 120 1200 70';
  body += `<path d="${roads}" fill="none" stroke="#d5d7cf" stroke-width="22" stroke-linecap="round"/>`;
  body += `<path d="${roads}" fill="none" stroke="#ffffff" stroke-width="16" stroke-linecap="round"/>`;
  body += `<path d="M0 384C200 342 380 412 600 392S960 322 1200 362" fill="none" stroke="#f6d48a" stroke-width="10"/>`;
  body += `<path d="M0 300C300 280 620 330 1200 250" fill="none" stroke="#f6d48a" stroke-width="12"/>`;
  // pin with a soft shadow
  body += `<ellipse cx="600" cy="252" rx="22" ry="7" fill="#000" fill-opacity=".18"/><circle cx="600" cy="250" r="34" fill="#e5484d" fill-opacity=".15"/>`;
  body += `<path d="M600 250c-6-20-30-36-30-62a30 30 0 0 1 60 0c0 26-24 42-30 62z" fill="#e5484d" stroke="#b8323a" stroke-width="2"/><circle cx="600" cy="188" r="11" fill="#fff"/>`;
  return doc(1200, 500, body);
}
