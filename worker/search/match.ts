// Ranked retrieval over a search index (search-index.ts). Each meaningful word of the query (function
// words dropped) is found in a product as the same word, the same stem (plurals, cases, possessives),
// the start of a word (while typing), two words written as one or apart ("штрих-код" / "штрихкод",
// "TP-80" / "tp80"), its Latin skeleton (Russian typed in Latin letters, models typed in Cyrillic)
// or, in words of five letters or more, with one typo; a vocabulary name is also searched as each
// other name of the same thing, and Russian typed on the English layout is read back. A word weighs most in the
// title, then the category names, the features and the description. Products that hold every word
// come first; fewer than five are followed by those holding the most (at least half, and a word that
// is not a bare number; after products that hold every word, those called the kind the query names),
// so a query that matches nothing meaningful still finds nothing. What a named kind of product
// is for ("для склада") and a loose head word ("machine") need not be held.
import type { Language } from '../../shared/constants.ts';
import { CATEGORY, DESCRIPTION, FEATURES, TITLE, fieldsOf, productOf, type SearchIndex } from './search-index.ts';
import { stem } from './stem.ts';
import { FEATURE_NAMES, HELD_NAMES, KIND_NAMES, KIT_NAMES, LOOSELY, PURPOSE_NAMES, SERVICE_NAMES, SOLD_AS, SYNONYMS, WIDER_NAMES } from './synonyms.ts';
import {
  WHOLE_QUALITY,
  PREFIX_MIN_LENGTH,
  TYPO_MIN_LENGTH,
  doubledLetter,
  doublingMoved,
  twoSlipsApart,
  withFleetingVowel,
  lookup,
  russianStem,
  schwaAsA,
  swapped,
  tokenOf,
  withinOneEdit,
  nearSlip,
  slipOf,
  type Token,
} from './lookup.ts';
import { CHEAP, COMPLETE, GENERIC, entryLevel, PARTICIPLE, hadWords, lackedWords, meaningful, phrasesOf, purposeWords, withoutHaving } from './stopwords.ts';
import { UNIT_WORDS, foldText, isNumber, words } from './text.ts';
import { fromLatinLayout, skeleton } from './translit.ts';
import { VOCABULARY } from './vocabulary.ts';

/** Beyond this many words a query adds nothing but work (titles are short). */
const MAX_QUERY_WORDS = 8;
/** A count's suffix on the word it counts ("2 kassalıq": of 2 tills). */
const COUNTED: Partial<Record<Language, RegExp>> = { az: /^(.{3,})l[iu][qk]$/ };
/** A partial match must hold at least this share of the query's words. */
const MIN_PARTIAL_SHARE = 0.5;
/**
 * Fewer products than this holding every word (the search modal shows five) are followed by the
 * relaxed pass's, as Elasticsearch's minimum_should_match or Algolia's optional words do: a fresh
 * query often holds a word or two no product has ("produce scale for market stall").
 */
const RELAXED_BELOW = 5;
/**
 * Following a product that holds every word, a partial match must be called what the query names
 * (each word of the kind's name in its title or category names: a label printer is no "receipt
 * printer"), or, where no kind is named, hold this share of the words.
 */
const MIN_FILL_SHARE = 2 / 3;
/**
 * A description that holds every word of the query, this many or more and each whole ("swimming pool
 * membership"), is a match, ranked as a partial one holding DESCRIBED_SHARE: one word there is often
 * another trade's goods mentioned in passing ("next to the fridge"), several together are what it is.
 */
const MIN_DESCRIBED_WORDS = 2;
const DESCRIBED_SHARE = 0.4;
/**
 * Another name of what the visitor typed is as good as the visitor's own: whichever a catalogue
 * uses is what they meant. (A lower weight puts the typed words first, but then a catalogue whose
 * parent category says "Proqramlar" offers a licence before the "satış proqramları" to a visitor
 * typing "kassa proqramı": measured on scripts/bench-search/renamed-catalogue.ts, 1 loses nothing there.)
 */
const SYNONYM_WEIGHT = 1;
/**
 * What the trade sells for a name (a POS terminal for "ККТ") weighs less than a product that says
 * the name itself, even in its specifications only (a word there weighs 0.4 of the title's): the
 * POS software that states "Online cash register (NKA)" comes before the terminals.
 */
const SOLD_AS_WEIGHT = 0.15;
/** A feature's wider word for its name ("wireless" for "Wi-Fi"): the products saying the name come first. */
const LOOSE_WEIGHT = 0.15;
/** Wordings of one query at most: its own, the layout's, and the vocabulary's (a bound on the work). */
const MAX_WORDINGS = 96;
const LAYOUT_WEIGHT = 0.9;
const EXACT_TITLE_BONUS = 100;
const ALL_IN_TITLE_BONUS = 3;
const BOTH_FIELDS_BONUS = 0.5;
/** A word's weight in each field, the title's being 1. */
const CATEGORY_WEIGHT = 0.5;
const FEATURES_WEIGHT = 0.4;
const DESCRIPTION_WEIGHT = 0.25;

/** How well one query word matches each product: its score (0: not at all) and how, by product number. */
interface WordScores {
  score: Float32Array;
  flags: Uint8Array;
  products: number[];
}
const IN_TITLE = 1;
/** Found as itself, its stem or its skeleton, not only as the start of a word or with a typo. */
const WHOLE = 2;
/** Found elsewhere than in the description (which mentions other goods in passing: "a fridge"). */
const ANCHORED = 4;
const SEEN = 8;
/** Found in the title or the category names: what the product is called. */
const NAMED = 16;
/** Found in the title, and in the category names (where a kind's name is said whole, not assembled from both). */
const IN_TITLE_TOO = 32;
const IN_CATEGORY = 64;
/** A kind's name of two or more words whose words a product holds only apart, some in its title, the rest in its category names. */
const SPLIT_NAME_FACTOR = 0.8;

/** The value kept in `made` for `key`, made by `make` the first time it is asked for. */
function remembered<K, V>(made: { get(key: K): V | undefined; set(key: K, value: V): unknown }, key: K, make: () => V): V {
  const known = made.get(key);
  if (known !== undefined) return known;
  const value = make();
  made.set(key, value);
  return value;
}

/**
 * Working arrays by product, one set per index, reused by every search (a search runs to its end
 * without yielding, so no two use them at once) and left all zero after each use: allocating them
 * per query word would cost a 10,000-product catalogue megabytes of garbage per search.
 */
interface Scratch {
  /** Per product, the best in each field: title, category names, features, description. */
  fields: Float32Array;
  seen: Uint8Array;
  share: Float32Array;
  score: Float32Array;
  bestShare: Float32Array;
  bestScore: Float32Array;
  /** Per product, 1 where it is named for another purpose than the one asked (`elsewhere`), while a search ranks. */
  away: Uint8Array;
  /** Per query word, its scores and flags by product: kept between searches, all zero (see release). */
  spare: { score: Float32Array; flags: Uint8Array }[];
}
/** Spare arrays kept per index: more than most queries' words, a few MB at 10,000 products. */
const MAX_SPARE = 48;
const scratches = new WeakMap<SearchIndex, Scratch>();

const scratchOf = (index: SearchIndex): Scratch =>
  remembered(scratches, index, () => ({
    fields: new Float32Array(index.size * 4),
    seen: new Uint8Array(index.size),
    share: new Float32Array(index.size),
    score: new Float32Array(index.size),
    bestShare: new Float32Array(index.size),
    bestScore: new Float32Array(index.size),
    away: new Uint8Array(index.size),
    spare: [],
  }));

function scoresOf(index: SearchIndex, query: Token, whole: boolean): WordScores {
  const scratch = scratchOf(index);
  const best = scratch.fields;
  const { score, flags } = scratch.spare.pop() ?? { score: new Float32Array(index.size), flags: new Uint8Array(index.size) };
  const products: number[] = [];
  const { start, postings } = index;
  // The hottest loop of a search (tens of thousands of postings at 10,000 products): plain arithmetic.
  for (const [at, matched] of lookup(index, query, whole)) {
    const [quality, titleOnly] = matched < 0 ? [-matched, true] : [matched, false];
    const mark = SEEN | (quality >= WHOLE_QUALITY ? WHOLE : 0);
    const [inCategory, inFeatures, inDescription] = [quality * CATEGORY_WEIGHT, quality * FEATURES_WEIGHT, quality * DESCRIPTION_WEIGHT];
    for (let posting = start[at]!, end = start[at + 1]!; posting < end; posting++) {
      const value = postings[posting]!;
      const product = productOf(value);
      const found = titleOnly ? fieldsOf(value) & TITLE : fieldsOf(value);
      if (found === 0) continue;
      const slot = product * 4;
      const before = flags[product]!;
      if (before === 0) products.push(product);
      flags[product] = before | mark;
      if (found & TITLE && best[slot]! < quality) best[slot] = quality;
      if (found & CATEGORY && best[slot + 1]! < inCategory) best[slot + 1] = inCategory;
      if (found & FEATURES && best[slot + 2]! < inFeatures) best[slot + 2] = inFeatures;
      if (found & DESCRIPTION && best[slot + 3]! < inDescription) best[slot + 3] = inDescription;
    }
  }
  for (const product of products) {
    const slot = product * 4;
    const title = best[slot]!;
    const category = best[slot + 1]!;
    const features = best[slot + 2]!;
    const description = best[slot + 3]!;
    best[slot] = best[slot + 1] = best[slot + 2] = best[slot + 3] = 0;
    // A word found in the title and the category names alike ("printer" in a receipt printer
    // among Printers) outranks the same word in a title alone (a terminal with a printer).
    const both = title > 0 && category > 0 ? BOTH_FIELDS_BONUS : 0;
    score[product] = Math.max(title, category, features, description) + both;
    flags[product]! |=
      (title > 0 && title >= category ? IN_TITLE : 0) |
      (title + category + features > 0 ? ANCHORED : 0) |
      (title + category > 0 ? NAMED : 0) |
      (title > 0 ? IN_TITLE_TOO : 0) |
      (category > 0 ? IN_CATEGORY : 0);
  }
  return { score, flags, products };
}

/** Gives a search's word scores back to the index's spare arrays, zeroed where they were written. */
function release(index: SearchIndex, used: Iterable<WordScores>): void {
  const { spare } = scratchOf(index);
  for (const { score, flags, products } of used) {
    if (spare.length >= MAX_SPARE) return;
    for (const product of products) {
      score[product] = 0;
      flags[product] = 0;
    }
    spare.push({ score, flags });
  }
}

interface Wording {
  tokens: Token[];
  weight: number;
}

export interface PreparedQuery {
  /** The query's own words, then each wording with a vocabulary name replaced by another name of the same thing. */
  wordings: Wording[];
  key: string;
  /** Asked for one purpose ("для магазина"): the one-word names of the others ("аптека"), whose products come after. */
  elsewhere: Token[];
  /** A kind asked, no kit: a kit's names ("комплект", "EPOS system"), whose products are called a kit, not the kind asked for its purpose. */
  kits: Token[][];
  /** Said cheap ("ucuz", "недорогой", "budget"): the products holding the query equally come cheapest first. */
  cheap: boolean;
  /** A word no name holds read as the thing asked before the kind it goes to ("drawer for receipt printer"): if none holds it, read again without. */
  nameless: boolean;
  /** A word said alone standing for the kind whose names it begins most often: the other kinds' names it begins ("barcode printer"), whose products come after. */
  otherKinds: Token[][];
}

