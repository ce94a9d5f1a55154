// The words of the index that match one word of a query, and how well: the same word, the same
// stem, the start of a word (while typing), the same Latin skeleton (translit.ts), or one typo.
import type { Language } from '../../shared/constants.ts';
import type { SearchIndex } from './search-index.ts';
import { stem } from './stem.ts';
import { isNumber } from './text.ts';
import { englishReading, lookAlike, skeleton, toCyrillic } from './translit.ts';

export interface Token {
  word: string;
  stem: string;
  /**
   * Put in the query's place as another vocabulary name: found as written, never as a typo or a word's
   * start; standing for `part` of the visitor's words (another name's words share the words they
   * replace); counting only where a product's match carries the flag `heldIn` (match.ts): anywhere for
   * what the thing asked for has ("с автоотрезчиком"), in the specifications for a feature's name, else
   * in what the product is called (its title or category names).
   */
  name?: { part: number; heldIn: number };
  /** Need not be held: what a named kind of product is for ("для склада"), a loose head word ("machine"); a product holding it comes first. */
  optional?: boolean;
  /** Typed as (part of) the name of a kind of product: found in a product's description only, it does not count. */
  kind?: boolean;
  /** Typed as what the thing asked for has ("printeri olan", "with a printer"). */
  had?: boolean;
  /** Typed as a name of what the trade sells as a kind, asked for a purpose ("ККТ для магазина"): what only states it comes after. */
  sold?: boolean;
  /** What a service asked serves ("kassanı" in "ustanın gəlib kassanı qurması"): it orders the answer, never above the service. */
  served?: boolean;
  /** Typed as (part of) the name of a kind the thing asked is for or goes to ("для pos системы"): a product called it is not for it. */
  goal?: boolean;
  /** A count of what follows ("2 kassa"), no model's code ("CD-405"). */
  count?: boolean;
  /** Typed as a vocabulary name's word with a slip ("lables"): its neighbours a replaced or added letter explains ("tables") are less likely meant. */
  misnamed?: boolean;
  /** Said as what the thing lacks ("without a ribbon", "без риббона"): a product called so or stating it comes after. */
  lacked?: boolean;
}

export const tokenOf = (word: string, language: Language): Token => ({ word, stem: stem(word, language) });

/** Typos are forgiven in words this long or longer; shorter ones are too ambiguous. */
export const TYPO_MIN_LENGTH = 5;
/** A word typed so far finds longer words from this length on. */
export const PREFIX_MIN_LENGTH = 3;
/** A vocabulary name's word this long finds the words it starts. */
const NAME_PREFIX_MIN_LENGTH = 5;
/** The quality of a match as the word itself, its stem or its skeleton. */
export const WHOLE_QUALITY = 2.4;

const hasDigit = (word: string) => /\d/.test(word);
/** For Russian typed in Latin letters, inflected ("magazina" for "магазинов"), its Russian stem. */
export const russianStem = (word: string, language: Language) => (language === 'ru' && /^[a-z]+$/.test(word) ? stem(toCyrillic(word), 'ru') : undefined);

/** Whether a from `fromA` on and b from `fromB` on are the same text (no copies made). */
function sameTail(a: string, fromA: number, b: string, fromB: number): boolean {
  if (a.length - fromA !== b.length - fromB) return false;
  for (let at = 0; fromA + at < a.length; at++) if (a.charCodeAt(fromA + at) !== b.charCodeAt(fromB + at)) return false;
  return true;
}

/**
 * A quick test that rules out most words before withinOneEdit: one edit leaves the first letter
 * in place, or the second (a first letter replaced), or moves one of them by one place (a letter
 * inserted, deleted or swapped at the start).
 */
function mayBeOneEdit(a: string, b: string): boolean {
  const [a0, a1, b0, b1] = [a.charCodeAt(0), a.charCodeAt(1), b.charCodeAt(0), b.charCodeAt(1)];
  return a0 === b0 || a1 === b1 || a0 === b1 || a1 === b0;
}

/** How many letters a and b start with alike. */
function commonStart(a: string, b: string): number {
  let at = 0;
  while (at < a.length && at < b.length && a.charCodeAt(at) === b.charCodeAt(at)) at++;
  return at;
}

