// Validation of a contact message, with DRF's messages in the request language.
import type { Language } from './language.ts';

export const MESSAGE_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'message'] as const;
export type MessageField = (typeof MESSAGE_FIELDS)[number];
export type ContactMessage = Record<MessageField, string>;

export const MAX_LENGTHS: Record<MessageField, number> = {
  first_name: 100,
  last_name: 100,
  email: 254,
  phone: 16,
  message: 5000,
};
const REQUIRED: readonly MessageField[] = ['first_name', 'last_name', 'email', 'phone'];

/** Digits with an optional leading plus: at least 7, at most 15 digits (E.164). */
export const PHONE_PATTERN = /^\+?[0-9]{7,15}$/;
/** Local part, @, a domain of dot-separated labels ending in a letter TLD (as Django's EmailValidator). */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** What a visitor can do about a body the form never sends (a field that is not text, no object): reload. */
const FORM_NOT_SENT: Record<Language, string> = {
  en: 'The form could not be sent. Please reload the page and try again.',
  az: 'Formu göndərmək mümkün olmadı. Səhifəni yeniləyib yenidən cəhd edin.',
  ru: 'Не удалось отправить форму. Обновите страницу и попробуйте ещё раз.',
};

const TEXTS = {
  required: { en: 'This field is required.', az: 'Bu sahəni doldurun.', ru: 'Заполните это поле.' },
  blank: { en: 'This field is required.', az: 'Bu sahəni doldurun.', ru: 'Заполните это поле.' },
  notString: { en: FORM_NOT_SENT.en, az: FORM_NOT_SENT.az, ru: FORM_NOT_SENT.ru },
  maxLength: {
    en: 'Please use no more than {max} characters.',
    az: 'Ən çox {max} simvol daxil edin.',
    ru: 'Не более {max} символов.',
  },
  email: {
    en: 'Enter a valid email address.',
    az: 'Düzgün e-poçt ünvanı daxil edin.',
    ru: 'Введите правильный адрес электронной почты.',
  },
  phone: {
    en: 'Enter a valid phone number: 7 to 15 digits, optionally starting with +.',
    az: 'Düzgün telefon nömrəsi daxil edin: 7–15 rəqəm, əvvəlində + ola bilər.',
    ru: 'Введите правильный номер телефона: от 7 до 15 цифр, в начале может стоять +.',
  },
  duplicate: {
    en: 'This message has already been sent. We will get back to you soon.',
    az: 'Bu mesaj artıq göndərilib. Tezliklə sizinlə əlaqə saxlayacağıq.',
    ru: 'Это сообщение уже отправлено. Мы скоро свяжемся с вами.',
  },
  notObject: {
    en: FORM_NOT_SENT.en,
    az: FORM_NOT_SENT.az,
    ru: FORM_NOT_SENT.ru,
  },
} satisfies Record<string, Record<Language, string>>;

export type MessageErrors = Partial<Record<MessageField | 'non_field_errors', string[]>>;
export type Validation = { ok: true; message: ContactMessage } | { ok: false; errors: MessageErrors };

export function text(key: keyof typeof TEXTS, language: Language, max?: number): string {
  return TEXTS[key][language].replace('{max}', String(max ?? ''));
}

/** Checks each field as DRF's serializer would; values are trimmed, unknown fields ignored. */
export function validateMessage(input: unknown, language: Language): Validation {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: { non_field_errors: [text('notObject', language)] } };
  }
  const data = input as Record<string, unknown>;
  const errors: MessageErrors = {};
  const message = {} as ContactMessage;
  for (const field of MESSAGE_FIELDS) {
    const raw = data[field];
    const required = REQUIRED.includes(field);
    if (raw === undefined || raw === null) {
      if (required) errors[field] = [text('required', language)];
      message[field] = '';
      continue;
    }
    if (typeof raw !== 'string' && typeof raw !== 'number') {
      errors[field] = [text('notString', language)];
      continue;
    }
    const value = String(raw).trim();
    message[field] = value;
    if (value === '') {
      if (required) errors[field] = [text('blank', language)];
      continue;
    }
    if (value.length > MAX_LENGTHS[field]) {
      errors[field] = [text('maxLength', language, MAX_LENGTHS[field])];
      continue;
    }
    if (field === 'email' && !EMAIL_PATTERN.test(value)) errors.email = [text('email', language)];
    if (field === 'phone' && !PHONE_PATTERN.test(value)) errors.phone = [text('phone', language)];
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, message };
}
