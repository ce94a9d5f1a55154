// No secret reaches a built file or the deploy's log: `npm run deploy -- --dry-run` (which builds
// first) runs with every secret set in its environment, then dist/ and the deploy's redirect file
// are searched for each value and for every 8-character run of one. Runs after every other
// project (vite.config.ts test.projects): it builds dist/ again.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const SECRETS = ['PURGE_TOKEN', 'DEBUG_TOKEN', 'ADMIN_TOKEN', 'TURNSTILE_SECRET_KEY', 'CLOUDFLARE_API_TOKEN'] as const;

function files(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every run of 8 characters of a value (what wrangler's 37-character cut or a log mask leaves). */
const runsOf = (value: string) => Array.from({ length: value.length - 7 }, (_, start) => value.slice(start, start + 8));

describe('a build with every secret in the environment', () => {
  it('writes none of them, nor 8 characters of one, into dist/ or the deploy log', () => {
    const secrets = Object.fromEntries(SECRETS.map((name) => [name, randomBytes(18).toString('base64url')]));
    // Not VITEST: vite.config.ts builds as `npm run build` does, with the Cloudflare plugin.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'));
    const started = Date.now();
    const deploy = spawnSync(process.execPath, ['scripts/deploy.ts', '--dry-run'], { cwd: ROOT, encoding: 'utf8', env: { ...env, ...secrets } });
    expect(deploy.status, deploy.stderr).toBe(0);
    const config = join(ROOT, 'dist/hesabpos_site/wrangler.json');
    expect(statSync(config).mtimeMs, 'the build ran').toBeGreaterThanOrEqual(started - 1000);
    expect(JSON.parse(readFileSync(config, 'utf8')).vars).not.toHaveProperty('PURGE_TOKEN');

    const outputs = [
      ...files(join(ROOT, 'dist')).map((file) => ({ file, text: readFileSync(file).toString('latin1') })),
      { file: '.wrangler/deploy/config.json', text: readFileSync(join(ROOT, '.wrangler/deploy/config.json'), 'utf8') },
      { file: 'the deploy log', text: `${deploy.stdout}\n${deploy.stderr}` },
    ];
    expect(outputs.length).toBeGreaterThan(20);
    const found = outputs.flatMap(({ file, text }) =>
      Object.entries(secrets).flatMap(([name, value]) => runsOf(value).flatMap((run) => (text.includes(run) ? [`${name} (${run}) in ${file}`] : []))),
    );
    expect(found).toEqual([]);
  }, 180_000);
});
