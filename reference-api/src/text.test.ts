import { describe, expect, it } from 'vitest';
import { foldForSearch, sortKey } from './text.ts';
import { negotiateLanguage } from './language.ts';

describe('foldForSearch', () => {
  it('lets ASCII find Azerbaijani letters', () => {
    expect(foldForSearch('Qəbz printeri', 'az')).toBe('qebz printeri');
    expect(foldForSearch('ŞÇĞÖÜ İı', 'az')).toBe('scgou ii');
    expect(foldForSearch('İNVENTAR', 'en')).toBe('inventar');
  });

  it('folds Russian ё and case, and collapses spaces', () => {
    expect(foldForSearch('  Ёлка   ПРИНТЕР ', 'ru')).toBe('елка принтер');
  });
});

describe('sortKey', () => {
  const sorted = (titles: string[], language: 'az' | 'en' | 'ru') => [...titles].sort((a, b) => (sortKey(a, language) < sortKey(b, language) ? -1 : 1));

  it('orders Azerbaijani titles by the Azerbaijani alphabet', () => {
    expect(sorted(['Qəbz', 'Çek', 'Xalça', 'Cihaz', 'Dəftər', 'Etiket', 'Əməliyyat', 'Hesab', 'Kassa', 'İnventar', 'Işıq'], 'az')).toEqual([
      'Cihaz',
      'Çek',
      'Dəftər',
      'Etiket',
      'Əməliyyat',
      'Hesab',
      'Xalça',
      'Işıq',
      'İnventar',
      'Kassa',
      'Qəbz',
    ]);
  });

  it('sorts Russian ё with е', () => {
    expect(sorted(['Жёлтый', 'Ёж', 'Ель', 'Дом'], 'ru')).toEqual(['Дом', 'Ёж', 'Ель', 'Жёлтый']);
  });

  it('sorts Russian titles А–Я before A–Z', () => {
    expect(sorted(['Hesab Payroll', 'Весы', 'Android POS-терминал', 'Сканер'], 'ru')).toEqual(['Весы', 'Сканер', 'Android POS-терминал', 'Hesab Payroll']);
  });
});

describe('negotiateLanguage', () => {
  it.each([
    [null, 'az'],
    ['', 'az'],
    ['ru', 'ru'],
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['de-DE,en;q=0.5,ru;q=0.7', 'ru'],
    ['en-GB', 'en'],
    ['fr, de', 'az'],
    ['ru;q=0, en;q=0.1', 'en'],
    ['AZ', 'az'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });
});
