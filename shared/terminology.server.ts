// One term per concept and language, with the variants the texts must not use (docs/terminology.md
// explains the choice). Data for a test, not runtime code: shared/terminology.test.ts fails when a
// message or the demo content uses a ruled-out variant, and when the search does not know the
// variant as a synonym (worker/search/synonyms.ts), so that a visitor who types it still finds the term.
import type { Language } from './constants.ts';

export interface Variant {
  /** The variant as a visitor would type it. */
  text: string;
  /** How it is found in a text (a case-insensitive regular expression, matched at the start of a word);
   * by default `text` followed by any ending, so that every inflection is caught. */
  match?: string;
  /** The synonym of worker/search/synonyms.ts that covers it, when not `text` itself; `false` when the
   * variant is only another ending of the term, which the search's stemmer already treats as one word. */
  synonym?: string | false;
}

export interface TermEntry {
  concept: string;
  term: Record<Language, string>;
  avoid: Partial<Record<Language, Variant[]>>;
}

export const TERMINOLOGY: TermEntry[] = [
  {
    concept: 'POS terminal',
    term: { az: 'POS terminalı', ru: 'POS-терминал', en: 'POS terminal' },
    avoid: {
      // Without the possessive suffix the az title reads as a calque of the English word order.
      az: [
        { text: 'POS terminal', match: 'POS terminal(?!ı|l)', synonym: false },
        { text: 'kassa terminalı', match: 'kassa terminal' },
        { text: 'POS monoblok', synonym: 'monoblok' },
      ],
      ru: [
        { text: 'кассовый терминал', match: 'кассов\\p{L}* терминал' },
        { text: 'POS-моноблок', synonym: 'моноблок' },
      ],
    },
  },
  {
    concept: 'receipt printer',
    term: { az: 'qəbz printeri', ru: 'чековый принтер', en: 'receipt printer' },
    avoid: { ru: [{ text: 'принтер чеков', match: 'принтер\\p{L}* чеков' }] },
  },
  {
    concept: 'auto-cutter of a receipt printer',
    term: { az: 'avtomatik kəsici', ru: 'автоотрезчик', en: 'auto-cutter' },
    avoid: { ru: [{ text: 'автообрезчик' }, { text: 'обрезчик' }] },
  },
  {
    concept: 'rated life',
    term: { az: 'xidmət müddəti', ru: 'ресурс', en: 'rated life' },
    // 'resurs' is the Russian word.
    avoid: { az: [{ text: 'resurs' }] },
  },
  {
    concept: 'customer display',
    term: { az: 'müştəri displeyi', ru: 'дисплей покупателя', en: 'customer display' },
    avoid: { az: [{ text: 'müştəri ekranı', match: 'müştəri ekran' }] },
  },
  {
    concept: 'all the hardware',
    term: { az: 'POS avadanlığı', ru: 'POS-оборудование', en: 'POS hardware' },
    avoid: {
      az: [{ text: 'kassa avadanlığı', match: 'kassa avadanl' }],
      ru: [{ text: 'кассовое оборудование', match: 'кассов\\p{L}* оборудовани' }],
      en: [{ text: 'POS equipment' }],
    },
  },
  {
    concept: 'checkout, the unit of a licence',
    term: { az: 'kassa yeri', ru: 'кассовое место', en: 'checkout' },
    avoid: { az: [{ text: 'iş yeri', match: 'iş yer' }], ru: [{ text: 'рабочее место', match: 'рабоч\\p{L}* мест' }], en: [{ text: 'workstation' }] },
  },
  {
    concept: 'multi-user accounting software',
    term: { az: 'çoxistifadəçili mühasibat proqramı', ru: 'сетевая бухгалтерская программа', en: 'multi-user accounting software' },
    // 'şəbəkə' reads as "for a chain of shops" as much as "on a network".
    avoid: { az: [{ text: 'şəbəkə mühasibat proqramı', match: 'şəbəkə mühasibat' }] },
  },
  {
    concept: 'production accounting',
    term: { az: 'istehsal uçotu', ru: 'учёт производства', en: 'production accounting' },
    avoid: { az: [{ text: 'istehsalat uçotu' }] },
  },
];

/** Keys whose messages list what people type into search engines, variants included on purpose. */
export const TERMINOLOGY_EXEMPT_KEYS = /\.keywords$/;
