// The contact form's route: POST /{lang}/contact, the path every contact message takes
// (worker/contact/send.ts) behind the cross-site check (sameOrigin). The answer is in the form the
// visitor's browser asked for: JSON for the page's script (Accept: application/json); for a form
// posted without JavaScript, a 303 to /{lang}/contact?sent=1 after success (post/redirect/get: a
// reload sends nothing twice), else the contact page itself with the form's errors and values.
import { Hono } from 'hono';
import { CONTACT_PATH, pagePath } from '../../shared/urls.ts';
import { contactPost } from '../contact/send.ts';
import { publicOrigin } from '../core/config.ts';
import type { WorkerEnv } from '../core/env.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import { renderPage } from '../render/render.tsx';

export const contact = new Hono<WorkerEnv>();

const answer = contactPost(async (c, language, result, status, headers) => {
  if ((c.req.header('accept') ?? '').includes('application/json')) return c.json(result, status as 200, headers);
  if (result.status === 'sent') return c.redirect(`${pagePath(language, CONTACT_PATH)}?sent=1`, 303);
  // The contact page's own address, rendered with the result for its loader to hand to the form.
  const url = new URL(pagePath(language, CONTACT_PATH), publicOrigin(c.env, c.req.url));
  const request = new Request(url, { headers: { 'User-Agent': c.req.header('user-agent') ?? '' } });
  const page = await renderPage(c, request, language, { contactResult: result });
  for (const [name, value] of Object.entries(headers)) page.headers.set(name, value);
  // Field errors are a normal answer for a page (200); a refused body or a failed upstream keep their status.
  const pageStatus = page.status >= 500 && status < 500 ? page.status : result.status === 'invalid' ? 200 : status;
  return new Response(page.body, { status: pageStatus, headers: page.headers });
});

contact.post(`/:lang/${CONTACT_PATH}`, sameOrigin, answer);

contact.on(['PUT', 'PATCH', 'DELETE'], `/:lang/${CONTACT_PATH}`, (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, POST' }));
