// Colours: the device bodies, their matching accents, and small colour arithmetic.
import type { ArtColor } from '../../../reference-api/seed/media.ts';

export interface Body {
  /** Main body colour. */
  base: string;
  /** A darker trim for seams, feet and bezels. */
  trim: string;
  /** Colour of small text and marks printed on the body. */
  ink: string;
  /** Accent for LEDs, buttons and on-screen highlights. */
  accent: string;
  /** A saturated theme colour for illustrations (scenes, logos, certificates). */
  theme: string;
  /** Light tint of the theme for backgrounds. */
  tint: string;
}

export const BODIES: Record<ArtColor, Body> = {
  graphite: { base: '#3d434c', trim: '#24282e', ink: '#c9cfd8', accent: '#2fa8ff', theme: '#3d4a5c', tint: '#e8ebf0' },
  white: { base: '#f3f4f6', trim: '#c6ccd4', ink: '#6b7480', accent: '#1f6fe5', theme: '#1f6fe5', tint: '#e6eefb' },
  silver: { base: '#c3c9d1', trim: '#8a929d', ink: '#4a525c', accent: '#1f6fe5', theme: '#5b6b80', tint: '#eceff3' },
  navy: { base: '#22345a', trim: '#141f38', ink: '#b9c6e0', accent: '#f5a524', theme: '#1f3a72', tint: '#e5eaf4' },
  red: { base: '#c8333d', trim: '#8c1f27', ink: '#ffe1e1', accent: '#ffd25e', theme: '#c8333d', tint: '#fbe9ea' },
  teal: { base: '#168a8a', trim: '#0c5b5c', ink: '#d5f5f3', accent: '#ffc04d', theme: '#0f8585', tint: '#e2f3f2' },
  amber: { base: '#e39a1f', trim: '#a86a0c', ink: '#3b2a0d', accent: '#1d4ed8', theme: '#d98a0f', tint: '#fbf0dc' },
  green: { base: '#2e8a50', trim: '#1b5e35', ink: '#dcf3e3', accent: '#ffd25e', theme: '#2a8049', tint: '#e4f3e9' },
};

export const INK = '#1f2733';
export const GLASS = '#141a23';
export const SCREEN = '#0f1620';
export const PAPER = '#fdfdfb';
export const LASER = '#ff2d3d';
export const SKIN = '#f0c3a0';
export const SKIN_SHADE = '#d99c77';

function parse(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex2(v: number): string {
  return Math.max(0, Math.min(255, Math.round(v)))
    .toString(16)
    .padStart(2, '0');
}

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return '#' + x.map((v, i) => hex2(v + ((y[i] ?? 0) - v) * t)).join('');
}

export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
export const darken = (c: string, t: number): string => mix(c, '#14171d', t);
