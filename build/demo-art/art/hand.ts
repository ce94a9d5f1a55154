// Flat hands for "in use" views: a pointing hand and a hand gripping a handle.
import { SKIN, SKIN_SHADE } from './palette.ts';
import { f } from './svg.ts';

const SLEEVE = '#34425a';
const CUFF = '#e9edf3';

function place(x: number, y: number, rot: number, s: number, body: string): string {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)}) scale(${Math.round(s * 100) / 100})" stroke-linejoin="round">${body}</g>`;
}

/** A hand with the index fingertip at (x, y), the finger pointing up before rotation. */
export function pointingHand(x: number, y: number, rot = 0, s = 1): string {
  const sk = `fill="${SKIN}" stroke="${SKIN_SHADE}" stroke-width="2"`;
  return place(
    x,
    y,
    rot,
    s,
    `<path d="M-52 200h104l10 110h-124z" fill="${SLEEVE}"/><rect x="-56" y="186" width="112" height="26" rx="6" fill="${CUFF}"/>` +
      `<path d="M-54 96c0-18 14-26 30-26h58c14 0 22 10 22 24v72c0 14-10 24-24 24h-62c-16 0-26-12-26-28z" ${sk}/>` +
      `<rect x="-12" y="0" width="26" height="122" rx="13" ${sk}/>` +
      `<rect x="12" y="82" width="40" height="30" rx="14" ${sk}/><rect x="12" y="110" width="42" height="30" rx="14" ${sk}/>` +
      `<rect x="10" y="138" width="40" height="28" rx="13" ${sk}/>` +
      `<path d="M-52 150c-10-22-4-46 12-52l20 4c8 10 4 30-6 44z" ${sk}/>` +
      `<path d="M-6 8c4-3 10-3 14 0" stroke="#fff" stroke-opacity=".6" stroke-width="3" fill="none"/>`,
  );
}

/** A right hand gripping a vertical handle centred on (x, y) whose front faces left. */
export function grippingHand(x: number, y: number, rot = 0, s = 1): string {
  const sk = `fill="${SKIN}" stroke="${SKIN_SHADE}" stroke-width="2"`;
  let fingers = '';
  for (let i = 0; i < 4; i++) fingers += `<rect x="${-44 + i * 2}" y="${-40 + i * 27}" width="${56 - i * 4}" height="28" rx="13" ${sk}/>`;
  return place(
    x,
    y,
    rot,
    s,
    `<path d="M4 60l70 150 80-36-60-140z" fill="${SLEEVE}"/><path d="M-2 58l72 152 16-8-70-150z" fill="${CUFF}"/>` +
      `<path d="M-4 -54c30-8 54 4 58 30l6 80c2 24-14 40-38 40h-20c-14 0-20-10-20-24z" ${sk}/>` +
      fingers +
      `<path d="M-30 -56c10-12 34-14 48-6l10 8c4 8-2 14-10 14l-40-2c-12-2-14-8-8-14z" ${sk}/>`,
  );
}
