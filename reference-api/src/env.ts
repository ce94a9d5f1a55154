import type { D1Database } from '@cloudflare/workers-types';
import type { Language } from './language.ts';

export interface Env {
  DB: D1Database;
  /** "true" (or 1, yes, on) makes every API call answer 503, as the real upstream does in maintenance. */
  MAINTENANCE?: string;
  /** The origin that image and map URLs are built on; the request's own origin when empty. */
  PUBLIC_URL?: string;
  /** Bearer token of the write endpoint (a secret); writes are refused while it is unset. */
  ADMIN_TOKEN?: string;
  /** The site's purge endpoint and its token: called after a product changes. */
  SITE_PURGE_URL?: string;
  SITE_PURGE_TOKEN?: string;
}

export interface AppVariables {
  language: Language;
  origin: string;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
