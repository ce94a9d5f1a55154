// 1600×640 hero illustrations. The left third stays calm for the title; the setting and
// HesabPOS equipment fill the rest.
import type { ArtColor, Scene } from '../../../reference-api/seed/media.ts';
import { BODIES, darken, lighten, mix, type Body } from './palette.ts';
import { doc } from './svg.ts';
import { posTerminal, touchMonitor } from './terminals.ts';
import { labelPrinter, printer } from './printers.ts';
import { standScanner } from './handheld.ts';
import { box, counter, cup, device, Ink, pendant, plant, rect, room, shelves, wallDefs, windowPane } from './scene-parts.ts';

const GOODS = ['#f2b84b', '#e8704f', '#5fb38a', '#5b8fd6', '#c86fa5', '#f0d36b', '#8cc56a'];

function terminalOnCounter(b: Body, x: number, y: number, w: number, h: number, yaw = -22): string {
  return device(posTerminal(b, 'POS', true).prims, yaw, 14, x, y, w, h);
}

function retail(b: Body): string {
  const c = b.theme;
  let o = room(b.tint, c);
  o += rect(880, 70, 700, 420, lighten(c, 0.8), 10) + shelves('sh', 900, 70, 660, 3, 130, GOODS, 3);
  o += pendant(700, 120, c) + pendant(860, 90, darken(c, 0.2));
  o += counter(620, 420, 600, 180, c);
  o += terminalOnCounter(b, 660, 196, 270, 232);
  o += device(printer(0, b, 'P', true).prims, -22, 14, 950, 326, 104, 98);
  o += device(standScanner(b, 'S'), -24, 14, 1080, 320, 96, 108);
  o += `<path d="M1340 600l14-120h96l14 120z" fill="${lighten(c, 0.3)}"/><path d="M1378 490a24 24 0 0 1 48 0" fill="none" stroke="${darken(c, 0.3)}" stroke-width="6"/>`;
  o += plant(1530, 600, 1.1);
  return o;
}

function cafe(b: Body): string {
  const c = b.theme;
  let o = room(b.tint, c);
  o += rect(960, 80, 360, 220, '#2c3138', 12) + rect(972, 92, 336, 196, '#353b43', 8);
  for (let i = 0; i < 5; i++)
    o += rect(996, 124 + i * 30, 150 - (i % 2) * 40, 8, '#e9e6df', 4, 'fill-opacity=".8"') + rect(1236, 124 + i * 30, 46, 8, '#f2c14e', 4);
  o += rect(1370, 150, 190, 10, '#c9a27a', 3) + cup(1384, 150, '#fff') + cup(1434, 150, lighten(c, 0.4)) + cup(1484, 150, '#fff');
  o +=
    rect(1370, 250, 190, 10, '#c9a27a', 3) +
    rect(1384, 196, 40, 54, '#b77b4a', 6) +
    rect(1436, 206, 40, 44, '#7f5539', 6) +
    rect(1490, 190, 44, 60, '#e0b07a', 6);
  o += pendant(720, 110, c) + pendant(880, 140, lighten(c, 0.2));
  o += counter(620, 420, 700, 180, darken(c, 0.1), '#d9b48f');
  // espresso machine
  o +=
    rect(1110, 300, 170, 120, '#c8cdd3', 10) +
    rect(1110, 300, 170, 26, mix(c, '#333', 0.2), 10) +
    rect(1140, 360, 22, 30, '#2f343b', 4) +
    rect(1226, 360, 22, 30, '#2f343b', 4) +
    cup(1136, 420, '#fff');
  o += terminalOnCounter(b, 680, 196, 270, 232, -18);
  o += device(printer(0, b, 'P', true).prims, -18, 14, 970, 326, 104, 98);
  o += `<path d="M1380 600v-60h120v60" fill="#b98a5e"/><path d="M1390 540a50 50 0 0 1 100 0z" fill="#fff" fill-opacity=".6" stroke="#d8d2c8" stroke-width="3"/>`;
  o += `<circle cx="1420" cy="528" r="14" fill="#e7a86a"/><circle cx="1452" cy="526" r="12" fill="#d98f52"/>`;
  o += plant(1540, 600, 1);
  return o;
}