/** Another name of what a vocabulary name names: its words, whether it is a feature's (found in the specifications too), and its weight. */
interface Other {
  words: string[];
  specs: boolean;
  /** A name of a kind of product or program. */
  kind: boolean;
  weight: number;
}

/** A vocabulary name as its words, their stems (and Latin skeletons), with each other name of the same thing. */
interface Name {
  /** A name of a kind of product or program, not a feature's or a wider word. */
  kind: boolean;
  /** A word that means a kind and more ("касса", "scanner"). */
  wider: boolean;
  /** A name of what a thing is for ("shop"). */
  purpose: boolean;
  /** A service's name ("installation"). */
  service: boolean;
  /** A name of what a product has ("small", "Wi-Fi"). */
  feature: boolean;
  /** A name of what holds other things (a kit). */
  kit: boolean;
  /** A name of what a kit holds (a till, a drawer; not an accounting program). */
  held: boolean;
  /** The name joins a thing to what it has itself ("монитор с тачскрином"). */
  joins: boolean;
  /** The name says what a thing lacks ("без шнура", "without a cable"). */
  lacks: boolean;
  /** One word written in capitals, an abbreviation ("POS", "EPOS", "ККТ"). */
  abbreviation: boolean;
  words: string[];
  stems: string[];
  skeletons: string[];
  /** Each word with its stem, as namesIn looks the typed words up once a query per word. */
  keys: string[];
  /** Per word, whether it says what the thing does (PARTICIPLE), which a buyer may say with another verb. */
  doing: boolean[];
  others: Other[];
}
const names = new Map<Language, Name[]>();

/** The vocabulary's names as stems, each with its synonyms' words (computed once per language). */
const vocabularyNames = (language: Language): Name[] =>
  remembered(names, language, () => {
    const list: Name[] = [];
    for (const [name, others] of Object.entries(SYNONYMS[language])) {
      const words = meaningful(name, language);
      const stems = words.map((word) => stem(word, language));
      // A name of function words alone would stand in every query.
      if (stems.length === 0 || others.length === 0) continue;
      list.push({
        kind: KIND_NAMES[language].has(name),
        wider: WIDER_NAMES[language].has(name),
        purpose: PURPOSE_NAMES[language].has(name),
        service: SERVICE_NAMES[language].has(name),
        feature: FEATURE_NAMES[language].has(name),
        kit: KIT_NAMES[language].has(name),
        held: HELD_NAMES[language].has(name),
        joins: phrasesOf(name, language).some((phrase) => phrase > 0),
        lacks: lackedWords(name, language).some(Boolean),
        abbreviation: /^\p{Lu}{2,}$/u.test(name),
        words,
        stems,
        skeletons: stems.map(skeleton),
        keys: words.map((word, at) => `${word} ${stems[at]}`),
        doing: words.map((word) => PARTICIPLE[language].test(word)),
        others: others.map((other) => ({
          words: meaningful(other, language),
          specs: FEATURE_NAMES[language].has(other),
          kind: KIND_NAMES[language].has(other),
          weight: SOLD_AS[language][name]?.has(other) ? SOLD_AS_WEIGHT : LOOSELY[language][name]?.has(other) ? LOOSE_WEIGHT : SYNONYM_WEIGHT,
        })),
      });
    }
    return list;
  });

const genericByLanguage = new Map<Language, Set<string>>();
/** The stems of the language's loose head words (stopwords.ts GENERIC). */
const genericStems = (language: Language): Set<string> =>
  remembered(genericByLanguage, language, () => new Set(GENERIC[language].flatMap((word) => meaningful(word, language)).map((word) => stem(word, language))));

/** A typed word as it is compared with a name's words. */
interface Typed {
  word: string;
  stems: [own: string, ...others: string[]];
  skeleton: string;
  /** Azerbaijani, where "ə" may be typed "a". */
  az: boolean;
  language: Language;
  /** A short word with a doubled letter typed once, as meant ("kasa": "kassa"), and those words' stems. */
  doubled: string[];
  /** Its stem is a vocabulary name's word: no short word's slip of another ("sales" is no "scales"). */
  named: boolean;
  /** Azerbaijani or Russian in Latin letters, an English loan written as heard: its skeleton with "ey" read "a" ("skeyner": "skaner"). */
  heard: string[];
  /** Whether it is a name's word with one slip, or its stem with the genitive plural's fleeting vowel (nearName), once asked. */
  near?: boolean;
}

/**
 * Whether a typed word is one slip from a name's word, its stem too, or is one's stem with the genitive plural's fleeting vowel
 * («этикетки»: «этикеток»): a word two slips from another name's is that one, not the other («этикетки» is no «этикетник»).
 */
function nearName(typed: Typed): boolean {
  if (typed.near === undefined) {
    const { words } = nameWords(typed.language);
    const fleeting = withFleetingVowel(typed.stems[0], typed.language);
    typed.near = false;
    for (const [one, word] of words)
      if (fleeting.includes(one) || withinOneEdit(typed.stems[0], one) || withinOneEdit(typed.word, word)) {
        typed.near = true;
        break;
      }
  }
  return typed.near;
}

/** The stems a typed word may stand for: its own, and for Russian typed in Latin letters its Russian one. */
function typedOf(token: Token, language: Language): Typed {
  const russian = russianStem(token.word, language);
  const doing = language === 'az' ? DOER.exec(token.word) : null;
  // A verb's last "t" is voiced before a vowel ("öyrədən" of "öyrətmək").
  const others = [...(russian === undefined ? [] : [russian]), ...(doing ? [`${doing[1]}m`, `${doing[1]!.replace(/d$/, 't')}m`] : [])];
  return {
    word: token.word,
    stems: [token.stem, ...others],
    skeleton: skeleton(token.word),
    az: language === 'az',
    language,
    doubled: doubledLetter(token.word).flatMap((word) => [word, stem(word, language)]),
    named: nameWords(language).words.has(token.stem),
    heard: language === 'en' || token.word.length < MIN_HEARD_LENGTH ? [] : heardAs(skeleton(token.word)),
  };
}
/** A word this long or longer may be an English loan written as heard. */
const MIN_HEARD_LENGTH = 6;
/**
 * An English loan written in Azerbaijani or Russian Latin letters as the English word is heard: the "a" of an open syllable said
 * as "ey" ("skeyner" for "skaner", "scanner"); in the skeleton, where "y" is "i", "ei" before a consonant and a vowel, one at a time.
 */
function heardAs(spelled: string): string[] {
  const found: string[] = [];
  for (const match of spelled.matchAll(/ei(?=[bdfgklmnprstvz][aeiou])/g)) found.push(spelled.slice(0, match.index) + 'a' + spelled.slice(match.index + 2));
  return found;
}
/**
 * An Azerbaijani participle, the one who does it ("quraşdıran", "hazırlayan"), meets the name of the doing
 * ("quraşdırma", "hazırlama": their stems "quraşdırm", "hazırlam"), as the verb's infinitive does in az-stem.ts.
 */
const DOER = /^(.{4,}?)y?[ae]n$/;

/** The Azerbaijani "-li" (folded "li", "lu") after a word, with at most an ending after it. */
const HAVING = /^l[iu].{0,3}$/;
/**
 * Whether a name's last word is the typed Azerbaijani word with "-li": a name ending so says what a thing has ("sensor ekranlı"), and
 * the word said bare is the thing ("sensor ekran", a touch screen), no slip; before a name's head it qualifies it as the bare word
 * does ("stiker çıxaran tərəzi" is a "stikerli tərəzi").
 */
const hadForm = (typed: string, word: string, language: Language) => language === 'az' && word.startsWith(typed) && HAVING.test(word.slice(typed.length));

/** Endings a typed word may add to a name's stem, compared in Latin letters ("yashiki" for "ящик"). */
const MAX_ENDING = 3;

/**
 * How well a typed word is a name's word: 1 the same stem, the same Latin skeleton ("tsd" for
 * "ТСД"), or the stem in Latin letters with an ending; TYPO_NAME_WEIGHT with one typo in a long
 * word or its stem ("custmer", "lable") (its other names then weigh as the typo does, so that they
 * do not outrank what the typed words themselves find); 0 not at all.
 */
function sameWord(typed: Typed, word: string, stemText: string, stemSkeleton: string): number {
  if (typed.stems.includes(stemText) || typed.skeleton === stemSkeleton) return 1;
  // A short word with the commonest slip, a doubled consonant typed once, is the name as typed right ("kasa" is "kassa").
  if (typed.doubled.includes(word) || typed.doubled.includes(stemText)) return 1;
  // An Azerbaijani one with "ə" typed "a" ("tarazi") is a typo.
  if (typed.az && schwaAsA(typed.stems[0], stemText)) return TYPO_NAME_WEIGHT;
  if (stemSkeleton.length >= PREFIX_MIN_LENGTH + 1 && typed.skeleton.startsWith(stemSkeleton) && typed.skeleton.length - stemSkeleton.length <= MAX_ENDING)
    return 1;
  if (stemText.length >= TYPO_MIN_LENGTH && typed.stems[0].length >= TYPO_MIN_LENGTH && withinOneEdit(typed.stems[0], stemText)) return TYPO_NAME_WEIGHT;
  // A five-letter word one letter off is often another word ("shoes", "shops"): there only two letters swapped count.
  if (word.length > TYPO_MIN_LENGTH && typed.word.length > TYPO_MIN_LENGTH && withinOneEdit(typed.word, word)) return TYPO_NAME_WEIGHT;
  if (word.length === TYPO_MIN_LENGTH && typed.word.length === TYPO_MIN_LENGTH && (swapped(typed.word, word) || doublingMoved(typed.word, word)))
    return TYPO_NAME_WEIGHT;
  // Shorter words, not themselves a name's, only with the likeliest slips: a letter left out of six ("trəzi" for "tərəzi"); in four,
  // a letter replaced by the key beside it or a vowel heard alike («вксы», «висы» for «весы»).
  if (!typed.named && word.length === TYPO_MIN_LENGTH + 1 && typed.word.length === TYPO_MIN_LENGTH && slipOf(typed.word, word) === 1) return TYPO_NAME_WEIGHT;
  if (!typed.named && word.length === TYPO_MIN_LENGTH - 1 && nearSlip(typed.word, word)) return TYPO_NAME_WEIGHT;
  // An English loan written as heard, "ey" for its "a" ("skeyner": "skaner"), not itself a name's word.
  if (!typed.named && stemSkeleton.length >= TYPO_MIN_LENGTH && typed.heard.some((heard) => heard === stemSkeleton || heard === skeleton(word)))
    return TYPO_NAME_WEIGHT;
  // A long word, not itself a name's, with two of the likeliest slips ("bookeping", "terrazi", «манаблок»), inflected too.
  if (!typed.named && (twoSlipsApart(typed.word, word, typed.az) || twoSlipsApart(typed.stems[0], stemText, typed.az)) && !nearName(typed))
    return TYPO_NAME_WEIGHT;
  return inflectedSlip(typed, word, stemText) ? TYPO_NAME_WEIGHT : 0;
}

