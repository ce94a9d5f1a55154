// Words that carry no meaning in a product search, per language: function words, and the shop
// words people add to any query ("buy", "price", "Baku"), Russian ones in Latin letters too.
import type { Language } from '../../shared/constants.ts';
import { words } from './text.ts';

/** Words that carry no meaning in a product search: function words, and "buy", "price", "Baku". */
export const STOPWORDS: Record<Language, Set<string>> = {
  az: new Set([
    've',
    'ucun',
    'ile',
    'ya',
    'veya',
    'bir',
    'bu',
    'olan',
    'almaq',
    'al',
    'qiymet',
    'qiymeti',
    'qiymetler',
    'qiymetleri',
    'endirim',
    'endirimli',
    'satilir',
    'baki',
    'bakida',
  ]),
  ru: new Set([
    'и',
    'для',
    'в',
    'во',
    'с',
    'со',
    'на',
    'или',
    'из',
    'по',
    'к',
    'от',
    'до',
    'без',
    'под',
    'а',
    'купить',
    'цена',
    'цены',
    'стоимость',
    'заказать',
    'наличии',
    'баку',
    'dlya',
    'dlia',
    'kupit',
  ]),
  en: new Set(['and', 'for', 'with', 'the', 'a', 'an', 'of', 'or', 'to', 'into', 'in', 'on', 'my', 'buy', 'price', 'prices', 'best', 'deals', 'baku']),
};

/** Words saying the cheapest is wanted ("ucuz", "недорогой", "budget"): shop words, dropped, that order the kind asked by price (match.ts). */
export const CHEAP: Record<Language, Set<string>> = {
  az: new Set(['ucuz', 'ucuzu', 'budceli', 'qenaetli']),
  ru: new Set(['недорого', 'недорогой', 'недорогие', 'недорогая', 'дешево', 'дешевый', 'дешевая', 'дешевые', 'дешевле', 'подешевле', 'бюджетный', 'бюджетные']),
  en: new Set(['cheap', 'cheaper', 'cheapest', 'budget', 'inexpensive', 'affordable']),
};
for (const language of ['az', 'ru', 'en'] as const) for (const word of CHEAP[language]) STOPWORDS[language].add(word);
/** A text with "entry level" said as "cheap": two words, one of which other queries need ("qr entry"). */
export const entryLevel = (text: string, language: Language) => (language === 'en' ? text.replace(/\bentry[\s-]+level\b/giu, 'cheap') : text);
/**
 * Words saying all of it at once ("tam", "bir yerdə", "под ключ", "complete", "in a box"; ready, "hazır", «готовый»), each with the kit's own word: said
 * with what a thing is for ("kiçik dükan üçün tam kassa avadanlığı"), a kit is asked (match.ts).
 */
export const COMPLETE: Record<Language, [RegExp, string]> = {
  az: [/(?<!\p{L})(tam|hazır|hazir|birlikd[əe]|hamısı|hamisi|bir (yerd[əe]|qutuda))(?!\p{L})/giu, 'dəst'],
  ru: [/(?<!\p{L})(под ключ|готов(ый|ая|ое|ые)|одним (набором|комплектом))(?!\p{L})/giu, 'комплект'],
  en: [/\b(complete|everything|ready[ -](made|to go)|in (a|one) box)\b/giu, 'kit'],
};

/**
 * Whether a folded word of `text` is a function word: not when typed in capitals in a text that is not,
 * as an abbreviation ("ПО", software, is no "по").
 */
function functionWords(text: string, language: Language): (word: string) => boolean {
  const capitals = text === text.toUpperCase() ? [] : words((text.match(/(?<!\p{L})\p{Lu}{2,}(?!\p{L})/gu) ?? []).join(' '));
  return (word) => STOPWORDS[language].has(word) && !capitals.includes(word);
}

/** The folded words of a text that carry meaning. */
export const meaningful = (text: string, language: Language): string[] => {
  const functionWord = functionWords(text, language);
  return words(text).filter((word) => !functionWord(word));
};

/** The words before what a thing turns something into ("touchscreens to turn a pc into a till"); the Azerbaijani dative says it in match.ts. */
const INTO: Record<Language, Set<string>> = { az: new Set(), ru: new Set(), en: new Set(['into']) };

/**
 * The word that says what a thing is for, per language: the words after it ("для склада", "for a
 * cafe"; in Azerbaijani the words before it, "market üçün") are its purpose. What it goes to or fits
 * ("scale that connects to the till", "ящик под чековый принтер") is said the same way; in Azerbaijani
 * by the dative (match.ts).
 */
const PURPOSE: Record<Language, { marker: Set<string>; before: boolean }> = {
  az: { marker: new Set(['ucun']), before: true },
  ru: { marker: new Set(['для', 'dlya', 'dlia', 'под']), before: false },
  en: { marker: new Set(['for', 'to', 'into']), before: false },
};

/**
 * Per word of `meaningful(text)`, whether it says what the thing asked for is for: the words between
 * the language's purpose word and the next function word (before it in Azerbaijani, back to the
 * previous one or the start).
 */
export function purposeWords(text: string, language: Language): boolean[] {
  const { marker, before } = PURPOSE[language];
  const all = words(text);
  const ordered = before ? [...all].reverse() : all;
  const flags: boolean[] = [];
  const functionWord = functionWords(text, language);
  let inPurpose = false;
  let said = false;
  for (const word of ordered) {
    if (marker.has(word)) [inPurpose, said] = [true, false];
    // A function word ends the purpose after a word of it, not before ("for a second register").
    else if (functionWord(word)) inPurpose &&= !said;
    else {
      flags.push(inPurpose);
      said = inPurpose;
    }
  }
  return before ? flags.reverse() : flags;
}

