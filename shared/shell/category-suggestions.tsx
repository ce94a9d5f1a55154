// Under a search that found nothing (the search modal's, the product list's): the corrected query
// the site's search offers, if any, and links to the categories that may hold what was meant
// (shared/data/category-suggestions.ts).
import { suggestCategories } from '../data/category-suggestions.ts';
import { useLanguage, useT } from '../i18n/intl.ts';
import { Link } from '../ui/link.tsx';
import { categoryPath, pagePath } from '../urls.ts';
import { useShellData } from './shell-data.ts';

export function CategorySuggestions({ search, corrected, onFollow }: { search: string; corrected?: { text: string; to: string }; onFollow?: () => void }) {
  const t = useT();
  const language = useLanguage();
  // The corrected query names what was meant better than the mistyped one.
  const categories = suggestCategories(corrected?.text ?? search, useShellData()?.categories ?? []);
  return (
    <>
      {corrected ? (
        <p className="m-0 text-center text-sm" data-testid="search-suggestion">
          <span className="text-muted">{t('search.didYouMean')}</span>{' '}
          <Link to={corrected.to} className="font-semibold text-brand" onClick={onFollow}>
            {corrected.text}
          </Link>
        </p>
      ) : null}
      {categories.length > 0 ? (
        <nav aria-label={t('search.suggestCategories')} className="flex flex-wrap items-center justify-center gap-2 text-sm" data-testid="category-suggestions">
          <span className="text-muted">{t('search.suggestCategories')}</span>
          {categories.map((category) => (
            <Link key={category.slug} to={pagePath(language, categoryPath(category.slug))} className="chip" onClick={onFollow}>
              {category.title}
            </Link>
          ))}
        </nav>
      ) : null}
    </>
  );
}
