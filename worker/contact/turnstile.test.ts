// Turnstile for the contact form against a siteverify stand-in on 127.0.0.1 that answers as
// Cloudflare does for its documented dummy secrets (tests/worker/contact-turnstile.test.ts proves
// the route's wiring on workerd).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../build/fake-upstream.ts';
import { startSiteverifyStub, TURNSTILE_DUMMY } from '../../tests/support/turnstile-stub.ts';
import { turnstileSiteKey } from '../core/config.ts';
import type { Env } from '../core/env.ts';
import { verifyTurnstile } from './turnstile.ts';

let siteverify: Awaited<ReturnType<typeof startSiteverifyStub>>;
let broken: FakeUpstream;
beforeAll(async () => {
  siteverify = await startSiteverifyStub();
  broken = await startFakeUpstream(() => ({ status: 500, raw: 'down' }));
});
afterAll(async () => {
  await siteverify.close();
  await broken.close();
});

const env = (secret: string, url = siteverify.url) =>
  ({ TURNSTILE_SITE_KEY: TURNSTILE_DUMMY.siteKey, TURNSTILE_SECRET_KEY: secret, TURNSTILE_VERIFY_URL: url }) as Partial<Env> as Env;

describe('Turnstile', () => {
  it('is on only while both keys are set', () => {
    expect(turnstileSiteKey(env(TURNSTILE_DUMMY.passingSecret))).toBe(TURNSTILE_DUMMY.siteKey);
    expect(turnstileSiteKey({ TURNSTILE_SITE_KEY: TURNSTILE_DUMMY.siteKey } as Env)).toBeUndefined();
    expect(turnstileSiteKey({ TURNSTILE_SECRET_KEY: TURNSTILE_DUMMY.passingSecret } as Env)).toBeUndefined();
  });

  it('passes a token siteverify accepts, sending the secret, the token and the address', async () => {
    expect(await verifyTurnstile(env(TURNSTILE_DUMMY.passingSecret), TURNSTILE_DUMMY.token, '203.0.113.7', 2000)).toBe(true);
    expect(siteverify.calls.at(-1)).toEqual({ secret: TURNSTILE_DUMMY.passingSecret, response: TURNSTILE_DUMMY.token });
  });

  it('refuses a token siteverify refuses, an empty one without asking, and one it cannot check', async () => {
    expect(await verifyTurnstile(env(TURNSTILE_DUMMY.failingSecret), TURNSTILE_DUMMY.token, undefined, 2000)).toBe(false);
    const asked = siteverify.calls.length;
    expect(await verifyTurnstile(env(TURNSTILE_DUMMY.passingSecret), '', undefined, 2000)).toBe(false);
    expect(siteverify.calls.length).toBe(asked);
    expect(await verifyTurnstile(env(TURNSTILE_DUMMY.passingSecret, `${broken.url}/siteverify`), TURNSTILE_DUMMY.token, undefined, 2000)).toBe(false);
    expect(await verifyTurnstile(env(TURNSTILE_DUMMY.passingSecret, 'http://127.0.0.1:9/siteverify'), TURNSTILE_DUMMY.token, undefined, 2000)).toBe(false);
  });
});