/** The letters an inflection adds at most to a name's word ("labels", «кассами», "kassalar"). */
const MAX_INFLECTION = 4;

/**
 * Whether a typed word is a name's word inflected, with one slip before its ending ("lables", "sacles": "labels", "scales" of
 * "label", "scale"), the word with that ending being the name's word still (the same stem): as for a word typed as it is, only two
 * letters swapped in a name's word of five letters, one slip in a longer one.
 */
function inflectedSlip(typed: Typed, word: string, stemText: string): boolean {
  const text = typed.word;
  if (text.length <= word.length || text.length > word.length + MAX_INFLECTION || word.length < TYPO_MIN_LENGTH) return false;
  // Cheaply ruled out: one slip leaves the first letter in place or moves it by one.
  if (text.charCodeAt(0) !== word.charCodeAt(0) && text.charCodeAt(1) !== word.charCodeAt(0) && text.charCodeAt(0) !== word.charCodeAt(1)) return false;
  for (const by of word.length === TYPO_MIN_LENGTH ? [0] : [-1, 0, 1]) {
    const [head, ending] = [text.slice(0, word.length + by), text.slice(word.length + by)];
    if (ending.length === 0 || head === word) continue;
    const slip = by === 0 && word.length === TYPO_MIN_LENGTH ? swapped(head, word) : withinOneEdit(head, word);
    if (slip && stem(word + ending, typed.language) === stemText) return true;
  }
  return false;
}
const thingWords = new Map<Language, Set<string>>();
/**
 * An Azerbaijani thing's name in the dative ("kassaya", "POS terminala"; a thing: a name's last word, its head, as in
 * "kassa kompüteri") is what a thing goes to or becomes, not the thing: it is no name's word that is not itself in the
 * dative ("kompüteri kassaya çevirən monitor" is no "kassa kompüteri", nor "kompüterə qoşulan sensor monitor kassa üçün");
 * another word in the dative is ("müştəriyə baxan ekran" is a customer display).
 */
function dative(typed: string, word: string, language: Language): boolean {
  if (language !== 'az' || typed === word || !typed.endsWith('a') === !typed.endsWith('e')) return false;
  // After a possessive the dative is "-na" ("kassa avadanlığına": "kassa avadanlığı"; "aptek kassasına": "kassa").
  const possessive = /[iu]n[ae]$/.test(typed) ? typed.slice(0, -2) : undefined;
  const bases = [typed.slice(0, typed.at(-2) === 'y' ? -2 : -1), ...(possessive ? [possessive, possessive.replace(/s?[iu]$/, '')] : [])];
  const base = bases.find((one) => one === word || one === word.slice(0, -1));
  if (base === undefined) return false;
  const things = remembered(
    thingWords,
    language,
    () => new Set(vocabularyNames(language).flatMap((name) => (name.kind || name.wider ? name.words.slice(-1) : []))),
  );
  return things.has(base) || things.has(word);
}
/** A typo's match is worth 1 against 2.5 for a stem's (lookup.ts): its name's other names, about as much. */
const TYPO_NAME_WEIGHT = 0.4;

/** Whether two names stand on a query word in common. */
const overlaps = (a: Placed, b: Placed) => a.places.some((place) => b.places.includes(place));

interface Placed extends Name {
  /** The name's words. */
  key: string;
  /** The query words the name stands on, in any order ("printeri qəbz"). */
  places: number[];
  /** How well the typed words are the name (sameWord's least). */
  weight: number;
  /** Typed loosely: a word one typo off, or a verb form the buyer said otherwise ("весы печатающие этикетки"). */
  loose?: boolean;
}

/**
 * Where the query holds a vocabulary name, in any order, each word once; the longest name wins a word ("till drawer", not "till").
 * A name's word may also be two neighbouring typed words written apart ("считыватели штрих кодов" holds "считыватель штрихкодов").
 * A name stays on one side of a word that joins a thing to what it has: "printeri olan kassa" holds no "kassa printeri".
 */
function namesIn(own: Token[], language: Language, phrases: number[], purpose: boolean[], had: boolean[]): Placed[] {
  const typed = own.map((token, index) => ({ places: [index], word: typedOf(token, language) }));
  const apart = own
    .slice(1)
    .map((next, index) => ({ places: [index, index + 1], word: typedOf(tokenOf(`${own[index]!.word}${next.word}`, language), language) }));
  // How well each typed word, and each two written apart, is a name's word, worked out once a query per word of the names:
  // names share their words ("kassa" in hundreds of them), and most are typed by none. A thing's word in the Azerbaijani dative
  // is no name's word (`dative`).
  const matches = new Map<string, { places: number[]; how: number }[][]>();
  const matchesOf = (key: string, word: string, stemText: string, skeletonText: string) =>
    remembered(matches, key, () =>
      [typed, apart].map((candidates) =>
        candidates.flatMap((candidate) => {
          const how = sameWord(candidate.word, word, stemText, skeletonText);
          return how > 0 && !dative(candidate.word.word, word, language) ? [{ places: candidate.places, how }] : [];
        }),
      ),
    );
  const found: Placed[] = [];
  // Names typed with their head word said by another name of the kind it leads to, completed below.
  const headless: { name: Name; places: number[]; weight: number; head: string; said: number }[] = [];
  for (const name of vocabularyNames(language)) {
    if (name.stems.length > typed.length) continue;
    const places: number[] = [];
    let weight = 1;
    let matched = 0;
    let head: string | undefined;
    let said = 0;
    // Nor across what the thing is for and what it has ("kassa kompüteri üçün sensorlu monitorlar" holds no "sensor kassa").
    const parted = (place: number) =>
      (!name.joins && phrases[place] !== phrases[places[0] ?? place]) ||
      places.some((one) => had[one] !== had[place] && purpose[one] !== purpose[place] && had[one] !== purpose[one]);
    for (let at = 0; at < name.stems.length; at++) {
      let best = 0;
      let chosen: number[] = [];
      // Words typed as the name writes them first; two written apart only where none is.
      for (const candidates of matchesOf(name.keys[at]!, name.words[at]!, name.stems[at]!, name.skeletons[at]!)) {
        for (const candidate of candidates)
          if (
            candidate.how > best &&
            !candidate.places.some((place) => places.includes(place) || parted(place)) &&
            !(at === name.stems.length - 1 && hadForm(candidate.places.map((place) => own[place]!.word).join(''), name.words[at]!, language))
          )
            [best, chosen] = [candidate.how, candidate.places];
        if (best > 0) break;
      }
      if (best === 0) {
        // What a thing does, said by the name with one verb and by the buyer with another ("piştaxtaya quraşdırılan"
        // and "piştaxtaya gömülən"), and the name's last word, its head, when another name stands for it, checked below.
        if (name.doing[at]) {
          matched++;
          continue;
        }
        if (at === name.stems.length - 1 && name.kind) {
          head = name.words[at]!;
          matched++;
          continue;
        }
        break;
      }
      places.push(...chosen);
      matched++;
      said++;
      weight = Math.min(weight, best);
    }
    if (matched < name.stems.length) continue;
    if (head === undefined) {
      if (said === name.stems.length || said >= 2)
        found.push({ ...name, key: name.words.join(' '), places, weight, loose: weight < 1 || said < name.stems.length });
    }
    // With none of its own words typed it could only stand where the other name already does (below).
    else if (said > 0) headless.push({ name, places, weight, head, said });
  }
  // A kind said by a word of its own and another name of the kind its head word leads to ("stolüstü barkod oxuyucu" is a
  // "stolüstü skaner", as "skaner" leads to "barkod oxuyucu").
  const generic = genericStems(language);
  for (const { name, places, weight, head, said } of headless) {
    const leads = namesByWords(language).get(head);
    // The other name is of a wider kind than this one's ("barkod oxuyucu" to "stolüstü skaner"), not another name of the same.
    const other =
      leads &&
      found.find(
        (one) =>
          one.kind &&
          !overlaps(one, { places } as Placed) &&
          // Not by what the thing has ("touchscreen tills with a customer facing screen" holds no touch display).
          !(one.places.every((place) => had[place]) && !places.every((place) => had[place])) &&
          leads.others.some((to) => to.words.join(' ') === one.key) &&
          !name.others.some((to) => to.words.join(' ') === one.key),
      );
    // Or, after two words of a longer name, by a loose head word after them ("məlumat toplama cihazları" is a "məlumat toplama terminalı").
    const last = Math.max(...places);
    const loose = other || said < 2 ? -1 : own.findIndex((token, at) => at > last && generic.has(token.stem) && phrases[at] === phrases[last]);
    const all = other ? [...places, ...other.places] : loose >= 0 ? [...places, loose] : undefined;
    // Only where no name the buyer typed whole already stands on those words.
    if (all && !found.some((one) => all.every((place) => one.places.includes(place))))
      found.push({ ...name, key: name.words.join(' '), places: all, weight: Math.min(weight, other?.weight ?? 1) });
  }
  // Two names of the same thing in one query ("kafe və restoran üçün proqram") are that thing once:
  // all their words stand for each other name.
  for (const first of [...found])
    for (const second of [...found]) {
      const places = [...new Set([...first.places, ...second.places])];
      if (places.length === first.places.length || places.length === second.places.length) continue;
      // Both ways: a wider word ('terminal') is not the same thing as the names it leads to.
      const names = (one: Placed, other: Placed) => one.others.some((name) => name.weight === SYNONYM_WEIGHT && name.words.join(' ') === other.key);
      if (names(first, second) && names(second, first))
        found.push({ ...first, key: `${first.key} ${second.key}`, places, weight: Math.min(first.weight, second.weight) });
    }
  // A kind's name whose last word, its head, is what another thing named is for is none ("touch screen for a mini pc till": no
  // touch till). Not in Russian, whose heads come first too ("ящик кассы"), nor two names of one thing.
  const across = (name: Placed) =>
    language !== 'ru' &&
    name.kind &&
    name.key === name.words.join(' ') &&
    purpose[name.places.at(-1)!] === true &&
    found.some((other) => (other.kind || other.wider) && other.places.every((place) => !purpose[place]) && overlaps(name, other));
  return found.filter((name) => !across(name) && !found.some((other) => other.places.length > name.places.length && overlaps(name, other) && !across(other)));
}

const heldStemsByLanguage = new Map<Language, Set<string>>();
/** The stems of the words of the names of what a kit holds (a till, a drawer, a scanner): a device's words. */
const heldStems = (language: Language): Set<string> =>
  remembered(heldStemsByLanguage, language, () => new Set(vocabularyNames(language).flatMap((name) => (name.held && name.kind ? name.stems : []))));

const namesByWordsByLanguage = new Map<Language, Map<string, Name>>();
/** Each vocabulary name by its words. */
const namesByWords = (language: Language): Map<string, Name> =>
  remembered(namesByWordsByLanguage, language, () => new Map(vocabularyNames(language).map((name) => [name.words.join(' '), name])));

