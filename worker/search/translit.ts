// Russian typed without Russian letters. Visitors in Baku type Russian on a Latin keyboard in
// two ways: transliterated ("chekovyi printer", "vesy") and on the wrong layout ("ghbynth" is
// "принтер" typed with the keyboard left on English). Model numbers typed in Cyrillic ("тп-80")
// are the first kind the other way round.

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: '',
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};

/**
 * One spelling for the many ways a Russian word is written in Latin letters: "chekovyi",
 * "chekovyy" and "чековый" all become "chekovii"; "yashik", "jaschik", GOST 7.79's "yashhik" and "ящик" "iashik".
 * Works on folded text (see foldText); a Latin word passes through the same rules, so Latin and
 * Cyrillic meet.
 */
export function skeleton(word: string): string {
  let latin = '';
  for (const char of word) latin += CYRILLIC_TO_LATIN[char] ?? char;
  const spelled = latin
    .replace(/shch|sch|shh/g, 'sh')
    .replace(/kh/g, 'h')
    // An English "th" is the Russian "т" ("thermo", «термо»).
    .replace(/th/g, 't')
    .replace(/[yj]/g, 'i')
    .replace(/w/g, 'v')
    .replace(/x/g, 'ks')
    .replace(/ck/g, 'k');
  // A hard 'c' is a 'k' ("cafe" and "кафе"; before e and i, y being i by now, it is soft), but not in a model's code ("CD-405").
  return /\d/.test(spelled) ? spelled : spelled.replace(/c(?![ehi])/g, 'k');
}

/**
 * A Cyrillic word read as the English word it spells by ear, for a brand typed in Cyrillic: the English long "i" and long "a"
 * before a consonant and a silent "e" are «ай» and «ей» («сканлайн» is "scanline", «сейфбокс» "safebox"), and «вью» is "view"
 * («вьюлайн» "viewline"); undefined when it says nothing else. With `latin`, an Azerbaijani word in Latin letters too, where
 * "ay" and "ey" write those sounds ("termolayn", "skanlayn", "seyfboks": "x" being "ks" already in the skeleton).
 */
export function englishReading(word: string, latin = false): string | undefined {
  if (!/[а-яё]/.test(word) && !(latin && /[ae]y[bdfklmnprstvz]/.test(word))) return undefined;
  const spelled = skeleton(word);
  const english = spelled
    .replace(/ai([bdfklmnprstvz])(?![aeiou])/g, 'i$1e')
    .replace(/ei([bdfklmnprstvz])(?![aeiou])/g, 'a$1e')
    .replace(/viu/g, 'viev');
  return english === spelled ? undefined : english;
}

/** Cyrillic letters that look like Latin ones, as a model's code is typed on a Russian keyboard («сд405» for "CD-405"). */
const LOOK_ALIKE: Record<string, string> = { а: 'a', в: 'b', е: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x' };

/** A model's code typed in Cyrillic read letter by look where a Latin letter looks the same, else by sound; undefined when that is its skeleton. */
export function lookAlike(code: string): string | undefined {
  if (!/[а-яё]/.test(code) || !/\d/.test(code)) return undefined;
  let latin = '';
  for (const char of code) latin += LOOK_ALIKE[char] ?? CYRILLIC_TO_LATIN[char] ?? char;
  return latin === skeleton(code) ? undefined : latin;
}

/** Latin letters back to Russian ones, longest first, for a transliterated word's Russian stem. */
const LATIN_TO_CYRILLIC: [string, string][] = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['shh', 'щ'],
  ['yy', 'ый'],
  ['yi', 'ый'],
  ['iy', 'ий'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['yo', 'ё'],
  ['x', 'кс'],
  ...[...'abvgdezijklmnoprstufhcywq'].map((letter, at): [string, string] => [letter, 'абвгдезийклмнопрстуфхцывк'[at]!]),
];

/** A Russian word typed in Latin letters, spelled in Russian again ("magazina" → "магазина"), so that its stem can be taken. */
export function toCyrillic(word: string): string {
  let result = '';
  for (let at = 0; at < word.length; ) {
    const [latin, cyrillic] = LATIN_TO_CYRILLIC.find(([from]) => word.startsWith(from, at)) ?? [word[at]!, word[at]!];
    result += cyrillic;
    at += latin.length;
  }
  return result;
}

const QWERTY = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const JCUKEN = 'йцукенгшщзхъфывапролджэячсмитьбюё';

/** Russian typed with the keyboard on the English layout, put back ("ghbynth" → "принтер"); undefined when it holds no Latin letter. */
export function fromLatinLayout(text: string): string | undefined {
  if (!/[a-z]/i.test(text) || /[а-яё]/i.test(text)) return undefined;
  let result = '';
  for (const char of text.toLowerCase()) {
    const at = QWERTY.indexOf(char);
    result += at >= 0 ? JCUKEN[at] : char;
  }
  return result;
}
