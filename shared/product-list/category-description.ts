// A category page's meta description: the category's own name and what it holds (its
// subcategories, or how many products), so that each of the catalogue's category pages, each with
// its own canonical address, describes itself in search results rather than the whole catalogue.
import type { Language } from '../constants.ts';
import type { CategoryDetail } from '../data/types.ts';
import { translate } from '../i18n/intl.ts';

/** Search engines cut a snippet near here (Google shows about 155–160 characters). */
export const DESCRIPTION_MAX_LENGTH = 160;

/** A name inside a sentence: 'Touch POS terminals' → 'touch POS terminals', but 'POS kits' stays. */
function inSentence(name: string, language: Language): string {
  const [first = '', second = ''] = name;
  return second && second === second.toLocaleLowerCase(language) ? first.toLocaleLowerCase(language) + name.slice(1) : name;
}

/**
 * The description of a category page. `count` is the number of products the category holds, when
 * the page shows them all (no search or price filter); a category with subcategories names them
 * instead. A description that would pass DESCRIPTION_MAX_LENGTH loses its closing sentence.
 */
export function categoryDescription(language: Language, category: Pick<CategoryDetail, 'title' | 'children'>, count?: number): string {
  const children = category.children.map((child) => inSentence(child.title, language));
  // Joined by commas, not Intl.ListFormat: workerd's trimmed az data would word it unlike a browser.
  const holds = children.length > 0 ? children.join(', ') : count !== undefined ? translate(language, 'list.holdsProducts', { count }) : undefined;
  const name = category.title;
  const full = holds
    ? translate(language, 'list.descriptionCategory', { category: name, holds })
    : translate(language, 'list.descriptionCategoryOnly', { category: name });
  if (full.length <= DESCRIPTION_MAX_LENGTH) return full;
  const short = holds ? translate(language, 'list.descriptionCategoryShort', { category: name, holds }) : full;
  return short.length <= DESCRIPTION_MAX_LENGTH ? short : `${short.slice(0, DESCRIPTION_MAX_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
}
