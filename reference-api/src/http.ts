import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './env.ts';

/** An error body as DRF shapes it: {"detail": "…"}. */
export function detail(c: Context<AppEnv>, status: ContentfulStatusCode, message: string) {
  return c.json({ detail: message }, status);
}

export const notFound = (c: Context<AppEnv>) => detail(c, 404, 'Not found.');

/** Absolute URL of an image or page the API serves itself. */
export function mediaUrl(c: Context<AppEnv>, path: string | null): string | null {
  return path === null ? null : `${c.get('origin')}/media/${path}`;
}