/** Whether a and b are at most one edit apart (insert, delete, replace or swap of neighbours). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  const start = commonStart(a, b);
  if (a.length === b.length) return sameTail(a, start + 1, b, start + 1) || swapped(a, b, start);
  return a.length < b.length ? sameTail(a, start, b, start + 1) : sameTail(a, start + 1, b, start);
}

/**
 * How a typed word is one slip from a catalogue's word: 1 two neighbouring letters swapped, a letter left out or typed twice, the
 * slips of fast typing ("recipt" for "receipt", "sacles" for "scales"); 2 a letter replaced or one added, which as often spell another
 * word ("recipt" is "recipe" with a letter replaced); 0 not one slip apart.
 */
export function slipOf(typed: string, word: string): number {
  if (typed === word || !withinOneEdit(typed, word)) return 0;
  if (typed.length < word.length) return 1;
  if (typed.length === word.length) return swapped(typed, word) || doublingMoved(typed, word) ? 1 : 2;
  // A letter typed twice ("вессы", "printerr") is a slip of the same kind.
  const at = commonStart(typed, word);
  return typed[at] === typed[at - 1] || typed[at] === typed[at + 1] ? 1 : 2;
}

/** Whether a and b differ by two neighbouring letters swapped ("lable", "label"), the first where they part. */
export function swapped(a: string, b: string, at = commonStart(a, b)): boolean {
  return at < a.length - 1 && a[at] === b[at + 1] && a[at + 1] === b[at] && sameTail(a, at + 2, b, at + 2);
}

/**
 * Whether a and b, as long, differ where the wrong letter of a pair was doubled, the first where they part: the letter before
 * ("kaasa" for "kassa") or after ("bokk" for "book") the doubled one typed twice instead, a slip of fast typing.
 */
export function doublingMoved(a: string, b: string, at = commonStart(a, b), from = at): boolean {
  const [ours, theirs] = [a[at], b[from]];
  if (ours === undefined || theirs === undefined || ours === theirs) return false;
  return (at > 0 && ours === a[at - 1] && theirs === b[from + 1]) || (from > 0 && ours === a[at + 1] && theirs === b[from - 1] && ours === b[from + 1]);
}

/** The one typo forgiven in a word one letter shorter than TYPO_MIN_LENGTH: a doubled consonant typed once ("kasa", «каса», "tils"), the commonest slip. */
export const doubledLetter = (word: string): string[] =>
  hasDigit(word) || word.length !== TYPO_MIN_LENGTH - 1
    ? []
    : // A consonant: a doubled vowel is another word as often ("masa", a table; "maaşa", to a salary).
      [...word].flatMap((letter, at) => (/[aeiouyаеёиоуыэюя]/.test(letter) ? [] : [word.slice(0, at + 1) + word.slice(at)]));

/** The keyboards' rows (QWERTY, on which the Azerbaijani layout is, and ЙЦУКЕН): a finger slips to the key beside. */
const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'йцукенгшщзхъ', 'фывапролджэ', 'ячсмитьбю'];
/** Vowels heard alike, unstressed or by a buyer writing as they hear ("висы" for «весы»). */
const HEARD_ALIKE = ['еи', 'ао', 'иы', 'еэ', 'ei', 'ou'];
const alike = (a: string, b: string) =>
  KEY_ROWS.some((row) => Math.abs(row.indexOf(a) - row.indexOf(b)) === 1 && row.includes(a) && row.includes(b)) ||
  HEARD_ALIKE.some((pair) => pair.includes(a) && pair.includes(b));

/**
 * Whether a typed word is a word as long with one letter replaced by the likeliest slips: the key beside it, or a vowel heard
 * alike («вксы», «висы» for «весы»); in a short word, where any other letter as often spells another word.
 */
export function nearSlip(typed: string, word: string): boolean {
  if (typed.length !== word.length || typed === word) return false;
  const at = commonStart(typed, word);
  return sameTail(typed, at + 1, word, at + 1) && alike(typed[at]!, word[at]!);
}

/** The shortest words two slips apart: a name's word (or a catalogue's) of seven letters or more, typed in six or more. */
const TWO_SLIPS_MIN_LENGTH = 7;

