// The quote list's route: POST /{lang}/quote, sent by the quote page's script (the list lives in the
// browser; without JavaScript a product's own inquiry on the contact page still works), the contact
// form's way (worker/contact/send.ts) once each line is checked against the catalogue. Answers are JSON.
import { Hono } from 'hono';
import { createDataApi } from '../../shared/data/api.ts';
import { translate } from '../../shared/i18n/intl.ts';
import { QUOTE_PATH } from '../../shared/urls.ts';
import { checkLines, noteRoom, quoteMessage } from '../contact/quote.ts';
import { contactPost } from '../contact/send.ts';
import type { WorkerEnv } from '../core/env.ts';
import { log } from '../core/log.ts';
import { sameOrigin } from '../middleware/same-origin.ts';

export const quote = new Hono<WorkerEnv>();

const handler = contactPost(
  async (c, _language, result, status, headers) => c.json(result, status as 200, headers),
  async (c, language, { values, lines }, errors) => {
    // Every product once, with its price as the catalogue has it now (from the cache when fresh).
    const all = await createDataApi(c.get('dataSource'), language).allProducts().catch(String);
    if (typeof all === 'string') {
      log('error', `Quote list not checked: the catalogue could not be read (${all})`);
      return { result: { status: 'failed', values, errors: { ...errors, non_field_errors: [translate(language, 'contact.error.failed')] } }, status: 502 };
    }
    const catalogue = new Map(all.results.map((product) => [product.slug, product]));
    const checked = checkLines(lines, catalogue, language);
    if (!checked.ok) {
      return { result: { status: 'invalid', values, errors: { ...errors, non_field_errors: [checked.general] }, lines: checked.lines }, status: 400 };
    }
    const room = noteRoom(checked.lines, language);
    if (values.message.length > room) errors.message = [translate(language, 'contact.error.maxLength', { max: Math.max(0, room) })];
    return { ...values, message: quoteMessage(checked.lines, values.message, language) };
  },
);

quote.post(`/:lang/${QUOTE_PATH}`, sameOrigin, handler);
