import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../shared/i18n/intl.ts';
import { LANGUAGES } from '../../shared/constants.ts';

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

describe('message catalogues', () => {
  const keys = Object.keys(CATALOGS.az).sort();

  it.each(LANGUAGES)('%s has exactly the keys of az, each translated', (language) => {
    expect(Object.keys(CATALOGS[language]).sort()).toEqual(keys);
    for (const key of keys) expect(CATALOGS[language][key as keyof typeof CATALOGS.az].trim()).not.toBe('');
  });

  it.each(LANGUAGES)('%s uses the same placeholders as az', (language) => {
    for (const key of keys) {
      const id = key as keyof typeof CATALOGS.az;
      expect(placeholders(CATALOGS[language][id]), key).toEqual(placeholders(CATALOGS.az[id]));
    }
  });
});
