// A preview of a pull request: the site's build uploaded as a new version of the live Worker
// (`wrangler versions upload`), reachable at its own preview URL and by an alias, serving no
// production traffic: the deployment keeps its version (https://developers.cloudflare.com/workers/versions-and-deployments/preview-urls/).
// It sets no secret (a version keeps the Worker's) and prints none.
import { type Api, chooseAccount, workersSubdomain } from './deploy-account.ts';
import { isDeployed, secretNames } from './deploy-plan.ts';
import { REFERENCE_API, SITE } from './deploy-secrets.ts';
import { DeployStop, type Run, step } from './deploy-steps.ts';
import { versionTag } from './deploy-versions.ts';
import { entryOf } from './wrangler-output.ts';

export interface PreviewOptions {
  env: Record<string, string | undefined>;
  api: Api;
  /** The alias, e.g. "pr-42": lowercase letters, digits and dashes. */
  alias: string;
  fingerprint: string;
}

/** Uploads the preview version; answers its URLs. */
export async function uploadPreview(run: Run, options: PreviewOptions): Promise<{ url: string; aliasUrl?: string }> {
  const { env } = options;
  if (!/^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/.test(options.alias)) {
    throw new DeployStop(`The preview alias "${options.alias}" is not lowercase letters, digits and dashes (at most 32): pass e.g. --preview pr-42.`);
  }
  const account = chooseAccount(run, env);
  const subdomain = await workersSubdomain(options.api, account.id);
  if (!isDeployed(secretNames(run, SITE))) {
    throw new DeployStop(
      `${SITE} is not deployed yet, and a preview is a version of it: run npm run deploy first (a push to main does), then upload the preview again.`,
    );
  }
  // The preview reads the catalogue the live site reads; SITE_ORIGIN is left out, so its links
  // and canonical URLs name the preview's own address.
  // Its images come from the live site's media host, when there is one.
  const vars = [`UPSTREAM_URL:${env.UPSTREAM_URL || `https://${REFERENCE_API}.${subdomain}/api`}`, ...(env.MEDIA_HOST ? [`MEDIA_HOST:${env.MEDIA_HOST}`] : [])];
  const result = step(run, `Uploading the preview ${options.alias}`, [
    'versions',
    'upload',
    ...vars.flatMap((pair) => ['--var', pair]),
    '--preview-alias',
    options.alias,
    '--tag',
    versionTag(options.fingerprint, vars),
    '--message',
    `Preview ${options.alias}`,
  ]);
  // cli.js, about line 181393: the entry names the preview URLs when the Worker has them on.
  const upload = entryOf(result, 'version-upload');
  if (!upload?.preview_url) {
    throw new DeployStop(
      `The preview version ${upload?.version_id ?? ''} was uploaded but has no preview URL: turn on preview URLs (preview_urls = true in wrangler.toml, then npm run deploy), then upload the preview again.`,
    );
  }
  return { url: upload.preview_url, aliasUrl: upload.preview_alias_url };
}
