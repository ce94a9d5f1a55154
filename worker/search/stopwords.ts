// Words that carry no meaning in a product search, per language: function words, and the shop
// words people add to any query ("buy", "price", "Baku"), Russian ones in Latin letters too.
import type { Language } from '../../shared/constants.ts';
import { words } from './text.ts';

/** Words that carry no meaning in a product search: function words, and "buy", "price", "Baku". */
export const STOPWORDS: Record<Language, Set<string>> = {
  az: new Set(['ve', 'ucun', 'ile', 'ya', 'veya', 'bir', 'bu', 'olan', 'almaq', 'al', 'qiymet', 'qiymeti', 'ucuz', 'baki', 'bakida']),
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
    'недорого',
    'баку',
    'dlya',
    'dlia',
    'kupit',
  ]),
  en: new Set(['and', 'for', 'with', 'the', 'a', 'an', 'of', 'or', 'to', 'in', 'on', 'my', 'buy', 'price', 'cheap', 'baku']),
};

/** The folded words of a text that carry meaning. */
export const meaningful = (text: string, language: Language): string[] => words(text).filter((word) => !STOPWORDS[language].has(word));
