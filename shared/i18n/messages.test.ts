import { describe, expect, it, vi } from 'vitest';
import { createIntl } from '@formatjs/intl';
import { messages } from '../messages.server.ts';
import { getIntl, provideMessages, type MessageKey } from './intl.ts';
import { LANGUAGES, type Language } from '../constants.ts';
import { icuArguments } from '../../tests/support/icu-arguments.ts';

const az = messages.az;
const keys = Object.keys(az).sort() as MessageKey[];
/** Each argument as name:type, in order: what another language's message must match. */
const signature = (message: string) =>
  icuArguments(message)
    .map(({ name, type }) => `${name}:${type}`)
    .sort();

describe('messages', () => {
  it.each(LANGUAGES)('%s has exactly the keys of az, each translated', (language) => {
    expect(Object.keys(messages[language]).sort()).toEqual(keys);
    for (const key of keys) expect(messages[language][key].trim(), key).not.toBe('');
  });

  it.each(LANGUAGES)('%s uses the same placeholders as az', (language) => {
    for (const key of keys) expect(signature(messages[language][key]), key).toEqual(signature(az[key]));
  });

  it.each(LANGUAGES)('%s: every message formats without an error, plurals with their "other" form', (language) => {
    const errors: string[] = [];
    const intl = createIntl({ locale: language, messages: messages[language], onError: (error) => errors.push(String(error)) });
    for (const key of keys) {
      const values = Object.fromEntries(icuArguments(messages[language][key]).map(({ name }) => [name, 2]));
      const text = intl.formatMessage({ id: key }, values);
      expect(text, key).not.toMatch(/[{}]/);
      for (const argument of icuArguments(messages[language][key])) {
        if (argument.type === 'plural') expect(argument.options, `${language} ${key}`).toContain('other');
      }
    }
    expect(errors).toEqual([]);
  });

  it('tells a differing placeholder apart (the check itself works)', () => {
    expect(signature('{count, plural, one {# item} other {# items}}')).not.toEqual(signature('{total, plural, one {#} other {#}}'));
    expect(signature('{year} {site}')).not.toEqual(signature('{year}'));
    expect(signature("It''s '{literal}' {real}")).toEqual(['real:']);
    expect(() => icuArguments('{unclosed')).toThrow();
  });
});

describe('plurals', () => {
  for (const language of LANGUAGES) provideMessages(language, messages[language]);
  const count = (language: Language, value: number) => getIntl(language).formatMessage({ id: 'list.count' }, { count: value });

  it.each([
    [1, 'Найден 1 товар'],
    [3, 'Найдено 3 товара'],
    [5, 'Найдено 5 товаров'],
    [11, 'Найдено 11 товаров'],
    [21, 'Найден 21 товар'],
    [22, 'Найдено 22 товара'],
    [0, 'Найдено 0 товаров'],
  ])('ru: %i → %s', (value, text) => {
    expect(count('ru', value)).toBe(text);
  });

  it('en and az', () => {
    expect([count('en', 1), count('en', 3)]).toEqual(['1 product found', '3 products found']);
    // Azerbaijani keeps the noun singular after a number.
    expect([count('az', 1), count('az', 5)]).toEqual(['1 məhsul tapıldı', '5 məhsul tapıldı']);
  });

  it('groups thousands as each language writes them, whatever Intl data the runtime has', () => {
    const found = (language: Language) => getIntl(language).formatMessage({ id: 'list.count' }, { count: 1234 });
    expect(found('az')).toBe('1\u00a0234 məhsul tapıldı');
    expect(found('ru')).toBe('Найдено 1\u00a0234 товара');
    expect(found('en')).toBe('1,234 products found');
  });

  it('asks the runtime for no number or date data (a browser loads it on the first ask: 60–150 ms on a phone)', () => {
    const numberData = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dateData = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    try {
      for (const language of LANGUAGES) {
        provideMessages(language, messages[language]);
        expect(getIntl(language).formatMessage({ id: 'list.count' }, { count: 1234 })).toMatch(/^\D*1.234 /);
      }
      expect(numberData).not.toHaveBeenCalled();
      expect(dateData).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });
});
