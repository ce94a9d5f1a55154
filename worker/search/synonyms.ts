// The synonyms search uses, per language: for each name a visitor may type, the other names of the
// same thing (every entry of the trade glossary it belongs to), read from worker/search/glossary.ts,
// which is where to add one. Names are one another's synonyms both ways: whichever the catalogue
// uses, a buyer who types another finds it. A wider word ("thermal printer") leads to the names,
// never the other way.
import type { Language } from '../../shared/constants.ts';
import { GLOSSARY } from './glossary.ts';

function synonymsOf(language: Language): Record<string, string[]> {
  const synonyms: Record<string, Set<string>> = {};
  const add = (name: string, others: readonly string[]) => {
    const known = synonyms[name] ?? new Set<string>();
    synonyms[name] = known;
    for (const other of others) if (other !== name) known.add(other);
  };
  for (const { names, wider } of GLOSSARY) {
    for (const name of names[language]) add(name, names[language]);
    for (const word of wider?.[language] ?? []) add(word, names[language]);
  }
  return Object.fromEntries(Object.entries(synonyms).map(([name, others]) => [name, [...others]]));
}

export const SYNONYMS: Record<Language, Record<string, string[]>> = { az: synonymsOf('az'), ru: synonymsOf('ru'), en: synonymsOf('en') };

/** Names of what a product has (entries marked `feature`): held in its specifications, not only in its title. */
const featureNames = (language: Language) =>
  new Set(GLOSSARY.filter((entry) => entry.feature).flatMap(({ names, wider }) => [...names[language], ...(wider?.[language] ?? [])]));
export const FEATURE_NAMES: Record<Language, Set<string>> = { az: featureNames('az'), ru: featureNames('ru'), en: featureNames('en') };
