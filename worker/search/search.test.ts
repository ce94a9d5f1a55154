import { describe, expect, it } from 'vitest';
import { stemAz } from './az-stem.ts';
import { withinOneEdit } from './lookup.ts';
import { prepareQuery, search } from './match.ts';
import { compareTitles } from './order.ts';
import { buildIndex, type Searchable } from './search-index.ts';
import { stem } from './stem.ts';
import { SYNONYMS } from './synonyms.ts';
import { foldText, words } from './text.ts';
import { meaningful } from './stopwords.ts';
import type { Language } from '../../shared/constants.ts';

describe('foldText', () => {
  it('folds Azerbaijani letters and both kinds of I, whatever the case', () => {
    expect(foldText('Qəbz printeri')).toBe('qebz printeri');
    expect(foldText('ŞÇĞÖÜ')).toBe('scgou');
    // I, İ, ı and i all end as i, so typing on any keyboard finds either.
    expect(foldText('İNVENTAR')).toBe('inventar');
    expect(foldText('IŞIQ')).toBe('isiq');
    expect(foldText('Işıq')).toBe('isiq');
    expect(foldText('İnventar').length).toBe('inventar'.length);
    expect(foldText('MƏLUMAT TOPLAMA TERMİNALI')).toBe(foldText('melumat toplama terminali'));
  });

  it('folds ё but keeps й for the Russian stemmer', () => {
    expect(foldText('Ёлка ЧЕКОВЫЙ')).toBe('елка чековый');
  });

  it('splits at hyphens, spaces and punctuation', () => {
    expect(words('ThermoLine TP-80W, Wi-Fi')).toEqual(['thermoline', 'tp', '80w', 'wi', 'fi']);
  });
});

describe('stemAz', () => {
  // Inflected forms a visitor types, each with the catalogue's own form: both must meet.
  const pairs: [string, string][] = [
    ['printerləri', 'printeri'],
    ['printerlər', 'printer'],
    ['printerinin', 'printer'],
    ['skanerlər', 'skaneri'],
    ['skanerləri', 'skaner'],
    ['proqramları', 'proqramı'],
    ['proqramlar', 'proqram'],
    ['qutuları', 'qutusu'],
    ['qutular', 'qutu'],
    ['tərəzilər', 'tərəzisi'],
    ['terminalları', 'terminalı'],
    ['terminallar', 'terminal'],
    ['displeyləri', 'displeyi'],
    ['monitorlar', 'monitor'],
    ['kassaya', 'kassa'],
    ['kassadan', 'kassa'],
    ['printerlərimiz', 'printer'],
    ['printerlərimizdən', 'printer'],
    ['lisenziyası', 'lisenziya'],
    // The plain dative of a word ending in "n" is no "-na" ("ekrana": ekran + a); a verb's infinitive meets its noun.
    ['ekrana', 'ekran'],
    ['qutusuna', 'qutu'],
    ['toxunmaqla', 'toxunma'],
  ];
  it.each(pairs)('%s meets %s', (inflected, base) => {
    expect(stemAz(foldText(inflected))).toBe(stemAz(foldText(base)));
  });

  it('leaves short words and different words apart', () => {
    expect(stemAz('pul')).toBe('pul');
    expect(stemAz('pos')).toBe('pos');
    expect(stemAz(foldText('printer'))).not.toBe(stemAz(foldText('skaner')));
  });

  it('leaves model numbers alone', () => {
    expect(stem('80w', 'az')).toBe('80w');
  });
});

describe('withinOneEdit', () => {
  it('allows one insertion, deletion, replacement or swap', () => {
    expect(withinOneEdit('printer', 'prnter')).toBe(true);
    expect(withinOneEdit('printer', 'printerr')).toBe(true);
    expect(withinOneEdit('printer', 'prlnter')).toBe(true);
    expect(withinOneEdit('printer', 'pirnter')).toBe(true);
    expect(withinOneEdit('printer', 'pirntre')).toBe(false);
    expect(withinOneEdit('printer', 'scanner')).toBe(false);
  });
});

