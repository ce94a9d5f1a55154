// Tiny helpers shared by every drawing: number formatting, escaping and the document shell.

export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** XML-escapes text that comes from the spec. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/** A number rounded to one decimal, as short as possible. */
export function f(n: number): string {
  const r = Math.round(n * 10) / 10;
  return r === 0 ? '0' : String(r);
}

/** Points as a compact path: "M x y x y … Z". */
export function poly(points: readonly (readonly [number, number])[], close = true): string {
  return 'M' + points.map(([x, y]) => `${f(x)} ${f(y)}`).join(' ') + (close ? 'Z' : '');
}

/** A rounded rectangle element. */
export function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ''): string {
  return `<rect${x ? ` x="${f(x)}"` : ''}${y ? ` y="${f(y)}"` : ''} width="${f(w)}" height="${f(h)}"${rx ? ` rx="${f(rx)}"` : ''} fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ''): string {
  return `<path d="M${f(x1)} ${f(y1)} ${f(x2)} ${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}"${extra ? ' ' + extra : ''}/>`;
}

export function text(x: number, y: number, size: number, fill: string, content: string, extra = ''): string {
  return `<text x="${f(x)}" y="${f(y)}" font-size="${f(size)}" fill="${fill}"${extra ? ' ' + extra : ''}>${esc(content)}</text>`;
}

export function linear(id: string, stops: readonly (readonly [number, string, number?])[], x2 = 0, y2 = 1, extra = ''): string {
  const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
  return `<linearGradient id="${id}" x2="${x2}" y2="${y2}"${extra ? ' ' + extra : ''}>${s}</linearGradient>`;
}

export function radial(id: string, stops: readonly (readonly [number, string, number?])[], extra = ''): string {
  const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
  return `<radialGradient id="${id}"${extra ? ' ' + extra : ''}>${s}</radialGradient>`;
}

/** A complete SVG document. */
export function doc(width: number, height: number, body: string, defs = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"` +
    ` font-family="${FONT}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}

/** A group with a transform. */
export function g(transform: string, body: string, extra = ''): string {
  return `<g transform="${transform}"${extra ? ' ' + extra : ''}>${body}</g>`;
}
