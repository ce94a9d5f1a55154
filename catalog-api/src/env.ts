import type { D1Database } from '@cloudflare/workers-types';
import type { Language } from './language.ts';

export interface Env {
  DB: D1Database;
  /** "true" (or 1, yes, on) makes every API call answer 503, as the real upstream does in maintenance. */
  MAINTENANCE?: string;
  /** The origin that image and map URLs are built on; the request's own origin when empty. */
  PUBLIC_URL?: string;
}

export interface AppVariables {
  language: Language;
  origin: string;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