const kitWordsByLanguage = new Map<Language, Set<string>>();
/** The stems of the words only a kit's names say ("starter", "pack", "bundle"; not "POS"). */
const kitWords = (language: Language): Set<string> =>
  remembered(kitWordsByLanguage, language, () => {
    const stems = (kit: boolean) => vocabularyNames(language).flatMap((name) => ((name.kind || name.wider) && name.kit === kit ? name.stems : []));
    const others = new Set(stems(false));
    return new Set(stems(true).filter((one) => !others.has(one)));
  });

/** A name of what the trade sells as a kind of product ("ККТ", sold as a POS terminal). */
const soldAsKind = (name: Name) => name.others.some((other) => other.weight === SOLD_AS_WEIGHT);

/**
 * The words of a query search reads, folded and meaningful, MAX_QUERY_WORDS at most, and where they start: beyond that an
 * Azerbaijani query keeps its last, as the thing asked is said last ("satış zalında rəfin yanında qiymət etiketi çap edən cib
 * printeri"), another language its first.
 */
function readWords(text: string, language: Language): { typed: string[]; from: number } {
  const all = meaningful(text, language);
  const from = language === 'az' ? Math.max(0, all.length - MAX_QUERY_WORDS) : 0;
  return { typed: all.slice(from, from + MAX_QUERY_WORDS), from };
}
const queryWords = (text: string, language: Language) => readWords(text, language).typed;
/** The query as search reads it, the only thing the miss counter keeps. */
export const queryKey = (text: string, language: Language): string => queryWords(text, language).join(' ');

const nameWordsByLanguage = new Map<Language, { words: Map<string, string>; pairs: Set<string>; before: Map<string, string[]> }>();
/** The stems of the vocabulary names' words (each with one word of that stem), and of two words following each other in a thing's name. */
const nameWords = (language: Language) =>
  remembered(nameWordsByLanguage, language, () => {
    const words = new Map<string, string>();
    const pairs = new Set<string>();
    /** Of each word's stem, the stems of the words before it in a thing's name. */
    const before = new Map<string, string[]>();
    for (const name of vocabularyNames(language)) {
      name.stems.forEach((one, at) => {
        if (!words.has(one)) words.set(one, name.words[at]!);
        // A kind's name, not a feature's, whose compound a catalogue writes as one too ("splashproof").
        if (at > 0 && !name.feature && !pairs.has(`${name.stems[at - 1]} ${one}`)) {
          pairs.add(`${name.stems[at - 1]} ${one}`);
          remembered(before, one, () => []).push(name.stems[at - 1]!);
        }
      });
    }
    return { words, pairs, before };
  });

/** Russian diminutive suffixes, as they end a stem ("весик" of «весики», "принтерчик", "кассочк" of «кассочка»). */
const DIMINUTIVE: Partial<Record<Language, RegExp>> = { ru: /^(.{3,}?)(?:[оеи]чк|[ую]шк|чик|ик|ок)$/ };
/** A compound is split only this long or longer, each part at least PREFIX_MIN_LENGTH letters. */
const MIN_COMPOUND_LENGTH = 6;

/**
 * A word no vocabulary name holds, read as the name's words the buyer meant: a known word with a diminutive or
 * colloquial suffix (Russian «весики», «принтерчик» are «весы», «принтер»), two words of one name typed as one
 * ("weighscale", "pulqutusu", "barcodescanner": "weigh scale", "pul qutusu"). Only the words of the text so read change.
 */
function reword(text: string, language: Language): string {
  const { words, pairs } = nameWords(language);
  return text.replace(/\p{L}+/gu, (typed) => {
    const word = foldText(typed);
    const own = stem(word, language);
    if (word.length < MIN_COMPOUND_LENGTH || words.has(own) || words.has(word)) return typed;
    // The word the suffix is put on whole, whose stem may drop its last letters: a loan's «дисплей» is "диспл" («дисплейчик»).
    const small = DIMINUTIVE[language]?.exec(own)?.[1];
    const base = small === undefined ? undefined : [small, stem(small, language)].find((one) => words.has(one));
    if (base !== undefined) return words.get(base)!;
    for (let at = PREFIX_MIN_LENGTH; at <= word.length - PREFIX_MIN_LENGTH; at++) {
      const first = word.slice(0, at);
      // The second word with a letter typed twice too ("kassaapparati": "kassa aparatı", its Russian spelling, «аппарат»).
      for (const second of [word.slice(at), ...typedOnce(word.slice(at))])
        if (pairs.has(`${stem(first, language)} ${stem(second, language)}`)) return `${first} ${second}`;
    }
    return joined(word, language) ?? qualifiedThing(word, language) ?? typed;
  });
}

/** A word longer than a name's word is read as typed: a long run of letters has a reading for each of its doubled ones. */
const MAX_NAME_WORD_LENGTH = 16;
/** A word with one of its doubled consonants typed once ("apparati": "aparati"), each such reading. */
const typedOnce = (word: string): string[] =>
  word.length > MAX_NAME_WORD_LENGTH
    ? []
    : [...word].flatMap((letter, at) =>
        at > 0 && letter === word[at - 1] && !/[aeiouyаеёиоуыэюя]/.test(letter) ? [word.slice(0, at) + word.slice(at + 1)] : [],
      );

/**
 * Two words of a thing's name typed as one as a compound is formed (reword's first reading failing): a letter the words share
 * typed once ("kassaparati", «кассаппарат»), the first word cut short, as the noun an adjective comes from («чекопринтер»,
 * «кассаппарат»: «чековый принтер», «кассовый аппарат»; a short word's doubled consonant typed once too, "kasaaparati"), in
 * Russian with a linking «о» or «е» («чекопринтер») or clipped after a consonant, as «бух-», «хоз-» («бухпрограмма»). The name's
 * words, or undefined.
 */
function joined(word: string, language: Language): string | undefined {
  const { words, before } = nameWords(language);
  for (let at = PREFIX_MIN_LENGTH; at <= word.length - PREFIX_MIN_LENGTH; at++) {
    const first = word.slice(0, at);
    for (const second of [word.slice(at), word.slice(at - 1)]) {
      const firsts = before.get(stem(second, language));
      if (firsts === undefined) continue;
      const own = stem(first, language);
      const starts = [first, own, ...doubledLetter(first), ...(language === 'ru' ? [first.replace(/[оеи]$/, '')] : [])];
      const clipped = language === 'ru' && /[бвгджзклмнпрстфхцчшщ]$/.test(first);
      const meant = firsts.find(
        (one) =>
          one === own ||
          starts.some((start) => start.length >= PREFIX_MIN_LENGTH && one.startsWith(start) && (clipped || one.length - start.length <= MAX_DERIVED)),
      );
      if (meant !== undefined) return `${words.get(meant)} ${second}`;
    }
  }
  return undefined;
}

/** A Russian adjective's endings, by what it agrees with: masculine, feminine, neuter, plural (any). */
const ADJECTIVE: Partial<Record<Language, RegExp[]>> = {
  ru: [/(?:ый|ий|ой|ого|ому|ым|ом)$/, /(?:ая|яя|ой|ую|юю)$/, /(?:ое|ее|ого|ому|ым|ом)$/, /(?:ые|ие|ых|их|ыми|ими)$/],
};

/** A vocabulary name read into the typed word at `at` though not typed as it (an elided noun, a word said alone): loosely, at `weight`. */
const readInto = (name: Name, weight: number, at: number): Placed => ({ ...name, key: name.words.join(' '), places: [at], weight, loose: true });

/**
 * The names a Russian adjective typed alone stands for, the noun it modifies left out as buyers do («кассовые», «этикеточный»,
 * «бухгалтерская», mistyped too: «бугалтерская»): where it is the one word of the query but what the thing is for, the first word of kinds'
 * (or purposes', services') names of two words or more, those whose adjective agrees with it («кассовая»: the program, the
 * machine; «кассовые», plural: every one), else every one it modifies. Not a feature's name, which an adjective says itself.
 */
function elided(own: Token[], placed: Placed[], purpose: boolean[], language: Language): Placed[] {
  const endings = ADJECTIVE[language];
  const named = new Set(placed.flatMap((name) => name.places));
  const alone = own.map((_, at) => at).filter((at) => !named.has(at) && !own[at]!.optional);
  if (endings === undefined || alone.length !== 1) return [];
  const at = alone[0]!;
  const token = own[at]!;
  // Alone: no other word but what the thing is for, which would be the noun it modifies, before it or after («кухонный монитор»,
  // «весы товарные»).
  if (own.some((_, other) => other !== at && !purpose[other])) return [];
  const forms = endings.map((ending) => ending.test(token.word));
  if (!forms.some(Boolean)) return [];
  const typed = typedOf(token, language);
  const modified = vocabularyNames(language).flatMap((name) => {
    if (name.stems.length < 2 || name.feature || name.wider || !(name.kind || name.purpose || name.service)) return [];
    const weight = sameWord(typed, name.words[0]!, name.stems[0]!, name.skeletons[0]!);
    return weight > 0 && endings.some((ending) => ending.test(name.words[0]!)) ? [{ name, weight }] : [];
  });
  // Its gender or number says which: a plural any.
  const agree = (word: string) => endings.some((ending, form) => forms[form] && (form === endings.length - 1 || ending.test(word)));
  const agreeing = modified.filter(({ name }) => agree(name.words[0]!));
  return (agreeing.length > 0 ? agreeing : modified).map(({ name, weight }) => readInto(name, weight, at));
}

const joinedNamesByLanguage = new Map<Language, Set<string>>();
/**
 * The words of the vocabulary's names that join words otherwise than a genitive after the head: a hyphen after the first word
 * («баркод-сканер», «весы-принтер этикеток»; not «сканер штрих-кода») or a word joining a thing to what it has («весы с принтером»).
 */
const joinedNames = (language: Language): Set<string> =>
  remembered(joinedNamesByLanguage, language, () => {
    const all = Object.entries(SYNONYMS[language]).flatMap(([name, others]) => [name, ...others]);
    return new Set(
      all
        .filter((name) => name.trim().split(/\s+/)[0]!.includes('-') || phrasesOf(name, language).some((phrase) => phrase > 0))
        .map((name) => meaningful(name, language).join(' ')),
    );
  });

/** A Russian noun ending as an adjective does: a verbal noun («обслуживание», «приложение»). */
const VERBAL_NOUN = /(?:ние|тие)$/;

/**
 * Where a name of two words or more has its head, the thing it names, and the word that says which, its modifier. In Azerbaijani
 * and English the head is last and the modifier first ("barcode scanner", "barkod skaneri"); in Russian the head is the first
 * noun, after the adjectives that modify it, and a noun modifies it in the genitive after it («сканер штрихкодов», «принтер
 * этикеток», «ручной сканер штрихкодов»), else the adjective before it («денежный ящик»); a compound written as one hyphenated word
 * or a name joining a thing to what it has, is read as the other languages' («баркод-сканер», «весы с принтером»).
 */
function headOf(words: string[], language: Language): { head: number; modifier: number } {
  // Asked of the same names for every one-word query: worked out once per name.
  return remembered(
    remembered(headsOfNames, language, () => new Map<string, { head: number; modifier: number }>()),
    words.join(' '),
    () => findHead(words, language),
  );
}
const headsOfNames = new Map<Language, Map<string, { head: number; modifier: number }>>();

