// The synonyms search uses, per language: each name a visitor types (left) and the catalogue's
// term (right), read from the trade glossary (worker/search/glossary.ts), which is where to add one.
import type { Language } from '../../shared/constants.ts';
import { GLOSSARY } from './glossary.ts';

function synonymsOf(language: Language): Record<string, string> {
  const synonyms: Record<string, string> = {};
  for (const { names } of GLOSSARY) {
    const [term, ...typed] = names[language];
    for (const name of typed) synonyms[name] = term;
  }
  return synonyms;
}

export const SYNONYMS: Record<Language, Record<string, string>> = { az: synonymsOf('az'), ru: synonymsOf('ru'), en: synonymsOf('en') };