const catalogue: Record<Language, (Searchable & { slug: string })[]> = {
  az: [
    { slug: 'a11', title: 'HesabPOS A11 printerli Android POS terminal', categories: ['Sensor ekranlı POS terminalları', 'POS terminalları'] },
    { slug: 'tp-80', title: 'ThermoLine TP-80 qəbz printeri, 80 mm', categories: ['Qəbz printerləri', 'Printerlər'] },
    { slug: 'tp-80k', title: 'ThermoLine TP-80K mətbəx printeri', categories: ['Qəbz printerləri', 'Printerlər'] },
    { slug: 'lp-42', title: 'ThermoLine LP-42 etiket printeri', categories: ['Etiket printerləri', 'Printerlər'] },
    { slug: 'p70', title: 'ScanLine P70 geniş pəncərəli stolüstü skaner', categories: ['Stolüstü skanerlər', 'Barkod skanerləri'] },
    { slug: 'cd-405', title: 'SafeBox CD-405 pul qutusu', categories: ['Pul qutuları'] },
  ],
  ru: [
    { slug: 'tp-80', title: 'Чековый принтер ThermoLine TP-80, 80 мм', categories: ['Чековые принтеры', 'Принтеры'] },
    { slug: 's10', title: 'Сканер штрихкодов ScanLine S10 (1D)', categories: ['Ручные сканеры', 'Сканеры штрихкодов'] },
    { slug: 'cd-405', title: 'Денежный ящик SafeBox CD-405', categories: ['Денежные ящики'] },
    { slug: 't15', title: 'Сенсорный POS-терминал HesabPOS T15', categories: ['Сенсорные POS-терминалы', 'POS-терминалы'] },
  ],
  en: [
    { slug: 'a11', title: 'HesabPOS A11 Android POS terminal with built-in printer', categories: ['Touch POS terminals', 'POS terminals'] },
    { slug: 'tp-80', title: 'ThermoLine TP-80 80 mm receipt printer', categories: ['Receipt printers', 'Printers'] },
    { slug: 'cafe-kit-pro', title: 'HesabPOS Cafe POS kit Pro', categories: ['POS kits', 'POS terminals'] },
    { slug: 'cafe', title: 'Hesab Cafe restaurant and café POS software', categories: ['POS software', 'Software'] },
    { slug: 'cafe-kit', title: 'HesabPOS Cafe POS kit', categories: ['POS kits', 'POS terminals'] },
  ],
};

function find(language: Language, query: string): string[] {
  const items = catalogue[language];
  return search(buildIndex(items, language), query).map((at) => items[at]!.slug);
}

describe('search', () => {
  it('finds inflected forms, ASCII typing and category names', () => {
    expect(find('az', 'qəbz printerləri')).toEqual(['tp-80', 'tp-80k']);
    expect(find('az', 'QEBZ PRINTERLERI')).toEqual(['tp-80', 'tp-80k']);
    expect(find('az', 'barkod skanerləri')).toEqual(['p70']);
    expect(find('ru', 'сканеры')).toEqual(['s10']);
    expect(find('ru', 'денежные ящики')).toEqual(['cd-405']);
  });

  it('finds words in any order, split or joined', () => {
    expect(find('az', 'printeri qəbz')).toEqual(['tp-80', 'tp-80k']);
    expect(find('ru', 'штрих-код')).toEqual(['s10']);
    expect(find('ru', 'сканер штрих кодов')).toEqual(['s10']);
    expect(find('az', 'tp80')).toEqual(['tp-80', 'tp-80k']);
  });

  it('forgives one typo in words of five letters or more only', () => {
    expect(find('az', 'qəbz pirnteri')).toEqual(['tp-80', 'tp-80k']);
    expect(find('az', 'skanre')).toEqual(['p70']);
    expect(find('az', 'qutt')).toEqual([]);
  });

  it('puts an item that matches in title and category above one matching in the title alone', () => {
    expect(find('az', 'printer')).toEqual(['tp-80', 'tp-80k', 'lp-42', 'a11']);
    expect(find('en', 'printer')).toEqual(['tp-80', 'a11']);
  });

  it('puts the exact title first', () => {
    expect(find('en', 'cafe pos kit')).toEqual(['cafe-kit-pro', 'cafe-kit']);
    expect(find('en', 'HesabPOS Cafe POS kit')).toEqual(['cafe-kit', 'cafe-kit-pro']);
  });

  it('drops the shop words buyers add to any query ("дешёвый", as "недорогой")', () => {
    expect(meaningful('дешёвый сканер штрихкодов, дешевые весы', 'ru')).toEqual(['сканер', 'штрихкодов', 'весы']);
  });

  it('finds nothing for nonsense or an empty query', () => {
    expect(find('az', 'zzzzqqq')).toEqual([]);
    expect(find('ru', 'йцукен')).toEqual([]);
    expect(find('en', '   ')).toEqual([]);
    expect(find('en', 'for the')).toEqual([]);
  });
});

