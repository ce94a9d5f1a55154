// Which Cloudflare account `npm run deploy` works on, and its workers.dev subdomain, read before
// anything is made: a login that sees several accounts, or an account without a subdomain, stops
// here with what to do rather than halfway through a deploy.
import { AGAIN, DeployStop, failure, jsonOf, NOT_LOGGED_IN, onboardingUrl, type Run, subdomainStop } from './deploy-steps.ts';

export interface Account {
  id: string;
  name: string;
}

/** `wrangler whoami --json` (cli.js `async function whoami`, about line 356970). */
interface WhoAmI {
  loggedIn: boolean;
  accounts?: Account[];
}

/** A Cloudflare API answer (the v4 envelope). */
export interface ApiAnswer {
  success: boolean;
  result?: unknown;
  errors?: { code: number; message: string }[];
}

/** GETs a path of the Cloudflare API (https://api.cloudflare.com/client/v4) with wrangler's login. */
export type Api = (path: string) => Promise<ApiAnswer>;

/** The account to deploy to: CLOUDFLARE_ACCOUNT_ID's, else the login's only one. */
export function chooseAccount(run: Run, env: Record<string, string | undefined>): Account {
  const result = run(['whoami', '--json']);
  // Not logged in, --json prints {"loggedIn":false} and exits with 1 (cli.js, about line 356973).
  if (/"loggedIn":\s*false/.test(result.stdout)) throw new DeployStop(`Not logged in to Cloudflare: ${NOT_LOGGED_IN}.`);
  if (result.status !== 0) throw failure('Reading the Cloudflare login', result);
  const accounts = jsonOf<WhoAmI>(result, 'whoami --json').accounts ?? [];
  // In CI wrangler itself redacts the accounts' names (cli.js getOrSelectAccountId); so does this.
  const list = accounts.map(({ id, name }) => (env.CI ? id : `${id} "${name}"`)).join(', ');
  const wanted = env.CLOUDFLARE_ACCOUNT_ID?.trim();
  if (wanted) {
    const found = accounts.find(({ id }) => id === wanted);
    if (found) return found;
    throw new DeployStop(
      `CLOUDFLARE_ACCOUNT_ID (${wanted}) is not an account this login sees (${list || 'none'}): set it to one of those, or log in to that account (npx wrangler login, or its CLOUDFLARE_API_TOKEN), ${AGAIN}.`,
    );
  }
  if (accounts.length === 1) return accounts[0]!;
  if (accounts.length === 0) {
    throw new DeployStop(`This login sees no Cloudflare account: give the API token access to one (Account Resources), or run npx wrangler login, ${AGAIN}.`);
  }
  throw new DeployStop(
    `This login sees ${accounts.length} Cloudflare accounts (${list}): set CLOUDFLARE_ACCOUNT_ID to the id of the one to deploy to (in CI: the repository secret), ${AGAIN}.`,
  );
}

/**
 * The account's workers.dev subdomain ("acme.workers.dev"). The API answers 10007 when there is
 * none, as wrangler reads it (cli.js getWorkersDevSubdomainInternal, about line 164690).
 */
export async function workersSubdomain(api: Api, accountId: string): Promise<string> {
  const answer = await api(`/accounts/${accountId}/workers/subdomain`);
  const subdomain = (answer.result as { subdomain?: string } | undefined)?.subdomain;
  if (answer.success && subdomain) return `${subdomain}.workers.dev`;
  const error = answer.errors?.[0];
  if (error?.code === 10007 || (answer.success && !subdomain)) throw subdomainStop(onboardingUrl(accountId));
  if (error?.code === 10000) throw new DeployStop(`Not logged in to Cloudflare (reading the workers.dev subdomain): ${NOT_LOGGED_IN}.`);
  throw new DeployStop(
    `Reading the account's workers.dev subdomain failed (${error ? `${error.message} [code: ${error.code}]` : 'no answer'}): check the login's permissions (Workers Scripts: Edit), ${AGAIN}.`,
  );
}
