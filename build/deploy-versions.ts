// Whether a Worker already runs what a deploy would upload, so that a second `npm run deploy`
// right after a first makes no new version. Each deploy tags its version (`wrangler deploy --tag`)
// with a hash of what it deploys (scripts/deploy.ts) and the variables given on the command line;
// the version that serves all traffic carries that tag when nothing changed since.
import { createHash } from 'node:crypto';
import { jsonOf, type Run } from './deploy-steps.ts';

/** The tag of a build with these `--var` pairs (short: the API keeps it as an annotation). */
export function versionTag(fingerprint: string, vars: string[]): string {
  return `build-${createHash('sha256')
    .update([fingerprint, ...vars].join('\n'))
    .digest('hex')
    .slice(0, 20)}`;
}

/**
 * The tag of the version serving all of the Worker's traffic, or undefined (none, a split
 * deployment, or a version without one). `deployments status --json` prints the latest
 * deployment (cli.js deploymentsStatusCommand, about line 360395), `versions view --json` the
 * version with its annotations (versionsViewCommand, about line 361307).
 */
export function deployedTag(run: Run, config: string[]): string | undefined {
  const status = run(['deployments', 'status', '--json', ...config]);
  if (status.status !== 0) return undefined;
  const { versions } = jsonOf<{ versions?: { version_id: string; percentage: number }[] }>(status, 'deployments status --json');
  const [only] = versions ?? [];
  if (!only || versions?.length !== 1 || only.percentage !== 100) return undefined;
  const view = run(['versions', 'view', only.version_id, '--json', ...config]);
  if (view.status !== 0) return undefined;
  return jsonOf<{ annotations?: Record<string, string> }>(view, 'versions view --json').annotations?.['workers/tag'];
}