/**
 * The words that join a thing to what it has ("printeri olan kassa", "касса с принтером", "till with a
 * printer"), and whether what it has comes before them (Azerbaijani) or after.
 */
const WITH: Record<Language, { words: Set<string>; before: boolean; suffix?: RegExp }> = {
  // "-li" says the same in one word: "printerli kassa" is "printeri olan kassa".
  az: { words: new Set(['olan', 'ile']), before: true, suffix: /..l[iu]$/ },
  ru: { words: new Set(['с', 'со']), before: false },
  en: { words: new Set(['with']), before: false },
};

/** A word without the suffix that joins it to the thing that has it ("kəsicili" → "kəsici"), or undefined. */
export const withoutHaving = (word: string, language: Language): string | undefined => (WITH[language].suffix?.test(word) ? word.slice(0, -2) : undefined);

/**
 * Per word of `meaningful(text)`, its phrase: how many of the words that join a thing to what it has come before it, and
 * with `into`, of the words before what it becomes (a name stays on one side of either).
 */
export function phrasesOf(text: string, language: Language, into = false): number[] {
  const phrases: number[] = [];
  const functionWord = functionWords(text, language);
  let phrase = 0;
  for (const word of words(text)) {
    if (WITH[language].words.has(word) || (into && INTO[language].has(word))) phrase++;
    else if (!functionWord(word)) phrases.push(WITH[language].suffix?.test(word) ? phrase++ : phrase);
  }
  return phrases;
}

/** Per word of `meaningful(text)`, whether it says what the thing asked for has ("printeri" in "printeri olan kassa"). */
export function hadWords(text: string, language: Language): boolean[] {
  const phrases = phrasesOf(text, language);
  const last = phrases.at(-1) ?? 0;
  // A joining word said last has the thing before what it joins ("qəbz printeri wifi ilə", "kassa komplekti quraşdırma ilə").
  const trailing = WITH[language].before && WITH[language].words.has(words(text).at(-1) ?? '');
  // Nor, in Azerbaijani, what the thing is for, said before the one word with "-li" that says what it has ("kassa kompüteri
  // üçün sensorlu monitorlar": monitors for a till computer; but "alıcı üçün ikinci ekranı olan kassa": a screen for the buyer).
  const purpose = WITH[language].before ? purposeWords(text, language) : [];
  const meant = meaningful(text, language);
  const suffixed = (at: number) => WITH[language].suffix?.test(meant[at] ?? '') === true;
  const forSuffixed = (at: number) => purpose[at] === true && suffixed(purpose.findIndex((flag, after) => after > at && !flag));
  return phrases.map((phrase, at) => (WITH[language].before ? (phrase < last && !forSuffixed(at)) || (trailing && at === phrases.length - 1) : phrase > 0));
}

/**
 * The words saying a thing lacks what follows ("without", "no", "без"). Not the Azerbaijani suffix ("-siz"): a catalogue says
 * what a product goes without in the one word too ("printersiz də işləyir", "ventilyatorsuz"), and so finds it.
 */
const LACKS: Record<Language, Set<string>> = { az: new Set(), ru: new Set(['без']), en: new Set(['without', 'no']) };

/** Per word of `meaningful(text)`, whether it says what is lacked: the word after the language's word for it, and that word. */
export function lackedWords(text: string, language: Language): boolean[] {
  const functionWord = functionWords(text, language);
  const lacked: boolean[] = [];
  let after = false;
  for (const word of words(text)) {
    const marker = LACKS[language].has(word);
    if (!functionWord(word)) lacked.push(marker || after);
    else if (!marker) continue;
    after = marker || (after && functionWord(word));
  }
  return lacked;
}

/**
 * Head words that say loosely what kind of thing is meant ("receipt machine", "barkod aparatı",
 * "кассовая система", "installation service", "автоматизация кафе"): a product need not hold them
 * when the query holds another word.
 */
export const GENERIC: Record<Language, string[]> = {
  az: ['aparat', 'cihaz', 'sistem', 'avadanlıq', 'qurğu', 'xidmət', 'avtomatlaşdırma'],
  ru: ['аппарат', 'устройство', 'система', 'оборудование', 'услуга', 'машина', 'автоматизация'],
  en: ['machine', 'device', 'system', 'unit', 'equipment', 'service', 'automation'],
};

/**
 * Participles and other verb forms, what a thing does ("kompüterə qoşulan", "ekrana toxunmaqla işləyən",
 * "printer driven", "вмонтированный"): the catalogue says it with other words ("USB", "sensor ekranlı"),
 * so, like a loose head word, one need not be held while another word is. Azerbaijani by the buffer
 * letter before -an/-ən (a noun's "ekran", "restoran" has none), "edən", and the -maqla/-araq forms.
 */
export const PARTICIPLE: Record<Language, RegExp> = {
  az: /^(?:eden|olunan)$|..[aeiou][yln][ae]n$|..m[ae]ql[ae]$|..[ae]r[ae]q$/,
  ru: /..(?:ющ|ящ|ащ|ущ|ем|им|енн|анн|вш)(?:ий|ая|ое|ие|его|ему|ую|их|ими|ей|ого|ый|ой|ые|ым|ых|им|ем)$/,
  en: /...(?:[^e]ed|ven)$|^(?:built|made)$/,
};