/** Whether the letter at `at` is one of a doubled pair ("kk" of "bookkeeping"). */
const doubled = (word: string, at: number) => word[at] === word[at - 1] || word[at] === word[at + 1];

/**
 * Whether `typed` from `at` on is `word` from `from` on with at most `left` of the likeliest slips, each of them: two neighbouring
 * letters swapped, a letter left out or typed twice, the wrong letter of a pair doubled, a vowel heard alike, and in Azerbaijani
 * "a" for "ə" (folded "e"). Of letters left out, one at most that is no doubled letter typed once (`bare`): two are a syllable
 * left out, another word's stem («этикетк» of «этикетками» is no «этикетник»).
 */
function likelySlips(typed: string, at: number, word: string, from: number, left: number, az: boolean, bare = true): boolean {
  while (at < typed.length && from < word.length && typed.charCodeAt(at) === word.charCodeAt(from)) [at, from] = [at + 1, from + 1];
  if (at === typed.length && from === word.length) return true;
  if (left === 0) return false;
  const [ours, theirs] = [typed[at], word[from]];
  return (
    (ours !== undefined && ours === word[from + 1] && typed[at + 1] === theirs && likelySlips(typed, at + 2, word, from + 2, left - 1, az, bare)) ||
    (theirs !== undefined && (bare || doubled(word, from)) && likelySlips(typed, at, word, from + 1, left - 1, az, bare && doubled(word, from))) ||
    (at > 0 && ours !== undefined && ours === typed[at - 1] && likelySlips(typed, at + 1, word, from, left - 1, az, bare)) ||
    (ours !== undefined &&
      theirs !== undefined &&
      (HEARD_ALIKE.some((pair) => pair.includes(ours) && pair.includes(theirs)) ||
        (az && ours === 'a' && theirs === 'e') ||
        doublingMoved(typed, word, at, from)) &&
      likelySlips(typed, at + 1, word, from + 1, left - 1, az, bare))
  );
}

/**
 * Whether a long word is typed with two of the likeliest slips (likelySlips), as buyers misspell the trade's long words: both of
 * its doubled letters typed once ("bookeping"), a vowel pair swapped and a silent letter left out ("reciet" for "receipt"), in
 * Azerbaijani "ə" typed "a" and a consonant doubled ("terrazi"), in Russian both unstressed «о» written «а», as heard
 * («манаблок»). The first letter in place, as it is in nearly every misspelling.
 */
export function twoSlipsApart(typed: string, word: string, az: boolean): boolean {
  if (typed === word || typed.length < TYPO_MIN_LENGTH + 1 || word.length < TYPO_MIN_LENGTH + 1) return false;
  if (Math.max(typed.length, word.length) < TWO_SLIPS_MIN_LENGTH || Math.abs(typed.length - word.length) > 2 || typed[0] !== word[0]) return false;
  return likelySlips(typed, 0, word, 0, 2, az);
}

/** Whether an Azerbaijani word typed without its letters writes "ə" as "a" where the catalogue's folded "e" is ("tarazi": "tərəzi", folded "terezi"). */
export function schwaAsA(typed: string, word: string): boolean {
  if (typed.length !== word.length || typed === word) return false;
  for (let at = 0; at < typed.length; at++) if (typed[at] !== word[at] && !(typed[at] === 'a' && word[at] === 'e')) return false;
  return true;
}

/**
 * A Russian stem ending in a consonant and «к» («этикетк» of «этикетки») with the vowel the genitive plural puts between them
 * («этикеток»), which the stemmer leaves on: both readings, «о» and «е».
 */
export const withFleetingVowel = (stemText: string, language: Language): string[] =>
  language === 'ru' && /[бвгджзклмнпрстфхцчшщ]к$/.test(stemText) ? [`${stemText.slice(0, -1)}ок`, `${stemText.slice(0, -1)}ек`] : [];

/** A stem this long or longer may hold a fleeting vowel («марк», «марок»). */
const FLEETING_MIN_LENGTH = 4;

