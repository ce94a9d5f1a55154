// The contact form's route: POST /{lang}/contact. Cross-site posts (sameOrigin), unreadable
// bodies, bots (honeypot, Turnstile) and floods (the per-address rate limit) are turned away; the
// upstream's rules are checked here, so obvious errors never leave the Worker; then the five fields
// go to the upstream (worker/contact/send.ts, worker/contact/delivery.ts). When the upstream cannot
// take a valid contact message, it is queued and the visitor is told it was sent. Answers: worker/contact/answer.ts.
import { Hono } from 'hono';
import { emptyValues } from '../../shared/contact/rules.ts';
import { translate, type MessageKey } from '../../shared/i18n/intl.ts';
import { CONTACT_PATH } from '../../shared/urls.ts';
import { answer } from '../contact/answer.ts';
import { readForm } from '../contact/read-form.ts';
import { sendContact } from '../contact/send.ts';
import { validateContact } from '../contact/validate.ts';
import type { WorkerEnv } from '../core/env.ts';
import { sameOrigin } from '../middleware/same-origin.ts';

export const contact = new Hono<WorkerEnv>();

contact.post(`/:lang/${CONTACT_PATH}`, sameOrigin, async (c) => {
  const language = c.get('language');
  if (!language) return c.text('Not Found', 404);
  const refusal = (key: MessageKey) => ({ non_field_errors: [translate(language, key)] });
  const read = await readForm(c.req.raw);
  if (!read.ok) return answer(c, language, { status: 'refused', values: emptyValues(), errors: refusal(read.key) }, read.status);
  const { values } = read;
  // A bot that filled the hidden field learns nothing: it gets the same answer as a person.
  if (read.honeypot !== '') return answer(c, language, { status: 'sent' }, 200);
  const errors = validateContact(values, language);
  if (Object.keys(errors).length > 0) return answer(c, language, { status: 'invalid', values, errors }, 400);
  return sendContact(c, language, { values, contact: values, turnstile: read.turnstile }, (result, status, headers) =>
    answer(c, language, result, status, headers),
  );
});

contact.on(['PUT', 'PATCH', 'DELETE'], `/:lang/${CONTACT_PATH}`, (c) => {
  c.header('Allow', 'GET, POST');
  return c.text('Method Not Allowed', 405);
});