function findHead(words: string[], language: Language): { head: number; modifier: number } {
  const last = words.length - 1;
  const endings = ADJECTIVE[language];
  if (endings === undefined || joinedNames(language).has(words.join(' '))) return { head: last, modifier: 0 };
  const head = words.findIndex((word) => VERBAL_NOUN.test(word) || !endings.some((ending) => ending.test(word)));
  if (head === -1) return { head: last, modifier: 0 };
  return { head, modifier: head < last ? head + 1 : Math.max(0, head - 1) };
}

const namesByHeadByLanguage = new Map<Language, Map<string, string[]>>();
/** The kinds' names of two words or more (modifiedNames) by their head's stem, each by its words. */
const namesByHead = (language: Language) =>
  remembered(namesByHeadByLanguage, language, () => {
    const byHead = new Map<string, string[]>();
    for (const { name } of modifiedNames(language)) {
      const head = name.stems[headOf(name.words, language).head]!;
      byHead.set(head, [...(byHead.get(head) ?? []), name.words.join(' ')]);
    }
    return byHead;
  });

const modifiedByLanguage = new Map<Language, { entry: number; name: Name }[]>();
/** The vocabulary's kinds' names of two words or more (not a feature's, a purpose's or a service's, nor a wider word), each with the entry it names. */
const modifiedNames = (language: Language) =>
  remembered(modifiedByLanguage, language, () => {
    const byKey = namesByWords(language);
    return VOCABULARY.flatMap((entry, at) =>
      entry.feature || entry.purpose || entry.service
        ? []
        : entry.names[language].flatMap((said) => {
            const name = byKey.get(meaningful(said, language).join(' '));
            return name && name.stems.length > 1 && name.kind && !name.wider && !name.feature ? [{ entry: at, name }] : [];
          }),
    );
  });

/**
 * The kind a word said alone stands for where it is the first word, the modifier, of kinds' names ("barcode" of "barcode
 * scanner", "receipt" of "receipt printer"): the kind whose names begin with it most often (the scanner's, more than the label
 * printer's "barcode printer"), ties all; not a wider word or a feature's name, which say what they mean, nor a word that is one
 * of those kinds' own names. With it, the names of the other kinds it begins, whose products are called another kind.
 */
function modified(own: Token[], placed: Placed[], language: Language): { names: Placed[]; others: string[][] } {
  const none = { names: [], others: [] };
  if (own.length !== 1 || own[0]!.optional) return none;
  if (placed.some((name) => name.wider || name.feature || name.purpose || name.service || name.stems.length > 1)) return none;
  // A word that is a kind's name says that kind ("весы", "термопринтер"): only a thing no kind's head words name, what kinds' names
  // say of their head ("barcode", "UPC"), stands for another.
  const headed = (name: Placed) => {
    const same = new Set([name.key, ...name.others.map((other) => other.words.join(' '))]);
    const byHead = namesByHead(language);
    return name.others.some((other) => {
      if (other.words.length < 2) return false;
      const named = byHead.get(stem(other.words[headOf(other.words, language).head]!, language)) ?? [];
      return named.some((key) => !same.has(key));
    });
  };
  if (placed.some(headed)) return none;
  const typed = typedOf(own[0]!, language);
  // The word, and where it is a one-word name, its other one-word names ("ştrixkod" as "barkod").
  const same = placed.flatMap((name) =>
    name.others.flatMap((other) => (other.words.length === 1 && other.weight === SYNONYM_WEIGHT ? [stem(other.words[0]!, language)] : [])),
  );
  const counts = new Map<number, { name: Name; weight: number; count: number }>();
  const begun: { entry: number; name: Name }[] = [];
  // Not the names of the thing the word itself names ("ştrix kod" of "barkod").
  const itself = new Set(placed.flatMap((name) => name.others.map((other) => other.words.join(' '))));
  for (const { entry, name } of modifiedNames(language)) {
    if (itself.has(name.words.join(' '))) continue;
    // Its modifier, and its first word as in every language («считыватель штрихкодов» for «считыватель», as before).
    const { modifier } = headOf(name.words, language);
    const weight = Math.max(
      ...[...new Set([0, modifier])].map((at) =>
        same.includes(name.stems[at]!) ? placed[0]!.weight : sameWord(typed, name.words[at]!, name.stems[at]!, name.skeletons[at]!),
      ),
    );
    if (weight === 0) continue;
    begun.push({ entry, name });
    const known = counts.get(entry);
    if (known) known.count++;
    else counts.set(entry, { name, weight, count: 1 });
  }
  // A word that only a typo from one reads as a modifier but is typed right as a head («расчетка»: «расчёт зарплаты») is the head.
  const asHead = counts.size === 0 || [...counts.values()].every(({ weight }) => weight < 1) ? headWord(typed, language) : undefined;
  if (asHead && (counts.size === 0 || asHead.names.some(({ weight }) => weight === 1))) return asHead;
  if (counts.size === 0) return none;
  const most = Math.max(...[...counts.values()].map(({ count }) => count));
  const chosen = [...counts.entries()].filter(([, { count }]) => count === most);
  const kinds = new Set(chosen.map(([entry]) => entry));
  return {
    names: chosen.map(([, { name, weight }]) => readInto(name, weight, 0)),
    others: begun.filter(({ entry }) => !kinds.has(entry)).map(({ name }) => name.words),
  };
}

/**
 * A word said alone, the whole query, that modifies no kind's names (modified) but is the head of kinds' names of two words or
 * more, and of one kind's only ("drawer" of "cash drawer", "money drawer", "till drawer"), stands for that kind: so it finds a
 * catalogue's "cash box" too. Not the head of two kinds' names ("printer", "aparat"), which says no one kind; only names written as
 * words apart: a hyphenated compound («RFID-считыватель») or a name joining a thing to what it has says its head otherwise.
 */
function headWord(typed: Typed, language: Language): { names: Placed[]; others: string[][] } | undefined {
  const kinds = new Map<number, { name: Name; weight: number }>();
  for (const { entry, name } of modifiedNames(language)) {
    if (kinds.has(entry) || joinedNames(language).has(name.words.join(' '))) continue;
    const { head } = headOf(name.words, language);
    const weight = sameWord(typed, name.words[head]!, name.stems[head]!, name.skeletons[head]!);
    if (weight > 0) kinds.set(entry, { name, weight });
  }
  if (kinds.size !== 1) return undefined;
  return { names: [...kinds.values()].map(({ name, weight }) => readInto(name, weight, 0)), others: [] };
}

const thingStemsByLanguage = new Map<Language, { things: Set<string>; short: Set<string> }>();
/** The stems of the words that name a thing on their own: a kind's name's head, a one-word name or wider word, a loose head word; and the vocabulary's two-letter abbreviations ("QR"). */
const thingStems = (language: Language) =>
  remembered(thingStemsByLanguage, language, () => {
    const things = new Set([...heads(language), ...genericStems(language)]);
    const short = new Set<string>();
    for (const name of vocabularyNames(language)) {
      if (name.stems.length === 1 && (name.kind || name.wider) && !name.purpose && !name.feature) things.add(name.stems[0]!);
      if (name.abbreviation && name.words[0]!.length < PREFIX_MIN_LENGTH) short.add(name.words[0]!);
    }
    return { things, short };
  });

/**
 * A word no name holds read as a name's word run together with a thing's word after it, as buyers type a qualifier and the thing
 * ("poskassa", «тачкасса», "touchtill", "qrscanner", "onlaynkassa", "qebzaparati"), though no one name holds the two (reword's
 * pairs and joined failing): the qualifier a vocabulary name's word, an abbreviation of two letters too ("QR"), the thing a kind's
 * head, a one-word name of a kind or a wider word, or a loose head word ("aparat"). The two words, or undefined.
 */
function qualifiedThing(word: string, language: Language): string | undefined {
  const { words } = nameWords(language);
  const { things, short } = thingStems(language);
  for (let at = PREFIX_MIN_LENGTH - 1; at <= word.length - PREFIX_MIN_LENGTH; at++) {
    const [first, second] = [word.slice(0, at), word.slice(at)];
    if (!things.has(stem(second, language))) continue;
    if (at < PREFIX_MIN_LENGTH ? short.has(first) : words.has(first) || words.has(stem(first, language))) return `${first} ${second}`;
  }
  return undefined;
}

const headsByLanguage = new Map<Language, Set<string>>();
/** The stems of the kinds' names' last words, their heads ("printer" of "receipt printer", "qutu" of "pul qutusu"). */
const heads = (language: Language): Set<string> =>
  remembered(
    headsByLanguage,
    language,
    () => new Set(vocabularyNames(language).flatMap((name) => (name.kind && name.stems.length > 1 ? name.stems.slice(-1) : []))),
  );

/** The stems a word derived from another adds at most (the Russian adjective «кассовый» of «касса»: "касс", "кассов"). */
const MAX_DERIVED = 3;

/**
 * The word a qualifying abbreviation stands for before a thing's word, where one of its other one-word names and that word are
 * another thing's name: "POS" before "printer" is "till" ("till printer", a receipt printer), before «принтер» «кассовый».
 */
function qualified(abbreviation: Placed, next: Token, language: Language): string | undefined {
  // Its other names' first words, which say the same of a thing ("кассовый" of «кассовый аппарат», "kassa" of "kassa aparatı").
  const said = abbreviation.others.flatMap((other) => (other.words.length <= 2 && other.weight === SYNONYM_WEIGHT ? other.words.slice(0, 1) : []));
  for (const word of said) {
    const own = stem(word, language);
    if (abbreviation.stems.includes(own)) continue;
    const name = vocabularyNames(language).find(
      (one) =>
        one.kind &&
        one.stems.length === 2 &&
        one.stems[1] === next.stem &&
        one.stems[0]!.startsWith(own) &&
        one.stems[0]!.length - own.length <= MAX_DERIVED &&
        !abbreviation.others.some((same) => same.words.join(' ') === one.words.join(' ')),
    );
    if (name) return name.words[0];
  }
  return undefined;
}

