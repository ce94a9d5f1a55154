// The five fields' rules in the Worker, as sentences in the visitor's language; the phone in the
// formats the browser accepts (shared/contact/rules.ts) and in its one spelling for the upstream.
import { describe, expect, it } from 'vitest';
import { emptyValues, MAX_LENGTHS, type ContactValues } from '../../shared/contact/rules.ts';
import { translate } from '../../shared/i18n/intl.ts';
import { provideServerMessages } from '../../shared/messages.server.ts';
import { normalizeContact, validateContact } from './validate.ts';

provideServerMessages();

const valid: ContactValues = { first_name: 'Aysel', last_name: 'Məmmədova', phone: '050 123 45 67', email: 'aysel@example.az', message: 'Salam' };

describe('validateContact', () => {
  it('finds nothing in a complete form, and names each missing required field in each language', () => {
    expect(validateContact(valid, 'az')).toEqual({});
    for (const language of ['az', 'en', 'ru'] as const) {
      const errors = validateContact(emptyValues(), language);
      const required = [translate(language, 'contact.error.required')];
      expect(errors).toEqual({ first_name: required, last_name: required, phone: required, email: required });
    }
  });

  it.each(['+994 51 222 33 44', '050 123 45 67', '051-222-33-44', '+994502223344'])('accepts the phone %s and sends it in one spelling', (phone) => {
    expect(validateContact({ ...valid, phone }, 'en')).toEqual({});
    expect(normalizeContact({ ...valid, phone }).phone).toMatch(/^\+994\d{9}$/);
  });

  it.each(['050 12x 45 67', '12345', '+994 51 222 33 44 55 66'])('refuses the phone %s with the phone sentence', (phone) => {
    expect(validateContact({ ...valid, phone }, 'ru')).toEqual({ phone: [translate('ru', 'contact.error.phone')] });
  });

  it('refuses a field over its length, control characters and a malformed e-mail, each with its sentence', () => {
    expect(validateContact({ ...valid, first_name: 'A'.repeat(MAX_LENGTHS.first_name + 1) }, 'en').first_name).toEqual([
      translate('en', 'contact.error.maxLength', { max: MAX_LENGTHS.first_name }),
    ]);
    expect(validateContact({ ...valid, last_name: 'Ali\u0007' }, 'en').last_name).toEqual([translate('en', 'contact.error.control')]);
    // A contact message may have lines and tabs, not other control characters.
    expect(validateContact({ ...valid, message: 'Line one\nLine\ttwo' }, 'en')).toEqual({});
    expect(validateContact({ ...valid, message: 'Bell\u0007' }, 'en').message).toEqual([translate('en', 'contact.error.messageControl')]);
    expect(validateContact({ ...valid, email: 'aysel@' }, 'az').email).toEqual([translate('az', 'contact.error.email')]);
  });
});
