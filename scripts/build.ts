// npm run build: the site (Vite + Cloudflare plugin: worker and client) and the reference API.
import { createBuilder } from 'vite';
import { buildApi, ROOT } from '../build/local-stack.ts';

export async function buildAll(): Promise<void> {
  const builder = await createBuilder({ root: ROOT, logLevel: 'warn' });
  await builder.buildApp();
  await buildApi();
}

if (import.meta.main) {
  await buildAll();
  console.log('Built dist/ (site worker, client assets, reference API).');
}
