// The old image route with Hono's app.request (tests/worker/images.test.ts proves its redirects on
// workerd): with a media host an address it served is a 301 to the variant; anything else is a 404.
import { describe, expect, it } from 'vitest';
import type { Env } from '../core/env.ts';
import { images } from './images.ts';

const env = { UPSTREAM_URL: 'https://api.example.az/api/', MEDIA_HOST: 'https://media.example.az' } as Env;

describe('the old image route', () => {
  it('sends an address it served to the variant, and answers anything else under it with its own 404', async () => {
    const moved = await images.request('/_img/640/media/photos/printer.jpg', {}, env);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toMatch(/^https:\/\/media\.example\.az\//);
    for (const [method, path] of [
      ['POST', '/_img'],
      ['GET', '/_img'],
      ['POST', '/_img/640/media/photos/printer.jpg'],
      ['GET', '/_img/641/media/photos/printer.jpg'],
    ]) {
      const refused = await images.request(path!, { method }, env);
      expect(refused.status, `${method} ${path}`).toBe(404);
      // The route's own refusal, kept a minute like the site's other code-only answers.
      expect(refused.headers.get('cache-control'), `${method} ${path}`).toBe('public, max-age=60');
    }
  });
});
