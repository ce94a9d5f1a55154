// Pieces of the wide scenes: room, counters, shelves, lamps, plants and staged devices.
import { stage, type Prim } from './engine.ts';
import { darken, lighten, mix } from './palette.ts';
import { circle, f, rect } from './svg.ts';

/** Wall, floor and a calm left third for the overlaid title. */
export function room(tint: string, theme: string, floorY = 560): string {
  return (
    `<rect width="1600" height="640" fill="url(#wall)"/>` +
    `<circle cx="120" cy="560" r="360" fill="${theme}" fill-opacity=".05"/>` +
    rect(0, floorY, 1600, 640 - floorY, mix(tint, '#8f969f', 0.35)) +
    rect(0, floorY, 1600, 6, mix(tint, '#6b7380', 0.4), 0, 'fill-opacity=".5"')
  );
}

export function wallDefs(tint: string): string {
  return `<linearGradient id="wall" x2="1" y2="0"><stop offset="0" stop-color="${lighten(tint, 0.55)}"/><stop offset=".4" stop-color="${lighten(tint, 0.2)}"/><stop offset="1" stop-color="${tint}"/></linearGradient>`;
}

/** A shop counter: top slab and a front panel in the theme colour. */
export function counter(x: number, y: number, w: number, h: number, front: string, top = '#f4f1ec'): string {
  return (
    rect(x + 10, y + 14, w - 20, h - 14, front) +
    rect(x + 10, y + 14, w - 20, 10, darken(front, 0.25), 0, 'fill-opacity=".6"') +
    rect(x + 30, y + 46, w - 60, h - 70, lighten(front, 0.1), 6) +
    rect(x, y, w, 16, top, 4) +
    rect(x, y + 12, w, 4, darken(top, 0.12))
  );
}

/** Collects many plain shapes and writes one path per paint, which keeps busy scenes small. */
export class Ink {
  private paths = new Map<string, string>();
  private add(key: string, d: string): void {
    this.paths.set(key, (this.paths.get(key) ?? '') + d);
  }
  rect(fill: string, x: number, y: number, w: number, h: number): this {
    this.add(`fill="${fill}"`, `M${f(x)} ${f(y)}h${f(w)}v${f(h)}h${f(-w)}z`);
    return this;
  }
  /** A vertical bar drawn as a stroke; round caps make bottles and jars. */
  bar(stroke: string, width: number, x: number, y1: number, y2: number, round = false, extra = ''): this {
    this.add(`fill="none" stroke="${stroke}" stroke-width="${f(width)}"${round ? ' stroke-linecap="round"' : ''}${extra}`, `M${f(x)} ${f(y1)}V${f(y2)}`);
    return this;
  }
  svg(): string {
    let out = '';
    for (const [key, d] of this.paths) out += `<path d="${d}" ${key}/>`;
    return out;
  }
}

/** Wall shelves with rows of goods: one patterned strip of products repeated per row. */
export function shelves(
  id: string,
  x: number,
  y: number,
  w: number,
  rows: number,
  gap: number,
  goods: string[],
  seed = 1,
  board = '#d9cdbb',
  cross = '',
): string {
  const ink = new Ink();
  let k = seed;
  let px = 6;
  while (px < 300) {
    k = (k * 29 + 7) % 101;
    const iw = k % 2 ? 24 : 34;
    const ih = gap * (0.45 + (k % 5) * 0.08);
    const c = goods[k % goods.length]!;
    const cx = px + iw / 2;
    if (k % 3 === 0) ink.bar(c, iw, cx, gap - ih + iw / 2, gap - iw / 2, true).bar('#5d6670', 10, cx, gap - ih - 6, gap - ih + 4);
    else if (cross)
      ink
        .bar(c, iw, cx, gap - ih, gap)
        .bar(cross, 4, cx, gap - ih * 0.62, gap - ih * 0.62 + 12)
        .bar(cross, 12, cx, gap - ih * 0.62 + 4, gap - ih * 0.62 + 8);
    else ink.bar(c, iw, cx, gap - ih, gap).bar('#fff', iw, cx, gap - ih * 0.6, gap - ih * 0.38, false, ' stroke-opacity=".45"');
    px += iw + 6;
  }
  let out = `<defs><pattern id="${id}" width="${f(px)}" height="${gap}" y="${y}" patternUnits="userSpaceOnUse">${ink.svg()}</pattern></defs>`;
  for (let r = 0; r < rows; r++) {
    const by = y + r * gap;
    const dx = (r * 97) % 160;
    out += `<rect x="${f(x - dx)}" y="${f(by)}" width="${w}" height="${gap}" fill="url(#${id})" transform="translate(${dx} 0)"/>`;
    out += rect(x, by + gap, w, 10, board, 2) + rect(x, by + gap + 10, w, 4, darken(board, 0.25));
  }
  return out;
}

