// One wrangler command of `npm run deploy` and the one line that stops the deploy when it fails:
// what to run or open next, with wrangler's own error lines (escape codes removed, detail kept)
// shown above it. The messages matched are wrangler 4.151's (node_modules/wrangler/wrangler-dist/cli.js).
import { errorCode, errorLines, type RunResult } from './wrangler-output.ts';

/** One wrangler command, run to its end with its output captured (non-interactive: no prompts). */
export type Run = (args: string[], options?: { secrets?: Record<string, string> }) => RunResult;

export const AGAIN = 'then run npm run deploy again';

/** A deploy that cannot go on: `message` is the one line to show, `detail` wrangler's error lines. */
export class DeployStop extends Error {
  readonly detail: string[];
  constructor(message: string, detail: string[] = []) {
    super(message);
    this.detail = detail;
  }
}

export const NOT_LOGGED_IN = `run npx wrangler login, or set CLOUDFLARE_API_TOKEN (in CI: the repository secret; docs/operations.md, "Deploying from CI"), ${AGAIN}`;

/** Where a fresh account registers its workers.dev subdomain (cli.js getRegistrationDeclinedError). */
export const onboardingUrl = (accountId: string) => `https://dash.cloudflare.com/${accountId}/workers/onboarding`;

export const subdomainStop = (url: string, detail: string[] = []) =>
  new DeployStop(
    `The Cloudflare account has no workers.dev subdomain yet, which both Workers' addresses need: open ${url} (or Workers & Pages → "Your subdomain"), type a name (it becomes <name>.workers.dev and must be free across Cloudflare) and confirm it, ${AGAIN}.`,
    detail,
  );

/** The stop for a failed command, by what wrangler said. */
export function failure(what: string, result: RunResult): DeployStop {
  const detail = errorLines(result);
  const text = detail.join('\n');
  const code = errorCode(result);
  // cli.js requireAuth (about line 133761); 10000: the API's authentication error.
  if (code === 10000 || /non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN|Not logged in|not authenticated/i.test(text)) {
    return new DeployStop(`Not logged in to Cloudflare (${what}): ${NOT_LOGGED_IN}.`, detail);
  }
  // cli.js getOrSelectAccountId (about line 133713): the accounts are listed in the detail.
  if (/More than one account available/.test(text)) {
    return new DeployStop(
      `${what}: this login sees more than one Cloudflare account; set CLOUDFLARE_ACCOUNT_ID to the id of the one to deploy to (listed above; in CI the repository secret), ${AGAIN}.`,
      detail,
    );
  }
  // cli.js getRegistrationDeclinedError (about line 164790): the onboarding URL is the next line.
  if (/register a workers\.dev subdomain/.test(text)) {
    const url = text.match(/https:\/\/dash\.cloudflare\.com\/\S+\/workers\/onboarding/)?.[0] ?? 'https://dash.cloudflare.com';
    return subdomainStop(url, detail);
  }
  if (/already (exists|taken|in use)|already has a consumer/i.test(text)) {
    return new DeployStop(
      `${what}: a name in the config is taken by another resource of the account (${reason(detail)}); rename it in the wrangler.toml or delete the other one in the dashboard, ${AGAIN}.`,
      detail,
    );
  }
  const codeNote = code ? ` [code: ${code}]` : '';
  return new DeployStop(
    `${what} failed (${reason(detail)}${codeNote && !reason(detail).includes(codeNote) ? codeNote : ''}): fix what wrangler says above, ${AGAIN}; what is done stays done.`,
    detail,
  );
}

/** The one line of wrangler's error that says most: the API's own message (with its code) first. */
function reason(detail: string[]): string {
  return detail.find((line) => /\[code: \d+\]/.test(line)) ?? detail[0] ?? 'no output';
}

/** Runs a command; its result, or the stop when it failed. */
export function step(run: Run, what: string, args: string[], options?: { secrets?: Record<string, string> }): RunResult {
  const result = run(args, options);
  if (result.status !== 0) throw failure(what, result);
  return result;
}

/** The JSON a command printed on stdout (after any banner of wrangler's own). */
export function jsonOf<T>(result: RunResult, command: string): T {
  const text = result.stdout;
  const start = text.search(/[[{]/);
  const end = Math.max(text.lastIndexOf('}'), text.lastIndexOf(']'));
  try {
    return JSON.parse(text.slice(start, end + 1)) as T;
  } catch {
    throw new DeployStop(`npx wrangler ${command} printed no JSON: run it to see why, ${AGAIN}.`);
  }
}
