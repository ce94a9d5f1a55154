import type { Fetcher } from '@cloudflare/workers-types';

export interface Env {
  /** Base URL of the catalogue API, ending in /api (e.g. https://api.example.az/api). */
  UPSTREAM_URL: string;
  ASSETS: Fetcher;
}

export type WorkerEnv = { Bindings: Env };
