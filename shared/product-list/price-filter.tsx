// The price filter: two sliders on one track and two number fields, one GET form. A slider
// submits when it is let go; the fields wait for the button (or Enter).
import { Fragment, useEffect, useRef, useState } from 'react';
import { PRICE_MAX, PRICE_MIN } from '../constants.ts';
import { useLanguage, useT, type MessageKey } from '../i18n/intl.ts';
import { pagePath, PRODUCTS_PATH } from '../urls.ts';
import { keptFields, type ListQuery } from '../data/list-query.ts';
import { FilterGroup } from './filter-group.tsx';
import { HiddenFields, useListSubmit } from './list-form.tsx';

const BOUNDS: { label: MessageKey; id: string; name: string; testId: string }[] = [
  { label: 'list.price.min', id: 'price-gte', name: 'price__gte', testId: 'price-min-range' },
  { label: 'list.price.max', id: 'price-lte', name: 'price__lte', testId: 'price-max-range' },
];

type Range = [number, number];
/** The sliders' step, in manat. */
const STEP = 10;

/**
 * The sliders' ends: the prices of the list when one page holds all of it (every category of the
 * demo catalogue), widened to the filter's own bounds and to whole steps, so that a category of
 * 200–500 ₼ spreads over the track. A list of several pages, whose other prices the page does not
 * know, or an empty one keeps PRICE_MIN–PRICE_MAX (or wider). The number fields take any price.
 */
export function sliderBounds(prices: readonly number[], query: Pick<ListQuery, 'priceMin' | 'priceMax'>, whole: boolean): Range {
  const values = [...prices, query.priceMin, query.priceMax].filter((value): value is number => value !== undefined);
  if (!whole || prices.length === 0) values.push(PRICE_MIN, PRICE_MAX);
  const low = Math.max(PRICE_MIN, Math.floor(Math.min(...values) / STEP) * STEP);
  const high = Math.ceil(Math.max(...values) / STEP) * STEP;
  return [low, Math.max(high, low + STEP)];
}

/** The range with one bound moved; a slider cannot pass the other bound, a typed number can. */
function moved(range: Range, bound: number, value: number, clamp: boolean): Range {
  if (bound === 0) return [clamp ? Math.min(value, range[1]) : value, range[1]];
  return [range[0], clamp ? Math.max(value, range[0]) : value];
}

export function PriceFilter({ query, prices, whole }: { query: ListQuery; prices: readonly number[]; whole: boolean }) {
  const t = useT();
  const language = useLanguage();
  const submit = useListSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const [low, high] = sliderBounds(prices, query, whole);
  const from = query.priceMin ?? low;
  const to = query.priceMax ?? high;
  const [range, setRange] = useState<Range>([from, to]);
  useEffect(() => setRange([from, to]), [from, to]);
  const commit = () => {
    if (formRef.current && (range[0] !== from || range[1] !== to)) submit(formRef.current);
  };
  const percent = (value: number) => ((Math.min(Math.max(value, low), high) - low) / (high - low)) * 100;
  return (
    <FilterGroup title={t('list.price')}>
      {/* The price fields come last in the address's order: every kept parameter goes before them. */}
      <form
        ref={formRef}
        method="get"
        action={pagePath(language, PRODUCTS_PATH)}
        className="flex flex-col gap-3"
        data-testid="price-filter"
        onSubmit={(event) => {
          event.preventDefault();
          submit(event.currentTarget);
        }}
      >
        <HiddenFields fields={keptFields(query, ['price__gte', 'price__lte']).before} />
        <div className="price-range relative h-6">
          <div className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded bg-line" />
          <div
            className="absolute top-1/2 h-1 -translate-y-1/2 rounded bg-brand"
            style={{ left: `${percent(range[0])}%`, right: `${100 - percent(range[1])}%` }}
          />
          {BOUNDS.map((bound, index) => (
            <input
              key={bound.id}
              type="range"
              min={low}
              max={high}
              step={STEP}
              value={range[index]}
              aria-label={t(bound.label)}
              onChange={(event) => setRange(moved(range, index, Number(event.target.value), true))}
              onPointerUp={commit}
              onKeyUp={commit}
              data-testid={bound.testId}
            />
          ))}
        </div>
        <div className="flex items-center gap-2">
          {BOUNDS.map((bound, index) => (
            <Fragment key={bound.id}>
              {index > 0 ? <span aria-hidden="true">–</span> : null}
              <label className="sr-only" htmlFor={bound.id}>
                {t(bound.label)}
              </label>
              <input
                id={bound.id}
                type="number"
                name={bound.name}
                min={PRICE_MIN}
                value={range[index]}
                onChange={(event) => setRange(moved(range, index, Number(event.target.value), false))}
                className="w-full rounded-md border border-line px-2 py-1.5 text-sm"
              />
            </Fragment>
          ))}
        </div>
        <button type="submit" className="btn-outline py-1.5 text-sm">
          {t('list.price.apply')}
        </button>
      </form>
    </FilterGroup>
  );
}
