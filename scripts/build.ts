// npm run build: the site (Vite + Cloudflare plugin: worker and client), the browser's message
// files, and the reference API.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createBuilder } from 'vite';
import { buildApi, ROOT } from '../build/local-stack.ts';
import { LANGUAGES } from '../shared/constants.ts';
import { provideServerMessages } from '../shared/messages.server.ts';
import { parsedMessages } from '../worker/render/messages.ts';

/**
 * Each language's messages as a static file under the name the Worker gives it, so that Workers
 * Static Assets serves it without running the Worker (worker/routes/messages.ts still answers the
 * names that are not files: an older build's, and every name under `vite dev`).
 */
async function writeMessageFiles(): Promise<void> {
  const folder = join(ROOT, 'dist/client/_messages');
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  provideServerMessages();
  for (const language of LANGUAGES) {
    const { json, path } = parsedMessages(language);
    await writeFile(join(ROOT, 'dist/client', path), json);
  }
}

export async function buildAll(): Promise<void> {
  const builder = await createBuilder({ root: ROOT, logLevel: 'warn' });
  await builder.buildApp();
  await writeMessageFiles();
  await buildApi();
}

if (import.meta.main) {
  await buildAll();
  console.log('Built dist/ (site worker, client assets, message files, reference API).');
}
