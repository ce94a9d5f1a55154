import { describe, expect, it } from 'vitest';
import { seedData } from '../reference-api/seed/index.ts';
import { stem } from '../worker/search/stem.ts';
import { words } from '../worker/search/text.ts';
import { SYNONYMS } from '../worker/search/synonyms.ts';
import { LANGUAGES, type Language } from './constants.ts';
import { TERMINOLOGY, TERMINOLOGY_EXEMPT_KEYS, type Variant } from './terminology.server.ts';
import { messages } from './messages.server.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The variant at the start of a word, with any ending. */
const pattern = (variant: Variant) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${variant.match ?? escapeRegExp(variant.text)})`, 'iu');

/** Every text of the demo data in one language, each with where it lies (HTML tags removed). */
function seedTexts(language: Language): [string, string][] {
  const found: [string, string][] = [];
  const walk = (value: unknown, where: string) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, `${where}[${index}]`);
    } else if (value && typeof value === 'object') {
      const slug = 'slug' in value ? `(${String(value.slug)})` : '';
      for (const [key, inner] of Object.entries(value)) {
        if (key === language && typeof inner === 'string') found.push([where, inner.replace(/<[^>]*>/g, ' ')]);
        else walk(inner, `${where}${slug}.${key}`);
      }
    }
  };
  walk(seedData, 'seed');
  return found;
}

function textsOf(language: Language): [string, string][] {
  const site = Object.entries(messages[language]).filter(([key]) => !TERMINOLOGY_EXEMPT_KEYS.test(key));
  return [...site.map(([key, text]): [string, string] => [`message ${key}`, text]), ...seedTexts(language)];
}

/** Each use of a ruled-out variant, as "where: variant (use term)". */
function violations(language: Language, texts: [string, string][]): string[] {
  const found: string[] = [];
  for (const entry of TERMINOLOGY) {
    for (const variant of entry.avoid[language] ?? []) {
      for (const [where, text] of texts) if (pattern(variant).test(text)) found.push(`${where}: '${variant.text}' (use '${entry.term[language]}')`);
    }
  }
  return found;
}

describe('terminology', () => {
  it.each(LANGUAGES)('%s: no message and no demo text uses a variant the terminology rules out', (language) => {
    expect(violations(language, textsOf(language))).toEqual([]);
  });

  it('catches a variant in any inflection, and leaves the term alone (the check itself works)', () => {
    const az: [string, string][] = [
      ['title', 'HesabPOS T15 sensor ekranlı POS terminal'],
      ['text', 'Tərəzi kassa terminalına qoşulur'],
      ['fine', 'POS terminalı, POS terminalları, POS terminalına'],
    ];
    expect(violations('az', az)).toEqual(["title: 'POS terminal' (use 'POS terminalı')", "text: 'kassa terminalı' (use 'POS terminalı')"]);
    expect(violations('ru', [['text', 'несколько кассовых терминалов и автообрезчик']])).toHaveLength(2);
    expect(violations('ru', [['text', 'автоотрезчик, чековый принтер, кассовое место']])).toEqual([]);
  });

  it('keeps every ruled-out variant findable: a search synonym, or another ending the stemmer folds', () => {
    for (const language of LANGUAGES) {
      const keys = new Set(Object.keys(SYNONYMS[language]).map((key) => key.toLowerCase()));
      for (const entry of TERMINOLOGY) {
        for (const variant of entry.avoid[language] ?? []) {
          if (variant.synonym === false) {
            const stems = (text: string) => words(text).map((word) => stem(word, language));
            expect(stems(variant.text), `${language}: ${variant.text}`).toEqual(stems(entry.term[language]));
          } else expect(keys, `${language}: ${variant.text}`).toContain((variant.synonym ?? variant.text).toLowerCase());
        }
      }
    }
  });

  it('names one term per concept and language', () => {
    for (const language of LANGUAGES) {
      const terms = TERMINOLOGY.map((entry) => entry.term[language].toLowerCase());
      expect(new Set(terms).size, language).toBe(terms.length);
    }
  });
});
