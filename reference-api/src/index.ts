// The reference catalogue API: the contract of the company's upstream (Django REST Framework
// style) on D1, so that the site runs and is tested with nothing else. See README.md.
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from './env.ts';
import { detail, notFound } from './http.ts';
import { negotiateLanguage } from './language.ts';
import { admin } from './routes/admin.ts';
import { categories } from './routes/categories.ts';
import { content } from './routes/content.ts';
import { messages } from './routes/messages.ts';
import { products } from './routes/products.ts';

const RETRY_AFTER_SECONDS = '120';
const ENABLED = new Set(['1', 'true', 'yes', 'on']);

const api = new Hono<AppEnv>({ strict: false });

api.use('*', async (c, next) => {
  if (ENABLED.has((c.env.MAINTENANCE ?? '').trim().toLowerCase())) {
    c.header('Retry-After', RETRY_AFTER_SECONDS);
    return detail(c, 503, 'Service temporarily unavailable, try again later.');
  }
  const language = negotiateLanguage(c.req.header('accept-language'));
  c.set('language', language);
  await next();
  c.header('Content-Language', language);
  c.header('Vary', 'Accept-Language');
});

// Every GET answer carries an ETag, a hash of its body (so of its language too), and a GET with
// a matching If-None-Match gets a bodiless 304: the site's cache then refreshes without a write.
api.use('*', etag());

api.route('/', admin);
api.route('/products', products);
api.route('/categories', categories);
api.route('/', content);
api.route('/', messages);

const app = new Hono<AppEnv>({ strict: false });

app.use('*', async (c, next) => {
  c.set('origin', (c.env.PUBLIC_URL || new URL(c.req.url).origin).replace(/\/+$/, ''));
  await next();
});

app.route('/api', api);
app.get('/', (c) => c.redirect('/api/products/'));
app.notFound((c) => notFound(c));
app.onError((error, c) => {
  console.error(JSON.stringify({ level: 'error', message: error.message, path: new URL(c.req.url).pathname }));
  return detail(c, 500, 'A server error occurred.');
});

export default app;
