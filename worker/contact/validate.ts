// The upstream's rules for the five fields (shared/contact/rules.ts), checked in the Worker so that
// obvious errors never leave it; each error is a sentence in the visitor's language.
import {
  CONTACT_FIELDS,
  CONTROL_CHARACTERS,
  EMAIL_PATTERN,
  MAX_LENGTHS,
  MESSAGE_CONTROL_CHARACTERS,
  normalizePhone,
  REQUIRED_FIELDS,
  type ContactErrors,
  type ContactValues,
} from '../../shared/contact/rules.ts';
import type { Language } from '../../shared/constants.ts';
import { translate } from '../../shared/i18n/intl.ts';

/** The values as the upstream gets them: the phone in its one spelling (call after validateContact found nothing). */
export function normalizeContact(values: ContactValues): ContactValues {
  return { ...values, phone: normalizePhone(values.phone) ?? values.phone };
}

export function validateContact(values: ContactValues, language: Language): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const value = values[field];
    if (value === '') {
      if (REQUIRED_FIELDS.includes(field)) errors[field] = [translate(language, 'contact.error.required')];
    } else if (field === 'phone') {
      // Its own rule, before the length: a number spelled with spaces and dashes is longer than it is.
      if (normalizePhone(value) === null) errors[field] = [translate(language, 'contact.error.phone')];
    } else if (value.length > MAX_LENGTHS[field]) {
      errors[field] = [translate(language, 'contact.error.maxLength', { max: MAX_LENGTHS[field] })];
    } else if ((field === 'message' ? MESSAGE_CONTROL_CHARACTERS : CONTROL_CHARACTERS).test(value)) {
      errors[field] = [translate(language, field === 'message' ? 'contact.error.messageControl' : 'contact.error.control')];
    } else if (field === 'email' && !EMAIL_PATTERN.test(value)) {
      errors[field] = [translate(language, 'contact.error.email')];
    }
  }
  return errors;
}