describe('synonyms', () => {
  it('search a visitor’s phrase with the catalogue’s term too, in any inflection', () => {
    expect(find('az', 'çek printeri')).toEqual(['tp-80', 'tp-80k']);
    expect(find('az', 'çek printerləri')).toEqual(['tp-80', 'tp-80k']);
    expect(find('az', 'kassa aparatı')).toEqual(['a11']);
    expect(find('ru', 'кассовый аппарат')).toEqual(['t15']);
    expect(find('ru', 'кассовые аппараты')).toEqual(['t15']);
    expect(find('en', 'cash register')).toEqual(['a11', 'cafe-kit-pro', 'cafe-kit']);
  });

  it('search each name as every other name of the same thing, both ways, never as itself again', () => {
    for (const language of ['az', 'ru', 'en'] as const) {
      for (const [name, others] of Object.entries(SYNONYMS[language])) {
        const wordings = prepareQuery(name, language).wordings.map((wording) => wording.tokens.map((token) => token.word).join(' '));
        expect(new Set(wordings).size, `${language}: ${name}`).toBe(wordings.length);
        // A longer name holding this one wins its place ("kassa" in "kassa qutusu"); a name alone is never held by a longer one.
        // (A shorter name of what a program is for keeps the typed words after its own: "mağaza market proqramı".)
        const starts = wordings.map((wording) => wording.split(' '));
        for (const other of others) {
          const words = meaningful(other, language);
          expect(
            starts.some((wording) => words.every((word, at) => wording[at] === word)),
            `${language}: ${name} → ${other}`,
          ).toBe(true);
        }
      }
    }
    expect(prepareQuery('till drawer', 'en').wordings.map((wording) => wording.tokens.map((token) => token.word).join(' '))).not.toContain('cash till drawer');
  });

  it('tries, within the bound on wordings, each entry a wider word leads to and first the pairs of two names’ first others', () => {
    expect(SYNONYMS.en.POS!.slice(0, 3)).toEqual(['POS terminal', 'POS kit', 'POS software']);
    const wordings = prepareQuery('pharmacy pos', 'en').wordings.map((wording) => wording.tokens.map((token) => token.word).join(' '));
    expect(wordings).toContain('chemist epos software');
    // "касса" has 15 other names, "дисплей" 16: of their 240 pairs, those of the first names come first.
    expect(prepareQuery('касса дисплей', 'ru').wordings.map((wording) => wording.tokens.map((token) => token.word).join(' '))).toContain(
      'смарт терминал дисплей покупателя',
    );
  });
});

describe('compareTitles', () => {
  it('orders Russian titles А–Я before A–Z, ё with е', () => {
    expect(['Hesab Go', 'Ёлка', 'Весы', 'Android', 'Ель'].sort((a, b) => compareTitles(a, b, 'ru'))).toEqual(['Весы', 'Ёлка', 'Ель', 'Android', 'Hesab Go']);
  });

  it('orders Azerbaijani titles by the Azerbaijani alphabet', () => {
    expect(['Qəbz', 'Çek', 'Kassa', 'Cihaz', 'Xalça', 'Hesab'].sort((a, b) => compareTitles(a, b, 'az'))).toEqual([
      'Cihaz',
      'Çek',
      'Hesab',
      'Xalça',
      'Kassa',
      'Qəbz',
    ]);
  });
});