export function prepareQuery(said: string, language: Language, complete = false, namedOnly = false): PreparedQuery {
  const text = entryLevel(reword(said, language), language);
  const { typed, from } = readWords(text, language);
  const own = typed.map((word) => tokenOf(word, language));
  const lacked = lackedWords(text, language).slice(from);
  // What it lacks ("without a ribbon", "без риббона") is no name of what is asked, unless a name says it ("без шнура").
  const purpose = purposeWords(text, language).slice(from);
  const had = hadWords(text, language).slice(from);
  const phrases = phrasesOf(text, language, true).slice(from);
  const found = namesIn(own, language, phrases, purpose, had).filter((name) => name.lacks || !name.places.every((place) => lacked[place]));
  // An abbreviation that means a kind and more ("POS", "EPOS": the till, the system), said before another thing's word ("POS printer",
  // «pos принтер», "EPOS scanner"), is that thing's qualifier, as the trade writes it (a "POS printer" is a receipt printer), not a
  // second thing asked: it only orders the answer. Not a kind's own abbreviation ("PDA scanner", "KDS ekranı", "WMS software").
  const qualifies = (name: Placed) => {
    const [at] = name.places as [number];
    const next = own[at + 1];
    return (
      name.abbreviation &&
      name.wider &&
      !name.kind &&
      next !== undefined &&
      // Nor where the word is the head of one of its own names ("UHF gun": an "RFID gun", the reader UHF leads to).
      !name.others.some((other) => other.words.length > 1 && stem(other.words.at(-1)!, language) === next.stem) &&
      (heads(language).has(next.stem) || found.some((one) => (one.kind || one.wider) && !one.purpose && !one.feature && Math.min(...one.places) === at + 1)) &&
      phrases[at] === phrases[at + 1] &&
      purpose[at] === purpose[at + 1] &&
      had[at] === had[at + 1]
    );
  };
  const qualifiers = found.filter(qualifies);
  // Where the abbreviation's other one-word name and the next word are a name of another thing ("POS printer": "till printer",
  // «кассовый принтер», "kassa printeri", a receipt printer; "POS drawer": "till drawer"), that thing is asked.
  for (const name of qualifiers) {
    const at = name.places[0]!;
    const next = own[at + 1];
    const meant = next && qualified(name, next, language);
    if (meant === undefined) continue;
    let seen = 0;
    const reread = text.replace(/[\p{L}\p{N}]+/gu, (word) => {
      const count = meaningful(word, language).length;
      seen += count;
      return count === 1 && seen - 1 === at + from && foldText(word) === own[at]!.word ? meant : word;
    });
    if (reread !== text) return prepareQuery(reread, language, complete, namedOnly);
  }
  const placed = found.filter((name) => !qualifiers.includes(name));
  // A Russian adjective typed alone, the one word no name holds, stands for the names it modifies (ellipsis: «кассовые» for
  // «кассовые аппараты», «бухгалтерская» for «бухгалтерская программа»), what it is for after it or not.
  placed.push(...elided(own, placed, purpose, language));
  // A word said alone that begins kinds' names ("barcode", "receipt") stands for the kind it begins most often; the products called
  // another of those kinds in their title ("barcode printer") come after.
  const saidAlone = modified(own, placed, language);
  placed.push(...saidAlone.names);
  // Words saying all of it at once, with what it is for ("kiçik dükan üçün tam kassa avadanlığı"), ask for a kit; with a kit named
  // ("bir kassalı tam komplekt") they say nothing more, unless they are the name's ("complete POS system").
  const [whole, kitWord] = COMPLETE[language];
  const kitNamed = placed.some((name) => name.kit);
  const inNames = new Set(placed.flatMap((name) => (name.kit ? name.places.map((place) => typed[place]) : [])));
  const asKit =
    kitNamed || placed.some((name) => name.purpose)
      ? text.replace(whole, (said) => (meaningful(said, language).some((word) => inNames.has(word)) ? said : kitNamed ? ' ' : kitWord))
      : text;
  if (asKit !== text) return prepareQuery(asKit, language, true, namedOnly);
  // What a thing is for, typed beside its name without "for" ("shop till"), is its purpose too, with the
  // words said of it before it ("small shop POS kit"), back to a kind's name; a program named by it is not, beside only what
  // it has ("cafe software with kitchen display": the program, its display).
  const things = new Set(placed.flatMap((name) => (name.purpose || name.feature ? [] : name.places)));
  // Not where another name shares its words ("restaurant POS software": a POS program for a restaurant).
  const program = (name: Placed) =>
    name.places.length > 1 && name.places.every((place) => !had[place]) && !placed.some((other) => other !== name && !other.purpose && overlaps(name, other));
  for (const name of placed)
    if (name.purpose && placed.some((other) => !other.purpose && !overlaps(name, other) && (!program(name) || other.places.some((place) => !had[place])))) {
      const implicit = name.places.every((place) => !purpose[place]);
      for (const place of name.places) purpose[place] = true;
      for (let place = Math.min(...name.places) - 1; implicit && place >= 0 && !things.has(place) && !purpose[place]; place--) purpose[place] = true;
    }
  // A kind of product typed ("tərəzi") is what a product is, not what its description mentions in
  // passing; what it is for, or has ("POS терминал с дисплеем покупателя"), may be said anywhere.
  // What the trade sells as a kind ("ККТ", sold as a POS terminal), asked for a purpose with no other kind, is that kind:
  // a program for the purpose that states it comes after those called it ("ККТ для продуктового магазина": the tills first).
  const soldKind = new Set(
    placed.filter(
      (name) => soldAsKind(name) && purpose.some(Boolean) && !placed.some((other) => (other.kind || other.wider) && !other.purpose && !overlaps(name, other)),
    ),
  );
  for (const name of placed)
    if ((name.kind || soldKind.has(name)) && name.weight === 1) for (const place of name.places) own[place]!.kind = !purpose[place] && !had[place];
  for (const name of soldKind) for (const place of name.places) own[place]!.sold = own[place]!.kind;
  // A kind it is for or goes to ("тачскрины для pos системы", "monitor kassa üçün"): a product called that kind is it, not for it.
  const goals = new Set(
    placed.flatMap((name) => ((name.kind || name.wider) && !name.purpose && name.places.every((place) => purpose[place]) ? name.places : [])),
  );
  for (const [at, token] of own.entries()) Object.assign(token, { had: had[at], goal: goals.has(at) });
  // What a named kind of product is for ("ТСД для склада") orders the answer but does not narrow it:
  // the products of that kind that lack it still match, after those that hold it.
  // So does a kind it is for, named apart, where the kind's name reaches across "for" ("touch screen for a mini pc till": the till).
  // A device's word (one of a name of what a kit holds: "drawer" of "cash drawer") said alone before the kind it goes to, no word of
  // that kind's names, is the thing asked ("drawer for receipt printer": the drawer; not «программа для склада», a warehouse's program);
  // where no product holds it, the kind is asked.
  const goalStems = new Set(
    placed.flatMap((name) =>
      name.places.some((place) => goals.has(place)) ? [...name.stems, ...name.others.flatMap((other) => other.words.map((word) => stem(word, language)))] : [],
    ),
  );
  const alone = own.flatMap((token, at) => (purpose[at] || had[at] ? [] : [{ token, at }]));
  const nameless =
    !namedOnly &&
    goals.size > 0 &&
    alone.length === 1 &&
    !placed.some((name) => name.places.includes(alone[0]!.at)) &&
    heldStems(language).has(alone[0]!.token.stem) &&
    !goalStems.has(alone[0]!.token.stem);
  // A name said outside what the thing is for: then the words read as the thing asked are no nameless device's word.
  const namedOutside = placed.some((name) => name.places.every((place) => !purpose[place]));
  const outside = namedOutside || nameless;
  const across = placed.some((name) => name.kind && name.places.some((place) => !purpose[place]) && !name.places.some((place) => goals.has(place)));
  own.forEach((token, index) => {
    if (purpose[index] && (outside || (across && goals.has(index)))) token.optional = true;
  });
  // A service ("kassa proqramının quraşdırılması", "licence for a second till"), not one a thing has ("montajlı"), is what
  // is asked, said after "to" too ("engineer to install my epos"): the rest says what it is for.
  // Not one a kit said whole holds ("till setup in a box": the kit, its installation in it).
  const service = placed.find((name) => name.service && !(complete && name.held) && name.places.every((place) => !had[place]));
  if (service)
    own.forEach((token, index) => {
      token.served = token.optional = !service.places.includes(index);
    });
  // The things named beside a kit asked for ("2 kassa, tərəzi və skaner bir dəstdə") are what it holds, which its title does not
  // say: they order the answer but do not narrow it, and are no kind asked (a drawer is no "набор: касса, принтер и ящик").
  // What it has said with "-li" or "with" is found anywhere, its description too, as for any thing.
  const kit = service ? undefined : placed.find((name) => name.kit && name.places.every((place) => !purpose[place] && !had[place]));
  // A wider word that leads to the kit too ("EPOS kit") is no content.
  const kitNames = new Set(kit?.others.map((other) => other.words.join(' ')));
  const content = (name: Placed) => (name.kind || name.wider) && !name.purpose && !name.others.some((other) => kitNames.has(other.words.join(' ')));
  const apart = (place: number) => !kit!.places.includes(place) && !had[place];
  const ordersOnly = (place: number) => Object.assign(own[place]!, { kind: false, optional: true });
  // A kit's wider word said with a thing no kit holds is that thing's ("payroll package", "mühasibat proqramı dəsti"): it only orders.
  if (kit?.wider && placed.some((name) => content(name) && !name.held && name.places.some(apart))) kit.places.forEach(ordersOnly);
  else if (kit) for (const name of placed) if (content(name) && name.held) name.places.filter(apart).forEach(ordersOnly);
  const features = new Set(placed.flatMap((name) => (name.feature ? name.places : [])));
  // A wider word said alone with what the thing has ("касса с экраном для покупателя") and its features ("touchscreen pos with
  // a customer facing screen") is the kind asked: a customer display whose description mentions a till is no till.
  for (const name of placed)
    if (name.wider && own.every((token, at) => (name.places.includes(at) ? !token.optional && !had[at] : had[at] || features.has(at))))
      for (const place of name.places) own[place]!.kind = true;
  // A name's word typed with a slip ("lables") is the name, not another word one slip away ("tables").
  for (const name of placed) if (name.weight < 1) for (const place of name.places) own[place]!.misnamed = true;
  // Nor does a product hold it: one called so or stating it comes after.
  const named = new Set(placed.flatMap((name) => name.places));
  own.forEach((token, at) => {
    token.lacked = lacked[at] === true && !named.has(at);
  });
  // A count of what follows ("2 kassa", "iki monitorlu"; not a size, "80 mm") is no model's code.
  own.forEach((token, at) => {
    token.count = /^\d$/.test(token.word) && at + 1 < own.length && !isNumber(own[at + 1]!.word) && !UNIT_WORDS.has(own[at + 1]!.word);
  });
  // A loose head word ("machine", "aparat") or what a thing does ("qoşulan", "driven") need not be held, while another word must.
  const generic = genericStems(language);
  const loose = own.filter((token, at) => !token.optional && (generic.has(token.stem) || (!named.has(at) && PARTICIPLE[language].test(token.word))));
  if (own.some((token) => !token.optional && !loose.includes(token))) for (const token of loose) token.optional = true;
  for (const name of qualifiers) for (const place of name.places) Object.assign(own[place]!, { kind: false, optional: true });
  const wordings: Wording[] = own.length > 0 ? [{ tokens: own, weight: 1 }] : [];
  const retyped = language === 'ru' ? queryWords(fromLatinLayout(text) ?? '', language) : [];
  if (retyped.length > 0) wordings.push({ tokens: retyped.map((word) => tokenOf(word, language)), weight: LAYOUT_WEIGHT });
  // What has a thing, said in one word ("kəsicili"), holds the thing ("kəsici"): also looked for without the suffix.
  // So does a count's "-lıq" ("2 kassalıq" is "2 kassa").
  const bare = own.map((token, at) => withoutHaving(token.word, language) ?? (own[at - 1]?.count ? COUNTED[language]?.exec(token.word)?.[1] : undefined));
  if (bare.some(Boolean)) wordings.push({ tokens: own.map((token, at) => (bare[at] ? { ...token, ...tokenOf(bare[at], language) } : token)), weight: 1 });
  const seen = new Set(wordings.map(({ tokens }) => tokens.map((token) => token.word).join(' ')));
  // The tokens one name's other name stands in for, made once: a query with two names tries most pairs of their others.
  const swapped = new Map<Placed, Map<Other, Token[]>>();
  const swapTokens = (placed: Placed, other: Other): Token[] =>
    remembered(
      remembered(swapped, placed, () => new Map<Other, Token[]>()),
      other,
      () => {
        const { places, purpose } = placed;
        const optional = places.every((place) => own[place]!.optional);
        const has = places.every((place) => had[place]);
        const name = { part: places.length / other.words.length, heldIn: has ? SEEN : other.specs ? ANCHORED : NAMED };
        const sold = soldKind.has(placed) && !optional && !has;
        const tokens: Token[] = other.words.map((word) => ({
          ...tokenOf(word, language),
          name,
          optional,
          kind: sold || (other.kind && !optional && !has),
          had: has,
          sold,
          served: places.every((place) => own[place]!.served),
          goal: places.every((place) => own[place]!.goal),
        }));
        // A shorter name of what a program is for ("kafe" for "restoran proqramı") keeps the typed words, to order the answer.
        if (purpose && other.words.length < places.length)
          for (const place of places) tokens.push({ word: own[place]!.word, stem: own[place]!.stem, optional: true });
        return tokens;
      },
    );
  const add = (...swaps: [Placed, Other][]) => {
    if (wordings.length >= MAX_WORDINGS) return;
    const tokens: Token[] = [];
    own.forEach((token, index) => {
      const swap = swaps.find(([{ places }]) => places.includes(index));
      if (!swap) tokens.push(token);
      // A vocabulary name is looked up as written (its stem, its skeleton, the words a long one starts), never as a typo.
      else if (index === Math.min(...swap[0].places)) tokens.push(...swapTokens(...swap));
    });
    const key = tokens.map((token) => token.word).join(' ');
    if (seen.has(key)) return;
    seen.add(key);
    wordings.push({ tokens, weight: Math.min(...swaps.map(([name, other]) => name.weight * other.weight)) });
  };
  // A name typed loosely is also looked for as the vocabulary writes it, which the typed words may not find ("весы
  // печатающие этикетки": "весы с печатью этикеток", the participle no form of the noun, "этикеток" no stem of "этикетки").
  for (const name of placed) {
    if (name.loose) add([name, { words: name.words, specs: name.feature, kind: name.kind, weight: 1 }]);
    for (const other of name.others) add([name, other]);
  }
  // Two names at once ("simsiz skaner" as "naqilsiz barkod oxuyucu"), after every single one; each
  // name's first others (its entry's term) with the other's first, so that the bound cuts the rarest pairs.
  // What the thing has or holds last: its pairs matter less than the thing's with its purpose ("coffee shop ... starter kit" as
  // "cafe ... till system", before a kitchen printer's names).
  const has = (name: Placed) => Number(name.places.every((place) => had[place] || (own[place]!.optional && !purpose[place])));
  const paired = [...placed].sort((a, b) => has(a) - has(b));
  paired.forEach((first, at) => {
    for (const second of paired.slice(at + 1)) {
      if (overlaps(first, second)) continue;
      const pairs = first.others.flatMap((a, i) => second.others.map((b, j) => ({ a, b, rank: i + j })));
      for (const { a, b } of pairs.sort((x, y) => x.rank - y.rank)) add([first, a], [second, b]);
    }
  });
  // What a product named for another purpose is for ("Программа для аптек" to "ККТ для магазина") is not what was asked.
  const asked = placed.filter((name) => name.purpose && name.places.some((place) => purpose[place]));
  const meant = new Set(asked.flatMap((name) => [name.key, ...name.others.map((other) => other.words.join(' '))]));
  const elsewhere = asked.length === 0 ? [] : [...PURPOSE_NAMES[language]].map((name) => meaningful(name, language));
  // Only what the thing is for orders a kit after the kind asked: without it, no title is looked at.
  const kindAsked = placed.some((name) => (name.kind || soldAsKind(name)) && !name.wider && !name.purpose);
  // Nor where a kit is asked however said: a word only a kit's names say ("starter pack to open a minimarket till"), a count of
  // what it holds ("две кассы с весами").
  const kitSaid = own.some((token) => token.count || kitWords(language).has(token.stem));
  const kits = own.some((token) => token.optional) && kindAsked && !kitSaid && !placed.some((name) => name.kit) ? KIT_NAMES[language] : [];
  // A kit is called so by any of its names ("EPOS system", "готовая касса"), but for a fiscal term only by a one-word one
  // ("ККТ для кафе": the "Кассовый комплект" after the tills, a shop's "EPOS system" among them, as the trade sells it for one).
  const kitCalled = [...kits].map((name) => meaningful(name, language)).filter((words) => words.length === 1 || soldKind.size === 0);
  return {
    wordings,
    key: typed.join(' '),
    elsewhere: elsewhere.filter((words) => words.length === 1 && !meant.has(words[0]!)).map(([word]) => tokenOf(word!, language)),
    kits: kitCalled.map((words) => words.map((word) => tokenOf(word, language))),
    cheap: words(text).some((word) => CHEAP[language].has(word)),
    nameless: nameless && !namedOutside,
    otherKinds: saidAlone.others.map((words) => words.map((word) => tokenOf(word, language))),
  };
}

