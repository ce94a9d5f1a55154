// npm run dev: the reference API as in `npm start`, and the site from Vite's dev server with
// hot reload. Same variables as scripts/start.ts.
import { createServer } from 'vite';
import { buildApi, ROOT, startStack } from '../build/local-stack.ts';
import { stopOnSignals } from './signals.ts';

const upstreamUrl = process.env.UPSTREAM_URL || undefined;
if (!upstreamUrl) await buildApi();
const stack = await startStack({
  site: false,
  upstreamUrl,
  apiPort: Number(process.env.API_PORT || 8788),
  port: Number(process.env.PORT || 8787),
  persistDir: process.env.PERSIST_DIR || undefined,
  purgeToken: process.env.PURGE_TOKEN || undefined,
  adminToken: process.env.ADMIN_TOKEN || undefined,
});
// vite.config.ts hands these to the Worker.
process.env.UPSTREAM_URL = stack.upstreamUrl;
// Miniflare would fetch Request.cf's data from Cloudflare; its built-in placeholder serves here.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false';
process.env.PURGE_TOKEN = stack.purgeToken;
const server = await createServer({
  root: ROOT,
  server: { host: '127.0.0.1', port: Number(process.env.PORT || 8787), strictPort: true },
});
await server.listen();
stopOnSignals(async () => {
  await server.close();
  await stack.close();
});
if (stack.apiUrl) console.log(`Reference catalogue API: ${stack.apiUrl}/api/`);
server.printUrls();