/**
 * The same Russian word's stem with the fleeting vowel of its genitive plural (or of a masculine's nominative) put in or taken
 * out, which the stemmer leaves as typed: «этикетки» («этикетк») and «этикеток», «ручки» and «ручек», «наклейки» («наклейк») and
 * «наклеек», «прилавке» and «прилавок». Only what the catalogue holds is met: a form that is no word finds nothing.
 */
export function fleetingForms(stemText: string, language: Language): string[] {
  if (language !== 'ru' || stemText.length < FLEETING_MIN_LENGTH) return [];
  if (/[бвгджзклмнпрстфхцчшщ]к$/.test(stemText)) return withFleetingVowel(stemText, language);
  // «-йк» takes «е» in the «й»'s place: «наклейка», «наклеек»; «стойка», «стоек».
  if (/[аеиоуыэюя]йк$/.test(stemText)) return [`${stemText.slice(0, -2)}ек`];
  if (/[бвгджзклмнпрстфхцчшщ][оеё]к$/.test(stemText)) return [`${stemText.slice(0, -2)}к`];
  if (/[аеиоуыэюя]ек$/.test(stemText)) return [`${stemText.slice(0, -2)}йк`];
  return [];
}

/** A list of words (or stems) of one length by the first and by the second letter of each (its place in the list). */
interface Initials {
  first: Map<number, number[]>;
  second: Map<number, number[]>;
  /** Those of fewer than two letters. */
  short: number[];
}
const wordInitials = new WeakMap<number[], Initials>();
const skeletonInitials = new WeakMap<number[], Initials>();
const stemInitials = new WeakMap<number[], Initials>();

/** The initials of `list` (words or stems by their numbers, `text` giving each one's letters), made the first time they are asked for. */
function initialsOf(made: WeakMap<number[], Initials>, list: number[], text: (at: number) => string): Initials {
  const known = made.get(list);
  if (known) return known;
  const initials: Initials = { first: new Map(), second: new Map(), short: [] };
  const add = (map: Map<number, number[]>, letter: number, place: number) => map.get(letter)?.push(place) ?? map.set(letter, [place]);
  list.forEach((at, place) => {
    const letters = text(at);
    if (letters.length < 2) initials.short.push(place);
    else {
      add(initials.first, letters.charCodeAt(0), place);
      add(initials.second, letters.charCodeAt(1), place);
    }
  });
  made.set(list, initials);
  return initials;
}

/**
 * The places in a list whose text may be one edit from `typed`: one edit leaves the first letter in place, or the second, or moves
 * one of them by one (mayBeOneEdit), so only those starting so are looked at, not the whole list (thousands of words at 10,000
 * products); and those starting with `also`. In the list's order, each once.
 */
function mayBeNear(initials: Initials, typed: string, also?: number): number[] {
  const [first, second] = [typed.charCodeAt(0), typed.charCodeAt(1)];
  const places = [initials.first.get(first), initials.first.get(second), initials.second.get(second), initials.second.get(first), initials.short]
    .concat(also === undefined ? [] : [initials.first.get(also)])
    .flatMap((list) => list ?? []);
  return inOrderOnce(places);
}

/**
 * Of words (or stems) by length, those one letter shorter or longer than `length` or as long that `near` keeps: a typo's neighbours,
 * in the order of the lists.
 */
function oneLetterApart(byLength: number[][], length: number, near: (list: number[]) => number[]): number[] {
  const found: number[] = [];
  for (let by = -1; by <= 1; by++) {
    const list = byLength[length + by];
    if (list) for (const place of near(list)) found.push(list[place]!);
  }
  return found;
}
/** The Azerbaijani "ə" folds to "e", and a buyer types it "a" (schwaAsA): a word typed with "a" first may start with "e". */
const E = 'e'.charCodeAt(0);
const schwaFirst = (typed: string, language: Language) => (language === 'az' && typed.startsWith('a') ? E : undefined);
/** Places in the list's order, each once. */
function inOrderOnce(places: number[]): number[] {
  places.sort((a, b) => a - b);
  return places.filter((place, at) => place !== places[at - 1]);
}

