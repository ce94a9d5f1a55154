// npm run deploy -- --check and -- --preview against the stand-in wrangler
// (tests/support/wrangler-stand-in.ts): what the preflight reads and says without changing
// anything, and a pull request's preview that leaves production as it is.
import { describe, expect, it } from 'vitest';
import { checkDeploy } from '../../build/deploy-check.ts';
import { deploy, DeployStop } from '../../build/deploy-plan.ts';
import { uploadPreview } from '../../build/deploy-preview.ts';
import { pretendAccount, REFERENCE_API, SITE } from '../support/wrangler-stand-in.ts';

const BUILD = { [SITE]: 'site-build-1', [REFERENCE_API]: 'api-build-1' };
/** Commands that change the account. */
const CHANGING = /^(deploy |versions upload|secret put|d1 migrations apply|d1 execute|kv namespace (create|delete)|queues create)/;

async function deployed() {
  const account = pretendAccount();
  await deploy(account.run, {
    env: {},
    log: () => {},
    token: () => 'generated-Lk3Jh8Gf5Ds2',
    kept: {},
    keep: () => 'kept',
    api: account.api,
    fingerprints: BUILD,
    assetPaths: ['/assets/*'],
    purge: async () => '',
    fetch: account.fetch,
    uploaded: {},
    keepUploaded: () => 'kept',
  });
  account.calls.length = 0;
  account.secretFiles.length = 0;
  return account;
}

describe('npm run deploy -- --check', () => {
  it('on a fresh account lists what the deploy would create, and changes nothing', async () => {
    const account = pretendAccount();
    const { lines, stops } = await checkDeploy(account.run, {
      env: { PURGE_TOKEN: 'from-env-Xy7Wq2Rt9' },
      kept: {},
      api: account.api,
      fingerprints: BUILD,
      fetch: account.fetch,
      uploaded: {},
    });
    expect(stops).toEqual([]);
    expect(lines).toEqual([
      'Account: a1b2c3 "Acme" (the only one this login sees).',
      'workers.dev subdomain: acme.workers.dev.',
      'Plan: Workers Free (daily limits: docs/caching.md, "What a day costs").',
      'Images: Images Free: 5,000 unique transformations a month, then new ones fail (docs/images.md).',
      'Workers Cache: on for the site ([cache] enabled in wrangler.toml); its purges are rate-limited per account (docs/caching.md, "Workers Cache").',
      `${REFERENCE_API}: would be created; would set ADMIN_TOKEN (generated and kept in .deploy-secrets.env), SITE_PURGE_TOKEN (from the environment).`,
      "D1 database hesabpos-catalog: would be created by the reference API's deploy, then migrated.",
      "KV namespace hesabpos-site-cache: would be created by the site's deploy.",
      "Queues: hesabpos-contact, hesabpos-contact-dead, hesabpos-purge, hesabpos-search, hesabpos-images would be created by the site's deploy.",
      "hesabpos-assets: not deployed without SITE_ORIGIN; the site Worker serves the build's files (billed while its Workers Caching is on).",
      "Media bucket hesabpos-media: every photo the reference API's catalogue names would be made and uploaded once it is deployed.",
      `${SITE}: would be created; would set PURGE_TOKEN (from the environment), DEBUG_TOKEN (generated and kept in .deploy-secrets.env).`,
      'Would stop on: nothing. Nothing was changed.',
    ]);
    expect(account.calls.filter((call) => CHANGING.test(call))).toEqual([]);
  });

  it('after a deploy, finds everything in place and unchanged', async () => {
    const account = await deployed();
    const { lines } = await checkDeploy(account.run, {
      env: {},
      kept: { PURGE_TOKEN: 'kept-Lk3Jh8Gf5Ds2' },
      api: account.api,
      fingerprints: BUILD,
      fetch: account.fetch,
      uploaded: {},
    });
    expect(lines).toContain(`${REFERENCE_API}: unchanged (its live version is this build).`);
    expect(lines).toContain(`${SITE}: unchanged (its live version is this build).`);
    expect(lines).toContain('D1 database hesabpos-catalog: exists; no migration pending.');
    expect(lines).toContain('Queues: all five exist.');
    const changed = await checkDeploy(account.run, {
      env: {},
      kept: {},
      api: account.api,
      fingerprints: { ...BUILD, [SITE]: 'site-build-2' },
      fetch: account.fetch,
      uploaded: {},
    });
    expect(changed.lines).toContain(`${SITE}: would deploy this build (its live version is another).`);
    expect(account.calls.filter((call) => CHANGING.test(call))).toEqual([]);
  });

  it('names every stop the deploy would meet: no subdomain, a secret CI lacks', async () => {
    const account = pretendAccount({ subdomain: undefined });
    const { stops, lines } = await checkDeploy(account.run, {
      env: { CI: 'true' },
      kept: {},
      api: account.api,
      fingerprints: BUILD,
      fetch: account.fetch,
      uploaded: {},
    });
    expect(stops).toHaveLength(2);
    expect(stops[0]).toMatch(/^PURGE_TOKEN, DEBUG_TOKEN, ADMIN_TOKEN not set: in CI/);
    expect(stops[1]).toMatch(/^The Cloudflare account has no workers.dev subdomain yet.*https:\/\/dash\.cloudflare\.com\/a1b2c3\/workers\/onboarding/);
    expect(lines.at(-1)).toBe('Would stop on (2), nothing was changed:');
  });
});

