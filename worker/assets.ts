// The client bundle's URLs: from Vite's manifest in a build, the sources under Vite's dev server.
import { getSrcFromManifest } from 'vite-ssr-components/common';

export const CLIENT_ENTRY = '/client/entry.tsx';

export interface PageAssets {
  scripts: string[];
  styles: string[];
}

export function pageAssets(): PageAssets {
  if (import.meta.env.DEV) return { scripts: ['/@vite/client', CLIENT_ENTRY], styles: [] };
  const { src, css = [] } = getSrcFromManifest({ src: CLIENT_ENTRY, prod: true });
  return { scripts: src ? [src] : [], styles: css };
}
