import { describe, expect, it } from 'vitest';
import { validateMessage } from './messages.ts';

const valid = { first_name: 'Əli', last_name: 'Məmmədov', email: 'ali@example.az', phone: '+994501234567', message: 'Salam' };

describe('validateMessage', () => {
  it('accepts a complete message and trims its values', () => {
    expect(validateMessage({ ...valid, first_name: '  Əli ' }, 'az')).toEqual({ ok: true, message: valid });
  });

  it('accepts a message without the optional text and ignores unknown fields', () => {
    const result = validateMessage({ ...valid, message: undefined, extra: 'x' }, 'en');
    expect(result).toEqual({ ok: true, message: { ...valid, message: '' } });
  });

  it('names every missing required field in the request language', () => {
    expect(validateMessage({}, 'ru')).toEqual({
      ok: false,
      errors: {
        first_name: ['Заполните это поле.'],
        last_name: ['Заполните это поле.'],
        email: ['Заполните это поле.'],
        phone: ['Заполните это поле.'],
      },
    });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
    [{ email: 'a@b' }, 'email', 'Enter a valid email address.'],
    [{ phone: '050 123 45 67' }, 'phone', 'Enter a valid phone number: 7 to 15 digits, optionally starting with +.'],
    [{ phone: '12ab345' }, 'phone', 'Enter a valid phone number: 7 to 15 digits, optionally starting with +.'],
    [{ phone: '+12' }, 'phone', 'Enter a valid phone number: 7 to 15 digits, optionally starting with +.'],
    [{ first_name: '   ' }, 'first_name', 'This field is required.'],
    [{ first_name: 'x'.repeat(101) }, 'first_name', 'Please use no more than 100 characters.'],
    [{ message: 'x'.repeat(5001) }, 'message', 'Please use no more than 5000 characters.'],
    [{ last_name: ['a'] }, 'last_name', 'The form could not be sent. Please reload the page and try again.'],
  ])('%j → %s error', (change, field, message) => {
    expect(validateMessage({ ...valid, ...change }, 'en')).toEqual({ ok: false, errors: { [field]: [message] } });
  });

  it('refuses a body that is not an object', () => {
    expect(validateMessage(['x'], 'az')).toEqual({
      ok: false,
      errors: { non_field_errors: ['Formu göndərmək mümkün olmadı. Səhifəni yeniləyib yenidən cəhd edin.'] },
    });
  });
});