export function pendant(x: number, len: number, c: string): string {
  return (
    `<path d="M${x} 0V${len}" stroke="#5b6470" stroke-width="2"/><path d="M${x - 34} ${len + 34}a34 34 0 0 1 68 0z" fill="${c}"/>` +
    `<ellipse cx="${x}" cy="${len + 36}" rx="22" ry="5" fill="#fff3c4"/>`
  );
}

export function plant(x: number, y: number, s = 1, pot = '#e9e4dc'): string {
  const leaf = (a: number, l: number, c: string) =>
    `<path d="M0 0c${f(-12 * s)} ${f(-l * 0.5 * s)} ${f(-4 * s)} ${f(-l * s)} 0 ${f(-l * s)}c${f(4 * s)} 0 ${f(12 * s)} ${f(l * 0.5 * s)} 0 ${f(l * s)}z" fill="${c}" transform="translate(${x} ${f(y - 60 * s)}) rotate(${a})"/>`;
  return (
    leaf(-40, 90, '#4f9a63') +
    leaf(-12, 120, '#3f8a55') +
    leaf(18, 110, '#5aa86d') +
    leaf(44, 80, '#3f8a55') +
    leaf(-2, 70, '#6bb67c') +
    `<path d="M${f(x - 34 * s)} ${f(y - 64 * s)}h${f(68 * s)}l${f(-8 * s)} ${f(64 * s)}h${f(-52 * s)}z" fill="${pot}"/>`
  );
}

/** A device built by the 3D stage, fitted into a box, with a soft contact shadow. */
export function device(prims: Prim[], yaw: number, pitch: number, x: number, y: number, w: number, h: number): string {
  const st = stage(prims, yaw, pitch, { x, y, w, h });
  const fl = st.floor;
  return `<ellipse cx="${f(fl.cx)}" cy="${f(fl.cy + 2)}" rx="${f(fl.rx * 1.1 + 6)}" ry="${f(fl.ry + 5)}" fill="#000" fill-opacity=".12"/><g stroke-linejoin="round">${st.svg}</g>`;
}

export function cup(x: number, y: number, c: string): string {
  return `<path d="M${x} ${y - 30}h36l-4 30h-28z" fill="${c}"/><path d="M${x + 36} ${y - 24}a8 8 0 0 1 0 14" fill="none" stroke="${c}" stroke-width="4"/>`;
}

/** A cardboard box with tape and a label, added to an Ink. */
export function box(ink: Ink, x: number, y: number, w: number, h: number, c = '#d6a86a'): Ink {
  return ink
    .rect(c, x, y, w, h)
    .rect(lighten(c, 0.25), x + w * 0.42, y, w * 0.16, h)
    .rect('#fff', x + w * 0.12, y + h * 0.62, w * 0.3, h * 0.22);
}

export function windowPane(x: number, y: number, w: number, h: number, sky: string, inner: string): string {
  return (
    rect(x - 12, y - 12, w + 24, h + 24, '#ffffff', 8) +
    `<g>${rect(x, y, w, h, sky, 2)}${inner}</g>` +
    rect(x + w / 2 - 4, y, 8, h, '#ffffff') +
    rect(x - 20, y + h + 10, w + 40, 10, '#e8e4dd', 3)
  );
}

export { circle, rect };