function pharmacy(b: Body): string {
  const c = b.theme;
  const green = '#2fa36b';
  let o = room(b.tint, c);
  o += `<g transform="translate(600 50) scale(.85)"><rect width="120" height="120" rx="24" fill="${green}"/><path d="M44 18h32v26h26v32H76v26H44V76H18V44h26z" fill="#fff"/></g>`;
  o += rect(860, 70, 720, 420, '#ffffff', 10);
  const boxes = ['#ffffff', '#eaf6ef', '#e6f0fb', '#fdf1e6', '#f3eefa'];
  o += shelves('sh', 880, 70, 680, 3, 130, boxes, 5, '#d5dde4', green);
  o += counter(600, 420, 640, 180, '#ffffff', '#e9eef3') + rect(640, 470, 560, 10, c, 4);
  o += terminalOnCounter(b, 650, 196, 270, 232, -20);
  o += device(standScanner(b, 'S'), -24, 14, 940, 300, 100, 126);
  o += device(printer(0, b, 'P', true).prims, -22, 14, 1070, 326, 104, 98);
  o += plant(1520, 600, 1, '#ffffff');
  return o;
}

function warehouse(b: Body): string {
  const c = b.theme;
  let o = room(b.tint, c, 540);
  const beam = darken(c, 0.1);
  const ink = new Ink();
  for (const x of [700, 1000, 1300]) {
    ink.rect('#5b6470', x, 60, 14, 480).rect('#5b6470', x + 286, 60, 14, 480);
    for (const y of [200, 360, 520]) {
      ink.rect(beam, x, y, 300, 14);
      box(ink, x + 20, y - 86, 110, 86);
      box(ink, x + 140, y - 66, 80, 66, '#c99a5c');
      box(ink, x + 226, y - 96, 64, 96, '#deb47a');
    }
  }
  o += ink.svg();
  const front = new Ink();
  o += rect(560, 600, 520, 14, '#a77b47') + rect(570, 612, 40, 20, '#8d6538') + rect(800, 612, 40, 20, '#8d6538') + rect(1030, 612, 40, 20, '#8d6538');
  box(front, 580, 500, 160, 100);
  box(front, 760, 470, 140, 130, '#c99a5c');
  box(front, 920, 510, 150, 90, '#deb47a');
  box(front, 650, 420, 120, 80, '#e0b57c');
  o += front.svg();
  o += rect(1150, 470, 330, 16, '#c7ccd3', 4) + rect(1170, 486, 12, 120, '#8a929d') + rect(1448, 486, 12, 120, '#8a929d');
  o += device(labelPrinter(1, b, 'L').prims, -26, 18, 1170, 360, 120, 108);
  o += device(posTerminal(b, 'T', true).prims, -34, 14, 1300, 290, 180, 190);
  return o;
}

function office(b: Body): string {
  const c = b.theme;
  let o = room(b.tint, c);
  // window with the Flame Towers silhouette
  const flame = (x: number, h: number) =>
    `<path d="M${x} 330c-6-${h * 0.5} 6-${h * 0.9} 26-${h}c12 ${h * 0.3} 14 ${h * 0.7} 12 ${h}z" fill="${mix(c, '#8fb4d8', 0.6)}"/>`;
  o += windowPane(
    1020,
    70,
    480,
    260,
    '#cfe4f5',
    `<path d="M1020 330V280h40v-30h50v40h60v-60h30v70h70v-20h60v-40h40v60h40v-30h90v60z" fill="#b3cde3"/>${flame(1300, 150)}${flame(1340, 120)}${flame(1268, 110)}`,
  );
  o +=
    rect(600, 430, 960, 22, '#d9c2a3', 6) + rect(620, 452, 18, 150, '#8f7a5e') + rect(1520, 452, 18, 150, '#8f7a5e') + rect(1200, 452, 300, 100, '#cbb08c', 6);
  o += device(touchMonitor(0, b, 'M').prims, -16, 10, 660, 170, 340, 266);
  o += `<path d="M1040 430l24-80h150l-20 80z" fill="#3b4350"/><path d="M1052 422l20-64h130l-16 64z" fill="#eaf1fb"/><path d="M1080 400h40M1080 388h70" stroke="${c}" stroke-width="8"/>`;
  o += rect(1020, 426, 220, 8, '#2f3641', 3) + cup(1270, 430, lighten(c, 0.3));
  o += plant(1530, 430, 0.8);
  o += `<path d="M800 640c0-60 20-90 60-100h120c40 10 60 40 60 100z" fill="${darken(c, 0.35)}"/>`;
  return o;
}

const SCENES: Record<Scene, (b: Body) => string> = { retail, cafe, pharmacy, warehouse, office };

export function sceneArt(scene: Scene, color: ArtColor): string {
  const b = BODIES[color];
  return doc(1600, 640, SCENES[scene](b), wallDefs(b.tint));
}
