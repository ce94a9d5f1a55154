import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { parseMediaPath } from '../../../scripts/demo-art/spec.ts';
import { renderMedia } from '../../../scripts/demo-art/render.ts';

/** Images are drawn from their path; the same path always gives the same picture. */
export const media = new Hono<AppEnv>();

const IMAGE_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=86400',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
};

media.get('/media/*', (c) => {
  const path = new URL(c.req.url).pathname.slice('/media/'.length);
  const spec = parseMediaPath(path);
  if (!spec) return c.text('Not found.', 404);
  return c.body(renderMedia(spec), 200, IMAGE_HEADERS);
});

/** The page the contact information's map_url points to, made to sit in an iframe. */
media.get('/embed/map', (c) =>
  c.html(
    `<!doctype html><html lang="az"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<title>HesabPOS</title><style>html,body{margin:0;height:100%;background:#eef1f4}` +
      `svg{display:block;width:100%;height:100%}</style></head><body>` +
      renderMedia({ type: 'map' }).replace(/^<svg /, '<svg preserveAspectRatio="xMidYMid slice" ') +
      `</body></html>`,
    200,
    {
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors *",
    },
  ),
);
