// The synonyms search uses, per language: for each name a visitor may type, the other names of the
// same thing (every entry of the trade glossary it belongs to), read from worker/search/glossary.ts,
// which is where to add one. Names are one another's synonyms both ways: whichever the catalogue
// uses, a buyer who types another finds it.
import type { Language } from '../../shared/constants.ts';
import { GLOSSARY } from './glossary.ts';

function synonymsOf(language: Language): Record<string, string[]> {
  const synonyms: Record<string, Set<string>> = {};
  for (const { names } of GLOSSARY) {
    for (const name of names[language]) {
      const others = synonyms[name] ?? new Set<string>();
      synonyms[name] = others;
      for (const other of names[language]) if (other !== name) others.add(other);
    }
  }
  return Object.fromEntries(Object.entries(synonyms).map(([name, others]) => [name, [...others]]));
}

export const SYNONYMS: Record<Language, Record<string, string[]>> = { az: synonymsOf('az'), ru: synonymsOf('ru'), en: synonymsOf('en') };
