import { seedData } from '../../reference-api/seed/index.ts';
import { NEW_ARRIVALS_LIMIT, type Language } from '../../shared/constants.ts';

/** Titles of the new arrivals the home page shows, newest first, from the demo data. */
export function newArrivalTitles(language: Language): string[] {
  return [...seedData.products]
    .filter((product) => product.isNew)
    .sort((a, b) => a.ageDays - b.ageDays)
    .slice(0, NEW_ARRIVALS_LIMIT)
    .map((product) => product.title[language]);
}