type Scores = (token: Token, whole: boolean) => WordScores;

/**
 * The fewest products that may hold every word of a wording: a product that holds them all holds
 * each, on its own or written as one with a neighbour, so the products of one word and of its two
 * pairs are enough; the word with the fewest is taken.
 */
function rarest(tokens: Token[], around: (at: number) => WordScores[]): WordScores[] {
  let best: WordScores[] = [];
  let least = Number.POSITIVE_INFINITY;
  tokens.forEach((token, at) => {
    // A product need not hold what the thing is for.
    if (token.optional) return;
    const lists = around(at);
    const count = lists.reduce((sum, list) => sum + list.products.length, 0);
    if (count < least) [best, least] = [lists, count];
  });
  return best;
}
/** A word that matches no product. */
const NOTHING: WordScores = { score: new Float32Array(0), flags: new Uint8Array(0), products: [] };

/**
 * The products one wording matches, with per product the share of its words it holds and its score
 * (in the scratch arrays); `full`: only those that hold every word.
 */
function wordingHits(
  index: SearchIndex,
  wording: Wording,
  scores: Scores,
  full: boolean,
  filling: boolean,
  kits: Set<number>,
  candidates?: number[],
): number[] {
  const { seen, share, score } = scratchOf(index);
  const { tokens } = wording;
  const single = tokens.map((token) => scores(token, token.name !== undefined));
  // Two typed words the product writes as one; a vocabulary name's words are written as the trade writes them.
  const joined = tokens
    .slice(1)
    .map((next, at) => (next.name || tokens[at]!.name ? NOTHING : scores(tokenOf(`${tokens[at]!.word}${next.word}`, index.language), true)));
  // A word's products, and those of it written as one with the word before or after it.
  const around = (at: number) => [single[at]!, ...(at > 0 ? [joined[at - 1]!] : []), ...(at < joined.length ? [joined[at]!] : [])];
  const products: number[] = [];
  for (const word of candidates ? [{ products: candidates }] : full ? rarest(tokens, around) : [...single, ...joined]) {
    for (const product of word.products) {
      if (!seen[product]) products.push(product);
      seen[product] = 1;
    }
  }
  const hits: number[] = [];
  // The share of the visitor's words a product holds (another name's words share the words it
  // replaces), of those it must hold (what the thing is for need not be).
  const required = tokens.map((token) => (token.optional ? 0 : (token.name?.part ?? 1)));
  const requiredCount = Math.max(
    1,
    required.reduce((sum, part) => sum + part, 0),
  );
  // Worked out once per wording, not per product (the loop below runs thousands of times a wording).
  const wholeWord = tokens.map((token) => !isNumber(token.word) && token.word.length >= PREFIX_MIN_LENGTH);
  const kinds = tokens.filter((token) => token.kind).length;
  const sold = tokens.some((token) => token.sold);
  const served = tokens.some((token) => token.served);
  // A model the query names ("CD-405"; not a count, "2 kassa") that a product's description holds is where the kind beside it is meant too.
  const models = tokens.flatMap((token, at) => (/\d/.test(token.word) && !token.count ? around(at) : []));
  // The words of each name of a kind (the typed ones together, each other name's apart), to see whether a product says one whole.
  const groups = new Map<object, number>();
  const typedKind = {};
  // A loose head word ("system", "aparat") is no part of what the name says the product is.
  const generic = genericStems(index.language);
  const groupOf = tokens.map((token) => (token.kind && !generic.has(token.stem) ? remembered(groups, token.name ?? typedKind, () => groups.size) : -1));
  // What the one kind asked is for orders the answer only as its title calls it (below).
  const byHead = groups.size === 1 && tokens.some((token) => token.optional);
  const places = new Uint8Array(groups.size);
  const counted = new Uint8Array(groups.size);
  eachProduct: for (const product of products) {
    seen[product] = 0;
    const modelHeld = kinds > 0 && models.some((word) => word.score[product]! > 0);
    let matched = 0;
    let total = 0;
    let allInTitle = true;
    let wholeWords = 0;
    // The kind's words found whole in what the product is called, also written as one ("receipt printer").
    let namedKinds = 0;
    let anchored = false;
    let named = 0;
    let calledHad = false;
    // Whether the title holds a word of the kind's name and its last word, its head; what the optional words add.
    let kindTitle = false;
    let headTitle = false;
    let optional = 0;
    let isGoal = false;
    places.fill(IN_TITLE_TOO | IN_CATEGORY);
    counted.fill(0);
    for (let at = 0; at < tokens.length; at++) {
      // Two words the product writes as one ("штрих код" → "штрихкод"), unless it holds each on its own as well or better.
      const own = single[at]!.score[product]!;
      const next = single[at + 1]?.score[product] ?? 0;
      const pair = joined[at]?.score[product] ?? 0;
      const usePair = pair > 0 && (own === 0 || next === 0 || pair >= (own + next) / 2);
      const found = usePair ? joined[at]! : single[at]!;
      const flags = found.flags[product]!;
      // A count is found where what it counts is: in the specifications only where that is too (a "2×COM" till is no "2 кассы").
      const countHeld = !tokens[at]!.count || flags & NAMED || !((single[at + 1]?.flags[product] ?? 0) & NAMED);
      const value = (usePair || !tokens[at]!.kind || flags & ANCHORED || modelHeld) && countHeld ? (usePair ? pair : own) : 0;
      // What the query says it lacks, a product called so or stating it has comes after; its description may say either.
      if (tokens[at]!.lacked && flags & ANCHORED) {
        total -= value;
        continue;
      }
      if (value === 0) {
        // Where every word must be held, one missing settles it (held < 1 below): the rest need not be looked at.
        if (full && required[at]! > 0) continue eachProduct;
        allInTitle = false;
        continue;
      }
      const covered = usePair ? 2 : 1;
      matched += required[at]! + (usePair ? required[at + 1]! : 0);
      if (tokens[at]!.optional) optional += value * covered;
      else total += value * covered;
      isGoal ||= tokens[at]!.goal === true && (flags & NAMED) !== 0;
      if (byHead && !tokens[at]!.optional && groupOf[at]! >= 0) {
        headTitle = (flags & IN_TITLE) !== 0;
        kindTitle ||= headTitle;
      }
      allInTitle &&= (flags & IN_TITLE) !== 0;
      anchored ||= (flags & ANCHORED) !== 0;
      // Two words found as one are whole where either is more than a bare number ("2 кассы").
      const whole = (flags & WHOLE) !== 0 && (wholeWord[at]! || (usePair && wholeWord[at + 1]!));
      if (whole) wholeWords++;
      if (!usePair && tokens[at]!.kind && flags & NAMED && flags & WHOLE) named++;
      calledHad ||= tokens[at]!.had === true && (flags & NAMED) !== 0;
      const group = groupOf[at]!;
      if (group >= 0) {
        places[group]! &= flags;
        counted[group]!++;
      }
      if (flags & NAMED && flags & WHOLE) namedKinds += Number(tokens[at]!.kind === true) + (usePair ? Number(tokens[at + 1]!.kind === true) : 0);
      at += covered - 1;
    }
    const held = matched / requiredCount;
    // A product called what the visitor typed it is (by any name of the kind) is a partial match
    // however few of the other words it holds ("Additional checkout licence": a "licence key").
    const calledIt = kinds > 0 && named === kinds;
    // A description that holds every word, two or more and each whole, is a partial match in the relaxed pass.
    const described = !anchored && !full && held === 1 && wholeWords >= MIN_DESCRIBED_WORDS;
    if ((!anchored && !described) || (held < 1 && (full || wholeWords === 0 || (held < MIN_PARTIAL_SHARE && !calledIt)))) continue;
    if (filling && (kinds > 0 ? namedKinds < kinds : held < MIN_FILL_SHARE)) continue;
    // Of partial matches, one called what the thing asked has and no kind the query names comes after those called one (a customer
    // display holding more of "müştəriyə baxan ikinci ekranı olan kassa" is no till): its share counts an eighth.
    share[product] = described ? DESCRIBED_SHARE : calledHad && held < 1 && kinds > 0 && namedKinds === 0 ? held / MAX_QUERY_WORDS : held;
    // A kind's name said whole in the title or in the category names comes before its words found apart in both
    // ("touchscreen display" is no "Touchscreen tills" with a "dual-display" title).
    const split = places.some((where, group) => counted[group]! >= 2 && where === 0);
    // What the one kind asked is for orders only the products whose title holds its head or none of its words: a "Cafe
    // POS kit" under "POS terminals" is called another kind with one of its words, and comes after the cafe's terminals.
    // What a service asked serves adds no more than the service's own words: a terminal whose description says "setup" is no
    // installation ("someone to set up our tills"), nor an app under "Licences" a licence ("докупить лицензию на кассу").
    // Nor does it order a kit's, another kind, where the kind asked is no kit ("ККТ для кафе": "Кассовый комплект для кафе" after the tills).
    // One called the kind the thing asked is for, and not the kind asked, is that kind, not for it ("тачскрины для pos системы":
    // the touch monitors before the touch tills): what it is for adds nothing, its title's words no bonus, and it weighs as a split name.
    const goal = isGoal && (namedKinds === 0 || split);
    if ((!kindTitle || headTitle) && !kits.has(product) && !goal) total += served ? Math.min(optional, total) : optional;
    // One that only states a fiscal register asked for a purpose (a program's "Online cash register (NKA)") weighs as what
    // the trade sells for it, the tills called the kind it is sold as ("ККТ для продуктового магазина": the tills first).
    score[product] =
      (total / tokens.length + (held === 1 && allInTitle && !goal ? ALL_IN_TITLE_BONUS : 0)) *
      wording.weight *
      (split || goal ? SPLIT_NAME_FACTOR : 1) *
      (sold && namedKinds === 0 ? SOLD_AS_WEIGHT : 1);
    hits.push(product);
  }
  return hits;
}

