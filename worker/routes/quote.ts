// The quote list's route: POST /{lang}/quote, sent by the quote page's script (the list lives in
// the browser, so the page needs JavaScript; without it a product's own inquiry on the contact
// page still works). It goes the contact form's way (worker/contact/send.ts): the same checks of
// the visitor's fields, the same rate limit, Turnstile and durable queue. Each line is checked
// against the catalogue first; the company gets the catalogue's prices in a table. Answers are
// JSON (shared/contact/quote-rules.ts's QuoteResult), never kept by any cache.
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { QuoteResult } from '../../shared/contact/quote-rules.ts';
import { emptyValues } from '../../shared/contact/rules.ts';
import { createDataApi } from '../../shared/data/api.ts';
import type { ProductSummary } from '../../shared/data/types.ts';
import { translate } from '../../shared/i18n/intl.ts';
import { QUOTE_PATH } from '../../shared/urls.ts';
import { checkLines, noteRoom, quoteMessage } from '../contact/quote.ts';
import { readForm } from '../contact/read-form.ts';
import { sendContact } from '../contact/send.ts';
import { validateContact } from '../contact/validate.ts';
import type { WorkerEnv } from '../core/env.ts';
import { log } from '../core/log.ts';
import { sameOrigin } from '../middleware/same-origin.ts';

export const quote = new Hono<WorkerEnv>();

const respond = (c: Context<WorkerEnv>, result: QuoteResult, status: number, headers: Record<string, string> = {}) =>
  c.json(result, status as 200, { 'Cache-Control': 'no-store', ...headers });

quote.post(`/:lang/${QUOTE_PATH}`, sameOrigin, async (c) => {
  const language = c.get('language');
  if (!language) return c.text('Not Found', 404);
  const read = await readForm(c.req.raw);
  if (!read.ok) return respond(c, { status: 'refused', values: emptyValues(), errors: { non_field_errors: [translate(language, read.key)] } }, read.status);
  const { values } = read;
  if (read.honeypot !== '') return respond(c, { status: 'sent' }, 200);
  const errors = validateContact(values, language);
  // Every product once, with its price as the catalogue has it now (from the cache when fresh).
  let catalogue: Map<string, ProductSummary>;
  try {
    const all = await createDataApi(c.get('dataSource'), language).allProducts();
    catalogue = new Map(all.results.map((product) => [product.slug, product]));
  } catch (error) {
    log('error', `Quote list not checked: the catalogue could not be read (${String(error)})`);
    return respond(c, { status: 'failed', values, errors: { ...errors, non_field_errors: [translate(language, 'contact.error.failed')] } }, 502);
  }
  const checked = checkLines(read.lines, catalogue, language);
  if (!checked.ok) {
    return respond(c, { status: 'invalid', values, errors: { ...errors, non_field_errors: [checked.general] }, lines: checked.lines }, 400);
  }
  const room = noteRoom(checked.lines, language);
  if (values.message.length > room) errors.message = [translate(language, 'contact.error.maxLength', { max: Math.max(0, room) })];
  if (Object.keys(errors).length > 0) return respond(c, { status: 'invalid', values, errors }, 400);
  const contact = { ...values, message: quoteMessage(checked.lines, values.message, language) };
  return sendContact(c, language, { values, contact, turnstile: read.turnstile }, (result, status, headers) => respond(c, result, status, headers));
});
