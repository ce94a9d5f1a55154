// Sending the contact form to a site under test as a browser would, and reading what the
// reference API stored.
import type { Page } from 'playwright-core';
import type { Site } from './site-and-browser.ts';

export type Fields = Record<string, string>;

export const valid = { first_name: 'Əli', last_name: 'Məmmədov', phone: '+994501234567', email: 'ali@example.az', message: 'Salam, qiymət lazımdır.' };

/** Types each field into the contact form of an open page, as a visitor would. */
export async function fillContactForm(page: Page, fields: Fields): Promise<void> {
  for (const [field, value] of Object.entries(fields)) await page.fill(`[name=${field}]`, value);
}

let visitor = 0;
/**
 * What a browser on this site sends with a form: its Origin, and (through Cloudflare) its address.
 * Each call is a new visitor unless `ip` is given, so the per-address limit only counts where a test means it to.
 */
export function from(origin: string, ip = `198.51.100.${++visitor % 250}`): Record<string, string> {
  return { Origin: origin, 'CF-Connecting-IP': ip };
}

export interface PostOptions {
  json?: boolean;
  lang?: string;
  ip?: string;
  origin?: string;
}

export function contactForm(site: Site) {
  return {
    post(language: string, fields: Fields, { json = false, lang = language, ip, origin = site.url }: PostOptions = {}) {
      return fetch(`${site.url}/${lang}/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...from(origin, ip), ...(json ? { Accept: 'application/json' } : {}) },
        body: new URLSearchParams(fields),
      });
    },
    async messages(): Promise<Record<string, unknown>[]> {
      const db = await site.stack.api!.getD1Database('DB');
      return (await db.prepare('SELECT * FROM contact_message ORDER BY id').all()).results as Record<string, unknown>[];
    },
  };
}

/** The contact limiter's period (wrangler.toml, CONTACT_RATE_LIMIT). */
const LIMIT_PERIOD_MS = 60_000;
/** Time enough for a burst of a few posts on a busy machine. */
const BURST_MS = 20_000;

/**
 * Waits, when needed, until a burst of posts fits in one of the contact limiter's windows. Cloudflare's
 * rate limiting (and Miniflare's, which aligns its windows to the clock) counts per period window: a
 * burst that straddles two windows is counted in two, and its sixth post gets through.
 */
export async function startOfALimitWindow(): Promise<void> {
  const into = Date.now() % LIMIT_PERIOD_MS;
  if (into > LIMIT_PERIOD_MS - BURST_MS) await new Promise((resolve) => setTimeout(resolve, LIMIT_PERIOD_MS - into + 100));
}
