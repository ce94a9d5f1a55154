// Title order for a search sorted by title, as the reference API sorts: by the language's
// alphabet. workerd's Intl.Collator('az') falls back to English order (ç after c is lost, q
// does not follow k), so Azerbaijani titles are compared by a key of our own; Russian ones too,
// so that Cyrillic comes before Latin as in the reference API's list.
import type { Language } from '../../shared/constants.ts';

// Azerbaijani alphabet order (x after h, q after k); w, absent from it, sits after v.
const AZ_ALPHABET = 'abcçdeəfgğhxıijkqlmnoöprsştuüvwyz';

function azKey(text: string): string {
  let key = '';
  for (const char of text.toLocaleLowerCase('az').normalize('NFC')) {
    const index = AZ_ALPHABET.indexOf(char);
    key += index >= 0 ? String.fromCharCode(0x100 + index) : char;
  }
  return key;
}

/** Russian order as the reference API sorts: ё with е, and А–Я before A–Z (Latin moved past Cyrillic). */
function ruKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[a-z]/g, (char) => String.fromCharCode(0x500 + char.charCodeAt(0)));
}

/** English, the language left, is ordered by the platform's collator (made on first use). */
let englishCollator: Intl.Collator | undefined;

export function compareTitles(a: string, b: string, language: Language): number {
  const key = language === 'az' ? azKey : language === 'ru' ? ruKey : undefined;
  if (key) {
    const [keyA, keyB] = [key(a), key(b)];
    return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
  }
  englishCollator ??= new Intl.Collator('en');
  return englishCollator.compare(a, b);
}
