// The synonyms search uses, per language: for each name a visitor may type, the other names of the
// same thing (every entry of the trade vocabulary it belongs to), read from worker/search/vocabulary.ts,
// which is where to add one. Names are one another's synonyms both ways: whichever the catalogue
// uses, a buyer who types another finds it. A wider word ("thermal printer") leads to the names,
// never the other way, and so do the names of an entry to those of the entry it is sold as.
import type { Language } from '../../shared/constants.ts';
import { VOCABULARY } from './vocabulary.ts';

function synonymsOf(language: Language): Record<string, string[]> {
  const synonyms: Record<string, Set<string>> = {};
  const add = (name: string, others: readonly string[]) => {
    const known = synonyms[name] ?? new Set<string>();
    synonyms[name] = known;
    for (const other of others) if (other !== name) known.add(other);
  };
  const namesOf = (concept: string) => {
    const entry = VOCABULARY.find((known) => known.concept === concept);
    if (!entry) throw new Error(`vocabulary: no entry «${concept}» to be sold as`);
    return entry.names[language];
  };
  const leads: Record<string, string[][]> = {};
  for (const { names, wider, soldAs } of VOCABULARY) {
    for (const name of names[language]) add(name, soldAs ? [...names[language], ...namesOf(soldAs)] : names[language]);
    for (const word of wider?.[language] ?? []) leads[word] = [...(leads[word] ?? []), names[language]];
  }
  // A wider word leads to its entries' names in turn (each one's term first), so that the bound on a
  // query's wordings (match.ts) cuts each entry alike, not the last one's all.
  for (const [word, lists] of Object.entries(leads)) {
    const longest = Math.max(...lists.map((list) => list.length));
    add(word, Array.from({ length: longest }, (_, at) => lists.flatMap((list) => list.slice(at, at + 1))).flat());
  }
  return Object.fromEntries(Object.entries(synonyms).map(([name, others]) => [name, [...others]]));
}

export const SYNONYMS: Record<Language, Record<string, string[]>> = { az: synonymsOf('az'), ru: synonymsOf('ru'), en: synonymsOf('en') };

/** Per name, the names it leads to only as what the trade sells for it (`soldAs`), not as the same thing. */
function soldAsOf(language: Language): Record<string, Set<string>> {
  const soldAs: Record<string, Set<string>> = {};
  for (const { names, soldAs: target } of VOCABULARY) {
    if (!target) continue;
    const own = new Set(names[language]);
    const sold = (VOCABULARY.find((entry) => entry.concept === target)?.names[language] ?? []).filter((name) => !own.has(name));
    for (const name of names[language]) soldAs[name] = new Set([...(soldAs[name] ?? []), ...sold]);
  }
  return soldAs;
}

export const SOLD_AS: Record<Language, Record<string, Set<string>>> = { az: soldAsOf('az'), ru: soldAsOf('ru'), en: soldAsOf('en') };

/** Names of what a product has (entries marked `feature`): held in its specifications, not only in its title. */
const featureNames = (language: Language) =>
  new Set(VOCABULARY.filter((entry) => entry.feature).flatMap(({ names, wider }) => [...names[language], ...(wider?.[language] ?? [])]));
export const FEATURE_NAMES: Record<Language, Set<string>> = { az: featureNames('az'), ru: featureNames('ru'), en: featureNames('en') };

/** Names of a kind of product or program (entries not marked `feature`; their wider words are not names). */
const kindNames = (language: Language) => new Set(VOCABULARY.filter((entry) => !entry.feature).flatMap(({ names }) => names[language]));
export const KIND_NAMES: Record<Language, Set<string>> = { az: kindNames('az'), ru: kindNames('ru'), en: kindNames('en') };

/** Names of what a thing is for (entries marked `purpose`): beside another thing's name, its purpose. */
const purposeNames = (language: Language) => new Set(VOCABULARY.filter((entry) => entry.purpose).flatMap(({ names }) => names[language]));
export const PURPOSE_NAMES: Record<Language, Set<string>> = { az: purposeNames('az'), ru: purposeNames('ru'), en: purposeNames('en') };
