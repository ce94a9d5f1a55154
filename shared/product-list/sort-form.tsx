// The list's order: a select that submits when changed, and a button for browsers without JavaScript.
import { useLanguage, useT } from '../i18n/intl.ts';
import { pagePath, PRODUCTS_PATH } from '../urls.ts';
import { keptFields, ORDERINGS, type ListQuery } from '../data/list-query.ts';
import { HiddenFields, useListSubmit } from './list-form.tsx';

export function SortForm({ query }: { query: ListQuery }) {
  const t = useT();
  const language = useLanguage();
  const submit = useListSubmit();
  const kept = keptFields(query, ['ordering']);
  return (
    <form
      method="get"
      action={pagePath(language, PRODUCTS_PATH)}
      className="flex items-center gap-2"
      data-testid="sort-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
    >
      <HiddenFields fields={kept.before} />
      <label className="sr-only" htmlFor="list-ordering">
        {t('list.sort.label')}
      </label>
      <select
        id="list-ordering"
        name="ordering"
        defaultValue={query.ordering ?? ''}
        key={query.ordering ?? ''}
        className="rounded-lg border border-line bg-white px-3 py-2 text-sm"
        onChange={(event) => event.currentTarget.form && submit(event.currentTarget.form)}
      >
        <option value="">{t('list.sort.placeholder')}</option>
        {ORDERINGS.map((ordering) => (
          <option key={ordering} value={ordering}>
            {t(`list.sort.${ordering}`)}
          </option>
        ))}
      </select>
      <HiddenFields fields={kept.after} />
      {/* Only without JavaScript: with it, choosing an order submits. Hidden by CSS, not at
          hydration, so the first paint already has the hydrated page's (often one-line) layout. */}
      <button type="submit" className="without-scripting btn-outline px-3 py-2 text-sm">
        {t('list.sort.apply')}
      </button>
    </form>
  );
}