describe('npm run deploy -- --check, the build files’ Worker', () => {
  it('with SITE_ORIGIN names the host its routes need as a zone; with a SITE_ORIGIN that is no origin, a stop', async () => {
    const account = pretendAccount();
    const good = await checkDeploy(account.run, {
      env: { SITE_ORIGIN: 'https://www.hesabpos.az' },
      kept: {},
      api: account.api,
      fingerprints: BUILD,
      fetch: account.fetch,
      uploaded: {},
    });
    expect(good.lines).toContain(
      "hesabpos-assets: the build's files on www.hesabpos.az, by zone routes (www.hesabpos.az must be a zone of this account: the site's custom domain).",
    );
    const bad = await checkDeploy(account.run, {
      env: { SITE_ORIGIN: 'www.hesabpos.az' },
      kept: {},
      api: account.api,
      fingerprints: BUILD,
      fetch: account.fetch,
      uploaded: {},
    });
    expect(bad.stops).toContainEqual(expect.stringMatching(/^SITE_ORIGIN \(www\.hesabpos\.az\) is not an origin/));
    expect(account.calls.filter((call) => CHANGING.test(call))).toEqual([]);
  });
});

describe('npm run deploy -- --preview', () => {
  it('uploads the site as a version with its preview URLs, and production keeps serving the live version', async () => {
    const account = await deployed();
    const live = account.workers.get(SITE)!.live;
    const urls = await uploadPreview(account.run, { env: {}, api: account.api, alias: 'pr-42', fingerprint: 'site-build-2' });
    expect(urls.aliasUrl).toBe(`https://pr-42-${SITE}.acme.workers.dev`);
    expect(urls.url).toMatch(new RegExp(`^https://[\\w-]{8}-${SITE}\\.acme\\.workers\\.dev$`));
    expect(account.workers.get(SITE)!.live).toBe(live);
    expect(account.calls.filter((call) => CHANGING.test(call))).toEqual([
      expect.stringMatching(
        new RegExp(`^versions upload --var UPSTREAM_URL:https://${REFERENCE_API}\\.acme\\.workers\\.dev/api --preview-alias pr-42 --tag build-`),
      ),
    ]);
    expect(account.secretFiles).toEqual([]);
  });

  it('stops when the site was never deployed, or the alias is not a name', async () => {
    const fresh = pretendAccount();
    await expect(uploadPreview(fresh.run, { env: {}, api: fresh.api, alias: 'pr-42', fingerprint: 'x' })).rejects.toThrow(/^hesabpos-site is not deployed yet/);
    await expect(uploadPreview(fresh.run, { env: {}, api: fresh.api, alias: 'PR 42', fingerprint: 'x' })).rejects.toBeInstanceOf(DeployStop);
    expect(fresh.calls.filter((call) => CHANGING.test(call))).toEqual([]);
  });
});
