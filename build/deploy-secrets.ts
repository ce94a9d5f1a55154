// The Workers' secrets as `npm run deploy` sets them: only through wrangler's secrets file
// (`wrangler deploy --secrets-file`), never as `vars` (plain text in the built wrangler.json, in
// wrangler's log and in the dashboard) and never printed. A value comes from the environment
// (CI), else from the file where an earlier run kept what it generated, else it is generated and
// kept there (git ignores it; only its owner may read it). CI never generates one.
import { AGAIN, DeployStop } from './deploy-steps.ts';

export const SITE = 'hesabpos-site';
export const REFERENCE_API = 'hesabpos-reference-api';

/** Each Worker's secrets and the variable that gives the value (SITE_PURGE_TOKEN is PURGE_TOKEN's). */
export const SECRETS = {
  [SITE]: { PURGE_TOKEN: 'PURGE_TOKEN', DEBUG_TOKEN: 'DEBUG_TOKEN' },
  [REFERENCE_API]: { ADMIN_TOKEN: 'ADMIN_TOKEN', SITE_PURGE_TOKEN: 'PURGE_TOKEN' },
} as const;
export type Worker = keyof typeof SECRETS;
export const VARIABLES = ['PURGE_TOKEN', 'DEBUG_TOKEN', 'ADMIN_TOKEN'] as const;
type Variable = (typeof VARIABLES)[number];

/** The kept file, relative to the repository (.gitignore names it). */
export const KEPT_FILE = '.deploy-secrets.env';

/** token68 (RFC 7235), as a Bearer token is sent; 16 characters at the least. */
const TOKEN = /^[A-Za-z0-9._~+/-]{16,}=*$/;

export interface SecretSources {
  env: Record<string, string | undefined>;
  /** Values an earlier run generated and kept. */
  kept: Record<string, string>;
  /** A new value. */
  token: () => string;
}

export class SecretValues {
  readonly generated: Partial<Record<Variable, string>> = {};
  private readonly sources: SecretSources;
  constructor(sources: SecretSources) {
    this.sources = sources;
    const { env } = sources;
    // Named, never shown: a malformed value is still someone's secret.
    for (const name of VARIABLES) {
      const value = env[name];
      if (value !== undefined && value !== '' && !TOKEN.test(value)) {
        throw new DeployStop(
          `${name} in the environment is not a usable token (at least 16 letters, digits or - . _ ~ + /, no spaces or line breaks): set it again, e.g. to the output of node -e "console.log(crypto.randomBytes(24).toString('base64url'))", ${AGAIN}.`,
        );
      }
    }
    const missing = VARIABLES.filter((name) => !env[name]);
    if (env.CI && missing.length > 0) {
      throw new DeployStop(
        `${missing.join(', ')} not set: in CI every secret comes from the repository's secrets (Settings → Secrets and variables → Actions; docs/operations.md, "Deploying from CI"), never generated where a log could show it; nothing was changed.`,
      );
    }
  }

  /** A known value (environment, then kept), without generating one. */
  known(name: Variable): string | undefined {
    return this.sources.env[name] || this.sources.kept[name] || this.generated[name];
  }

  value(name: Variable): string {
    const found = this.known(name);
    if (found) return found;
    const made = this.sources.token();
    this.generated[name] = made;
    return made;
  }

  /** The secrets file's content for the secrets a Worker lacks. */
  forWorker(worker: Worker, has: Set<string>): Record<string, string> {
    return Object.fromEntries(
      Object.entries(SECRETS[worker])
        .filter(([name]) => !has.has(name))
        .map(([name, variable]) => [name, this.value(variable)]),
    );
  }
}

/** A .env file's assignments (the kept file's format). */
export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = line.match(/^([A-Z_][A-Z0-9_]*)=(.*)$/);
    if (match) values[match[1]!] = match[2]!.trim();
  }
  return values;
}
