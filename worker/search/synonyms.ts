// The synonyms search uses, per language: for each name a visitor may type, the other names of the
// same thing (every entry of the trade vocabulary it belongs to), read from worker/search/vocabulary.ts,
// which is where to add one. Names are one another's synonyms both ways: whichever the catalogue
// uses, a buyer who types another finds it. A wider word ("thermal printer") leads to the names,
// never the other way, and so do the names of an entry to those of the entry it is sold as; only a
// feature's names lead to its wider word too, at less weight (LOOSELY: "Wi-Fi" to "wireless").
import type { Language } from '../../shared/constants.ts';
import { VOCABULARY, type VocabularyEntry } from './vocabulary.ts';

const perLanguage = <T>(of: (language: Language) => T): Record<Language, T> => ({ az: of('az'), ru: of('ru'), en: of('en') });

function synonymsOf(language: Language) {
  const synonyms: Record<string, Set<string>> = {};
  const soldAs: Record<string, Set<string>> = {};
  const loosely: Record<string, Set<string>> = {};
  const add = (to: Record<string, Set<string>>, name: string, others: readonly string[]) => {
    const known = to[name] ?? new Set<string>();
    to[name] = known;
    for (const other of others) if (other !== name) known.add(other);
  };
  const leads: Record<string, string[][]> = {};
  for (const { names, wider, soldAs: target, feature } of VOCABULARY) {
    const entry = target && VOCABULARY.find((known) => known.concept === target);
    if (target && !entry) throw new Error(`vocabulary: no entry «${target}» to be sold as`);
    const sold = entry ? entry.names[language].filter((name) => !names[language].includes(name)) : [];
    for (const name of names[language]) {
      add(synonyms, name, [...names[language], ...sold]);
      if (entry) add(soldAs, name, sold);
    }
    for (const word of wider?.[language] ?? []) leads[word] = [...(leads[word] ?? []), names[language]];
    // What a thing has, said by the catalogue with the wider word ("Wi-Fi" as "wireless", "simsiz"), last and at less weight.
    if (feature) for (const name of names[language]) for (const to of [synonyms, loosely]) add(to, name, wider?.[language] ?? []);
  }
  // A wider word leads to its entries' names in turn (each one's term first), so that the bound on a
  // query's wordings (match.ts) cuts each entry alike, not the last one's all.
  for (const [word, lists] of Object.entries(leads)) {
    const longest = Math.max(...lists.map((list) => list.length));
    add(synonyms, word, Array.from({ length: longest }, (_, at) => lists.flatMap((list) => list.slice(at, at + 1))).flat());
  }
  return { synonyms: Object.fromEntries(Object.entries(synonyms).map(([name, others]) => [name, [...others]])), soldAs, loosely };
}

const BY_LANGUAGE = perLanguage(synonymsOf);
export const SYNONYMS: Record<Language, Record<string, string[]>> = perLanguage((language) => BY_LANGUAGE[language].synonyms);
/** Per name, the names it leads to only as what the trade sells for it (`soldAs`), not as the same thing. */
export const SOLD_AS: Record<Language, Record<string, Set<string>>> = perLanguage((language) => BY_LANGUAGE[language].soldAs);
/** Per feature's name, its wider words ("Wi-Fi": "wireless"): what a catalogue may say for it, less surely the same. */
export const LOOSELY: Record<Language, Record<string, Set<string>>> = perLanguage((language) => BY_LANGUAGE[language].loosely);

/** Per language, the names `of` gives for each entry. */
const namesOf = (of: (entry: VocabularyEntry, language: Language) => readonly string[]) =>
  perLanguage((language) => new Set(VOCABULARY.flatMap((entry) => of(entry, language))));

/** Names of what a product has (entries marked `feature`): held in its specifications, not only in its title. */
export const FEATURE_NAMES = namesOf(({ feature, names, wider }, language) => (feature ? [...names[language], ...(wider?.[language] ?? [])] : []));
/** Names of a kind of product or program (entries not marked `feature`; their wider words are not names). */
export const KIND_NAMES = namesOf(({ feature, names }, language) => (feature ? [] : names[language]));
/** Words that mean a kind of product and more (`wider`, not of a feature): "касса", "scanner". */
export const WIDER_NAMES = namesOf(({ feature, wider }, language) => (feature ? [] : (wider?.[language] ?? [])));
/** Names of what a thing is for (entries marked `purpose`): beside another thing's name, its purpose. */
export const PURPOSE_NAMES = namesOf(({ purpose, names }, language) => (purpose ? names[language] : []));
/** Names of a service (entries marked `service`): typed with another thing's name, they are what is asked. */
export const SERVICE_NAMES = namesOf(({ service, names }, language) => (service ? names[language] : []));
/** Per language, the names of what holds other things (entries with `holds`), and those of its wider words that mean nothing else ("dəst", "набор", "kit"; not "POS"). */
export const KIT_NAMES = perLanguage((language) => {
  const widerOf = (entry: VocabularyEntry) => (entry.feature ? [] : (entry.wider?.[language] ?? []));
  const elsewhere = new Set(VOCABULARY.filter(({ holds }) => !holds).flatMap(widerOf));
  return new Set(
    VOCABULARY.filter(({ holds }) => holds).flatMap((entry) => [...entry.names[language], ...widerOf(entry).filter((word) => !elsewhere.has(word))]),
  );
});
const HELD = new Set(VOCABULARY.flatMap(({ holds }) => holds ?? []));
/** Names and wider words of what a kit holds (its `holds`): named with a kit, what it holds, not what is asked. */
export const HELD_NAMES = namesOf(({ concept, names, wider }, language) => (HELD.has(concept) ? [...names[language], ...(wider?.[language] ?? [])] : []));
