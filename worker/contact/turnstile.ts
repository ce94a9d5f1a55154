// Cloudflare Turnstile for the contact form, only while both TURNSTILE_SITE_KEY and
// TURNSTILE_SECRET_KEY are set: the page shows the widget, the contact route checks its token.
import { TURNSTILE_ORIGIN } from '../../shared/contact/rules.ts';
import type { Env } from '../core/env.ts';

const VERIFY_URL = `${TURNSTILE_ORIGIN}/turnstile/v0/siteverify`;

/** Whether Turnstile accepts the token; a token that cannot be checked (network, 5xx) does not pass. */
export async function verifyTurnstile(env: Env, token: string, ip: string | undefined, timeoutMs: number): Promise<boolean> {
  if (token === '') return false;
  const body = new FormData();
  body.set('secret', env.TURNSTILE_SECRET_KEY ?? '');
  body.set('response', token);
  if (ip) body.set('remoteip', ip);
  try {
    const response = await fetch(env.TURNSTILE_VERIFY_URL || VERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(timeoutMs) });
    return response.ok && ((await response.json()) as { success?: unknown }).success === true;
  } catch {
    return false;
  }
}
