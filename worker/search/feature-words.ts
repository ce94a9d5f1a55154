// What of a product's features search reads. A feature's name is a label most products of a kind
// share ("Вес: 260 г", "Interface: USB"): its value is what tells products apart, and the name
// alone, ranked like the description, does not make a product a match ("весов", scales, would
// otherwise find every product that states its weight). A name whose value only says the product
// has it ("Автоотрезчик: Есть", "Wi-Fi: Var") is the fact itself; one it lacks is left out.
import { htmlToText } from '../../shared/format/html-text.ts';
import { foldText as fold } from './text.ts';

/** Values that say the product has what the name names, in az, ru and en (folded). */
const HAS = new Set(
  [
    'var',
    'bəli',
    'daxildir',
    'qiymətə daxildir',
    'dəstəklənir',
    'mövcuddur',
    'есть',
    'да',
    'имеется',
    'включено',
    'входит',
    'поддерживается',
    'yes',
    'included',
    'supported',
    'available',
    'built-in',
  ].map(fold),
);
/** Values that say it lacks it. */
const LACKS = new Set(['yox', 'yoxdur', 'xeyr', 'нет', 'отсутствует', 'не поддерживается', 'no', 'none', 'not supported', 'n/a', '-', '—'].map(fold));

export interface FeatureWords {
  /** Ranked as features: the values, and the names of what the product has. */
  features: string[];
  /** Ranked as the description: the other names. */
  names: string[];
}

export function featureWords(features: readonly { name: string; value: string }[]): FeatureWords {
  const words: FeatureWords = { features: [], names: [] };
  for (const { name, value } of features) {
    const said = fold(value.trim());
    if (LACKS.has(said)) continue;
    if (HAS.has(said)) words.features.push(name);
    else {
      words.features.push(value);
      words.names.push(name);
    }
  }
  return words;
}

/** What search reads of a product's details: its features' words, and its description after the names of the other features. */
export function detailTexts(detail: { features: readonly { name: string; value: string }[]; description: string }): {
  features: string[];
  description: string;
} {
  const { features, names } = featureWords(detail.features);
  return { features, description: [...names, htmlToText(detail.description)].join(' ') };
}
