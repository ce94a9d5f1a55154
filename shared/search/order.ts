// Title order for a search sorted by title, as the reference API sorts: by the language's
// alphabet. workerd's Intl.Collator('az') falls back to English order (ç after c is lost, q
// does not follow k), so Azerbaijani titles are compared by a key of our own.
import type { Language } from '../constants.ts';

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

const collators = new Map<Language, Intl.Collator>();

export function compareTitles(a: string, b: string, language: Language): number {
  if (language === 'az') {
    const [keyA, keyB] = [azKey(a), azKey(b)];
    return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
  }
  let collator = collators.get(language);
  if (!collator) collators.set(language, (collator = new Intl.Collator(language)));
  return collator.compare(a, b);
}
