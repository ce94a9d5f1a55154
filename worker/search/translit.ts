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
 * A Cyrillic word read as the English word it spells by ear, for a brand typed in Cyrillic: the English long "i" before a
 * final consonant and a silent "e" is «ай» («сканлайн» is "scanline", «термолайн» "thermoline"); undefined when it says nothing else.
 */
export function englishReading(word: string): string | undefined {
  if (!/[а-яё]/.test(word)) return undefined;
  const latin = skeleton(word);
  const english = latin.replace(/ai([bdfklmnprstvz])$/, 'i$1e');
  return english === latin ? undefined : english;
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