/** Where the words that start with `start` begin in the sorted vocabulary. */
function firstFrom(vocabulary: string[], start: string): number {
  let low = 0;
  let high = vocabulary.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (vocabulary[middle]! < start) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The quality of a typo's match a likelier slip or a vocabulary name explains otherwise: found still, after it. */
const LESS_LIKELY_QUALITY = 0.5;

/** A stem this long that another starts is the same word in another form ("этикет", "этикетк"), not a slip ("recip", "recipt"). */
const LONG_STEM = 6;

/**
 * The combining forms the trade's compounds start with, bound (none a word of its own that a typed word's stem could be): technical,
 * automatic, thermal, video, photo and the like, as folded text.
 */
const COMBINING_FORMS: Record<Language, readonly string[]> = {
  ru: ['тех', 'авто', 'видео', 'фото', 'термо', 'электро', 'радио', 'микро', 'мини', 'аудио', 'теле', 'мульти'],
  az: ['tex', 'avto', 'video', 'foto', 'termo', 'elektro', 'radio', 'mikro', 'mini', 'audio', 'tele', 'multi'],
  en: ['auto', 'video', 'photo', 'thermo', 'electro', 'radio', 'micro', 'mini', 'audio', 'tele', 'multi'],
};
/** A compound's second part is found from a stem this long («поддержк»), not a short one («ник» of «техника»). */
const COMPOUND_TAIL_MIN_LENGTH = 5;
/** The compound's inflection after the typed word's stem. */
const COMPOUND_ENDING = 3;
const compounds = new WeakMap<SearchIndex, Map<string, number[]>>();
/**
 * The index's words that are a combining form and another word, by each start of that word its inflection may follow (up to
 * COMPOUND_ENDING letters): a typed word's stem finds them at one look, made the first time they are asked for.
 */
function compoundsOf(index: SearchIndex): Map<string, number[]> {
  const known = compounds.get(index);
  if (known) return known;
  const made = new Map<string, number[]>();
  index.vocabulary.forEach((word, at) => {
    for (const head of COMBINING_FORMS[index.language]) {
      if (!word.startsWith(head)) continue;
      const tail = word.slice(head.length);
      for (let ending = 0; ending <= COMPOUND_ENDING && tail.length - ending >= COMPOUND_TAIL_MIN_LENGTH; ending++) {
        const start = tail.slice(0, tail.length - ending);
        const list = made.get(start);
        if (list === undefined) made.set(start, [at]);
        else if (list.at(-1) !== at) list.push(at);
      }
    }
  });
  compounds.set(index, made);
  return made;
}

/**
 * The vocabulary's words that match one query word, each with how well (3 the very same word, 1 a typo); a negative quality, as
 * well as its opposite, found in a product's title only.
 */
export function lookup(index: SearchIndex, query: Token, whole: boolean): Map<number, number> {
  const found = new Map<number, number>();
  const offer = (at: number | undefined, quality: number) => {
    if (at !== undefined && (found.get(at) ?? 0) < quality) found.set(at, quality);
  };
  const exact = index.byWord.get(query.word);
  offer(exact, 3);
  for (const at of index.wordsOfStem.get(query.stem) ?? []) offer(at, 2.5);
  // Stemmers are not always consistent ("терминалы" is "терминал", but "терминал" is "термина"): the
  // typed word may be the stem of the catalogue's form, and the typed word's stem a catalogue word.
  for (const at of index.wordsOfStem.get(query.word) ?? []) offer(at, 2.5);
  offer(index.byWord.get(query.stem), 2.5);
  // The same word with its fleeting vowel, as the genitive plural has it or not («этикетки»: «этикеток»).
  for (const form of fleetingForms(query.stem, index.language)) for (const at of index.wordsOfStem.get(form) ?? []) offer(at, 2.5);
  // A vocabulary name is a whole word, but stemmers are not always consistent ("общепит" is "общеп",
  // "общепита" "общепит"): a long one the vocabulary lacks as itself finds the words it starts.
  const namePrefix = query.name !== undefined && query.word.length >= NAME_PREFIX_MIN_LENGTH && found.size === 0;
  // A whole number finds the sizes it rounds down ("21 inch": 21.5) or up (below), never a longer number ("15" is no "150").
  const wholeNumber = /^\d+$/.test(query.word);
  const prefix = wholeNumber || (query.word.length >= PREFIX_MIN_LENGTH && !isNumber(query.word) && (!whole || hasDigit(query.word) || namePrefix));
  if (prefix) {
    // Model numbers are Latin in the catalogue, whatever the letters they are typed in ("тп80"); a name,
    // by its stem when that is long enough ("дисплей" → "диспл" finds "дисплеем", which stems to "диспле").
    const byStem = namePrefix && query.stem.length >= NAME_PREFIX_MIN_LENGTH;
    const start = wholeNumber ? `${query.word}.` : hasDigit(query.word) ? skeleton(query.word) : byStem ? query.stem : query.word;
    const low = firstFrom(index.vocabulary, start);
    for (let at = low; at < index.vocabulary.length && index.vocabulary[at]!.startsWith(start); at++) offer(at, 2);
    // A model's code typed with the Cyrillic letters that look like its Latin ones («сд405»: "CD-405").
    const looks = hasDigit(query.word) ? lookAlike(query.word) : undefined;
    if (looks !== undefined) for (let at = firstFrom(index.vocabulary, looks); index.vocabulary[at]?.startsWith(looks); at++) offer(at, 2);
    // And the sizes it rounds up to, as the trade says them: a 21.5″ screen is a "22 inch" one. Not a count ("2 ekranlı"): none is 1.5.
    const below = wholeNumber && !query.count ? Number(query.word) - 1 : 0;
    for (let tenth = 5; below >= 1 && tenth <= 9; tenth++)
      for (let at = firstFrom(index.vocabulary, `${below}.${tenth}`); index.vocabulary[at]?.startsWith(`${below}.${tenth}`); at++) offer(at, 2);
  }
  const latin = skeleton(query.word);
  for (const at of index.wordsOfSkeleton.get(latin) ?? []) offer(at, WHOLE_QUALITY);
  // A compound whose second part is the word typed, after a combining form that is no word alone («техподдержки» for «поддержка»,
  // "termoprinter" for "printer"): the word itself, only narrower, where it is what a product is called, its title (a negative
  // quality: in the title only), not where a category holds it beside others («Термопринтеры»).
  if (query.stem.length >= COMPOUND_TAIL_MIN_LENGTH && !hasDigit(query.word))
    for (const at of compoundsOf(index).get(query.stem) ?? []) if (!found.has(at)) found.set(at, -WHOLE_QUALITY);
  // A brand typed in Cyrillic as it sounds in English («сканлайн» for "Scanline"), or in Azerbaijani Latin letters ("skanlayn").
  const english = englishReading(query.word, index.language === 'az');
  if (english !== undefined) for (const at of index.wordsOfSkeleton.get(english) ?? []) offer(at, WHOLE_QUALITY);
  const russian = russianStem(query.word, index.language);
  if (russian !== undefined) {
    for (const at of index.wordsOfStem.get(russian) ?? []) offer(at, WHOLE_QUALITY);
    // And its fleeting vowel as Russian typed in Latin letters has it ("etiketkami": «этикеток», the genitive plural, which has no
    // ending: so the whole word, met by its Latin spelling, as "е" and "э" are one there).
    for (const form of fleetingForms(russian, index.language)) for (const at of index.wordsOfSkeleton.get(skeleton(form)) ?? []) offer(at, WHOLE_QUALITY);
  }
  if (whole) return found;
  // A word the catalogue holds as it is (or by its stem) is no typo: looking further only adds noise.
  const known = exact !== undefined || index.wordsOfStem.has(query.stem);
  if (!known)
    for (const longer of doubledLetter(query.word)) {
      offer(index.byWord.get(longer), 1);
      for (const at of index.wordsOfStem.get(stem(longer, index.language)) ?? []) offer(at, 1);
    }
  if (!known && query.word.length >= TYPO_MIN_LENGTH && !hasDigit(query.word)) {
    // Of the words one slip away, those a swap or a letter left out or typed twice explain are what the buyer likelier meant
    // than those a letter replaced or added does ("recipt": "receipt" before "recipe"; "sacles": "scales" before "sales"), and a
    // vocabulary name's word typed with a slip is the name (match.ts) before a word that is no name ("lables": "label" before "tables").
    // By slip: [unused, likely, less likely, less likely by the stem].
    const slips: number[][] = [[], [], [], []];
    const ownSkeleton = latin === query.word;
    // A word one slip away as typed, or by its skeleton: only those whose letters or skeleton start as a slip leaves them.
    const vocabularyText = (at: number) => index.vocabulary[at]!;
    const skeletonText = (at: number) => index.skeletons[index.skeletonOf[at]!]!;
    const near = (list: number[]) => {
      const byWord = mayBeNear(initialsOf(wordInitials, list, vocabularyText), query.word, schwaFirst(query.word, index.language));
      return latin.length < 2 ? list.map((_, place) => place) : inOrderOnce([...byWord, ...mayBeNear(initialsOf(skeletonInitials, list, skeletonText), latin)]);
    };
    for (const at of oneLetterApart(index.byLength, query.word.length, near)) {
      const word = index.vocabulary[at]!;
      const wordSkeleton = index.skeletons[index.skeletonOf[at]!]!;
      const slip = Math.min(
        ...[
          mayBeOneEdit(query.word, word) ? slipOf(query.word, word) : 0,
          ownSkeleton && wordSkeleton === word ? 0 : slipOf(latin, wordSkeleton),
          index.language === 'az' && schwaAsA(query.word, word) ? 1 : 0,
        ].filter((one) => one > 0),
      );
      if (slip <= 2) slips[slip]!.push(at);
    }
    if (query.stem.length >= TYPO_MIN_LENGTH)
      // The stem, and a misspelt Russian one with its fleeting vowel as the genitive plural has it («этекетки»: "этекеток", a slip
      // from «этикеток»): only here, where the stem as typed is no catalogue's; read so always, «прилавке» is «прилавок», the
      // in-counter scanner's word.
      for (const typedStem of [query.stem, ...withFleetingVowel(query.stem, index.language)]) {
        for (const at of typedStem === query.stem ? [] : (index.wordsOfStem.get(typedStem) ?? [])) slips[1]!.push(at);
        const stemNear = (list: number[]) =>
          mayBeNear(
            initialsOf(stemInitials, list, (number) => index.stems[number]!),
            typedStem,
            schwaFirst(typedStem, index.language),
          );
        for (const number of oneLetterApart(index.stemsByLength, typedStem.length, stemNear)) {
          const stemText = index.stems[number]!;
          // A long stem one letter longer at its end is the same word inflected, where the stemmer is inconsistent («этикетки»,
          // "этикетк", and «этикет-принтер»), no slip.
          const inflected = Math.min(typedStem.length, stemText.length) >= LONG_STEM && (typedStem.startsWith(stemText) || stemText.startsWith(typedStem));
          const slip = inflected || (index.language === 'az' && schwaAsA(typedStem, stemText)) ? 1 : slipOf(typedStem, stemText);
          if (slip > 0) slips[slip === 1 ? 1 : 3]!.push(...(index.wordsOfStem.get(stemText) ?? []));
        }
      }
    // Failing one slip, a long word with two of the likeliest ("reciet" for "receipt"), after any word one slip explains: only
    // words starting with its first letter, which two slips leave in place (twoSlipsApart).
    if (slips.every((one) => one.length === 0) && query.word.length > TYPO_MIN_LENGTH)
      for (let by = -2; by <= 2; by++) {
        const list = index.byLength[query.word.length + by];
        const places = list && initialsOf(wordInitials, list, vocabularyText).first.get(query.word.charCodeAt(0));
        for (const place of places ?? [])
          if (twoSlipsApart(query.word, index.vocabulary[list![place]!]!, index.language === 'az')) offer(list![place]!, LESS_LIKELY_QUALITY);
      }
    const likelier = slips[1]!.length > 0 || query.misnamed === true;
    for (const at of slips[1]!) offer(at, 1);
    // A name's word is not another word of the catalogue ("tables"), though its stem may be the name's in another form.
    for (const at of query.misnamed ? [] : slips[2]!) offer(at, likelier ? LESS_LIKELY_QUALITY : 1);
    for (const at of slips[3]!) offer(at, likelier ? LESS_LIKELY_QUALITY : 1);
  }
  return found;
}
