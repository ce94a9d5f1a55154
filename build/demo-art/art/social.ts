// 64×64 social network badges: a white glyph on the network's colour.
import type { SocialNetwork } from '../../../reference-api/seed/media.ts';
import { doc } from './svg.ts';

const W = 'fill="#fff"';
const S = 'fill="none" stroke="#fff" stroke-linecap="round" stroke-linejoin="round"';

const BADGES: Record<SocialNetwork, [string, string]> = {
  facebook: ['#1877f2', `<path d="M35 52V34h6l1-7h-7v-4c0-2 1-4 4-4h3v-6h-5c-6 0-9 4-9 9v5h-6v7h6v18z" ${W}/>`],
  instagram: [
    'url(#ig)',
    `<rect x="16" y="16" width="32" height="32" rx="10" ${S} stroke-width="4"/><circle cx="32" cy="32" r="7.5" ${S} stroke-width="4"/><circle cx="41.5" cy="22.5" r="2.6" ${W}/>`,
  ],
  linkedin: [
    '#0a66c2',
    `<circle cx="21" cy="20" r="4" ${W}/><path d="M17.5 27h7v20h-7zM29 27h7v3c1.5-2.5 4-4 7.5-4 5 0 7.5 3 7.5 9v12h-7V36c0-3-1-4.5-3.5-4.5S36 33 36 36v11h-7z" ${W}/>`,
  ],
  youtube: ['#ff0033', `<rect x="12" y="19" width="40" height="26" rx="8" ${W}/><path d="M28 25l11 7-11 7z" fill="#ff0033"/>`],
  whatsapp: [
    '#25d366',
    `<path d="M18 46l2.5-8A15 15 0 1 1 26 44z" ${S} stroke-width="3.5"/><path d="M25 26c0-1.5 1-3 2.5-3l2 4-1.5 2c1 2.5 3.5 5 6 6l2-1.5 4 2c0 1.5-1.5 2.5-3 2.5-6 0-12-6-12-12z" ${W}/>`,
  ],
  telegram: [
    '#229ed9',
    `<path d="M14 31l33-13c2-.8 3.5.5 3 2.8l-5.5 26c-.4 2-2 2.5-3.6 1.5l-8.5-6.3-4.2 4c-.6.6-1.6.3-1.7-.6l-.6-8.2-10-3.4c-2-.7-2-2 .1-2.8z" ${W}/><path d="M26 35.5l15-10" stroke="#229ed9" stroke-width="2.2" stroke-linecap="round"/>`,
  ],
};

export function socialIcon(network: SocialNetwork): string {
  const [bg, glyph] = BADGES[network];
  const defs =
    network === 'instagram'
      ? '<linearGradient id="ig" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#feda75"/><stop offset=".35" stop-color="#fa7e1e"/><stop offset=".65" stop-color="#d62976"/><stop offset="1" stop-color="#4f5bd5"/></linearGradient>'
      : '';
  return doc(64, 64, `<rect width="64" height="64" rx="16" fill="${bg}"/>${glyph}`, defs);
}