/** Per index, the vocabulary names (their words, joined) no product holds outside its description. */
const heldNames = new WeakMap<SearchIndex, Set<string>>();

/**
 * The products that hold every vocabulary word of a wording outside their description, the only
 * ones it can add (undefined: the wording has none, any product may match). A name no product
 * holds is remembered per index, so that it costs a large catalogue one look-up, not one per query.
 */
function holders(index: SearchIndex, tokens: Token[], scores: Scores): number[] | undefined {
  const named = tokens.filter((token) => token.name);
  if (named.length === 0) return undefined;
  // What the thing asked has counts too where a product called the kind asked is called by its name's last word, its head
  // ("dual-display till" for "till with a second screen", as "customer display"; not a unit, "2 inch" for "58mm").
  const heads = tokens.filter((token, at) => token.kind || (token.name && (token.name.heldIn !== SEEN || tokens[at + 1]?.name !== token.name)));
  const byNames = heldBy(index, named, scores, false);
  return named.some((token, at) => token.name!.heldIn === SEEN && named[at + 1]?.name === token.name) && !heads.some((token) => UNIT_WORDS.has(token.word))
    ? [...new Set([...byNames, ...heldBy(index, heads, scores, true)])]
    : byNames;
}

/** The products holding every one of `used` where it counts; `headed`: a name's head as a kind's name, where a product is called it. */
function heldBy(index: SearchIndex, used: Token[], scores: Scores, headed: boolean): number[] {
  const key = `${headed ? '^' : ''}${used.map((token) => token.word).join(' ')}`;
  const absent = remembered(heldNames, index, () => new Set<string>());
  if (absent.has(key)) return [];
  // A word the vocabulary lacks rules the name out before any product is looked at.
  if (used.some((token) => lookup(index, token, true).size === 0)) {
    absent.add(key);
    return [];
  }
  // A kind of product is another name where a product is called it (its title or category); a
  // feature's name counts in the specifications too ("Online cash register (NKA): Yes").
  const [rarest, ...rest] = used
    .map((token) => ({ word: scores(token, true), where: !token.name || (headed && token.name.heldIn === SEEN) ? NAMED : token.name.heldIn }))
    .sort((a, b) => a.word.products.length - b.word.products.length);
  // A plain loop: it runs over thousands of products for each of a query's wordings at 10,000 products.
  const found: number[] = [];
  eachProduct: for (const product of rarest!.word.products) {
    if ((rarest!.word.flags[product]! & rarest!.where) === 0) continue;
    for (const { word, where } of rest) if ((word.flags[product]! & where) === 0) continue eachProduct;
    found.push(product);
  }
  if (found.length === 0) absent.add(key);
  return found;
}

/**
 * The products whose title holds a word, looked up whole: what scoresOf flags IN_TITLE, as a match looked up whole (no
 * typo) is worth 2 or more in the title (lookup.ts) and at most 3 × CATEGORY_WEIGHT in the category names. Walked here over the title's
 * postings alone, as scoring the purposes not asked (all but one) cost a large catalogue thousands of postings a query.
 */
function inTitles(index: SearchIndex, token: Token): number[] {
  const products: number[] = [];
  for (const at of lookup(index, token, true).keys())
    for (let posting = index.start[at]!, end = index.start[at + 1]!; posting < end; posting++)
      if (fieldsOf(index.postings[posting]!) & TITLE) products.push(productOf(index.postings[posting]!));
  return products;
}

const namedTitles = new WeakMap<SearchIndex, Map<string, Set<number>>>();
/**
 * The products whose title holds every word of any of `names` (a kit's: "HesabPOS Market EPOS system for shops"; another kind's: a
 * "barcode printer"): the names are the vocabulary's, the same for every query of a language, so found once per index (each name's
 * words walk many titles at 10,000 products).
 */
const titledBy = (index: SearchIndex, names: Token[][]): Set<number> =>
  remembered(
    remembered(namedTitles, index, () => new Map<string, Set<number>>()),
    names.map((words) => words.map((token) => token.word).join(' ')).join('|'),
    () =>
      new Set(
        names.flatMap(([first, ...rest]) => {
          const others = rest.map((token) => new Set(inTitles(index, token)));
          return inTitles(index, first!).filter((product) => others.every((titles) => titles.has(product)));
        }),
      ),
  );

/**
 * The numbers of the matching products in `index`, best first (equally good ones in catalogue order); `keep` filters first;
 * `price` (the cards', where known) orders those holding the query equally when it says cheap.
 */
export function search(
  index: SearchIndex,
  text: string,
  keep: (product: number) => boolean = () => true,
  price?: (product: number) => number,
  namedOnly = false,
): number[] {
  const query = prepareQuery(text, index.language, false, namedOnly);
  // Wordings share most of their words: each is looked up once.
  const known = new Map<string, WordScores>();
  const scores: Scores = (token, whole) => remembered(known, `${whole ? '+' : '-'}${token.name ? '!' : ''}${token.word}`, () => scoresOf(index, token, whole));
  try {
    const { share, score, bestShare, bestScore, away } = scratchOf(index);
    const found: number[] = [];
    const kits = titledBy(index, query.kits);
    // Products that hold every word come first: they are looked for first, among the products of
    // each wording's rarest word, and the partial matches only when there are fewer than five
    // (a large catalogue has thousands of those for a common word).
    for (const full of [true, false]) {
      const filling = !full && found.length > 0;
      for (const wording of query.wordings) {
        // Another name of the thing counts only where the catalogue uses it: a name no product holds
        // whole would only add partial matches, and looking for each costs a large catalogue most.
        const candidates = holders(index, wording.tokens, scores);
        if (candidates?.length === 0) continue;
        for (const product of wordingHits(index, wording, scores, full, filling, kits, candidates)) {
          const kept = keep(product);
          const [held, value] = [share[product]!, score[product]!];
          share[product] = 0;
          score[product] = 0;
          if (!kept) continue;
          if (bestShare[product] === 0) found.push(product);
          if (held > bestShare[product]! || (held === bestShare[product] && value > bestScore[product]!)) {
            bestShare[product] = held;
            bestScore[product] = value;
          }
        }
      }
      if (found.length >= RELAXED_BELOW) break;
    }
    for (const product of found) if (index.titleKeys[product] === query.key) bestScore[product]! += EXACT_TITLE_BONUS;
    // Marked in an array, not a set: the sort below looks each up thousands of times at 10,000 products.
    const elsewhere = [...query.elsewhere.flatMap((token) => inTitles(index, token)), ...titledBy(index, query.otherKinds)];
    for (const product of elsewhere) away[product] = 1;
    // Those holding more of the words first; among equals, those named for another purpose last; of those holding the query
    // equally (the same score), the cheapest first when it says cheap ("ucuz barkod skaneri"), else in catalogue order.
    const tie = query.cheap && price ? (a: number, b: number) => price(a) - price(b) || a - b : (a: number, b: number) => a - b;
    const ranked = [...found].sort((a, b) => bestShare[b]! - bestShare[a]! || away[a]! - away[b]! || bestScore[b]! - bestScore[a]! || tie(a, b));
    for (const product of found) bestShare[product] = bestScore[product] = 0;
    for (const product of elsewhere) away[product] = 0;
    if (ranked.length > 0 || !query.nameless) return ranked;
  } finally {
    release(index, known.values());
  }
  // No product holds the word read as the thing asked ("bracket for a customer display"): the kind it goes to is asked.
  return search(index, text, keep, price, true);
}
