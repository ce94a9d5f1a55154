// The stem of a folded word in the page's language: Snowball (from @orama/stemmers, a kept port
// with types and no dependencies) for Russian words and English ones, our own suffix stripper
// for Azerbaijani. Model numbers and brands ("tp80", "hesabpos") are left as they are.
import { stemmer as stemEnglish } from '@orama/stemmers/english';
import { stemmer as stemRussian } from '@orama/stemmers/russian';
import type { Language } from '../../shared/constants.ts';
import { stemAz } from './az-stem.ts';

const CYRILLIC = /[а-я]/;

export function stem(word: string, language: Language): string {
  if (/\d/.test(word)) return word;
  if (CYRILLIC.test(word)) return stemRussian(word);
  return language === 'az' ? stemAz(word) : stemEnglish(word);
}
