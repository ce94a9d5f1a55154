// Under a search that found nothing (the search modal's, the product list's): links to the
// categories that may hold what was meant (shared/data/category-suggestions.ts).
import { suggestCategories } from '../data/category-suggestions.ts';
import { useLanguage, useT } from '../i18n/intl.ts';
import { Link } from '../ui/link.tsx';
import { categoryPath, pagePath } from '../urls.ts';
import { useShellData } from './shell-data.ts';

export function CategorySuggestions({ search, onFollow }: { search: string; onFollow?: () => void }) {
  const t = useT();
  const language = useLanguage();
  const categories = suggestCategories(search, useShellData()?.categories ?? []);
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t('search.suggestCategories')} className="flex flex-wrap items-center justify-center gap-2 text-sm" data-testid="category-suggestions">
      <span className="text-muted">{t('search.suggestCategories')}</span>
      {categories.map((category) => (
        <Link key={category.slug} to={pagePath(language, categoryPath(category.slug))} className="chip" onClick={onFollow}>
          {category.title}
        </Link>
      ))}
    </nav>
  );
}
