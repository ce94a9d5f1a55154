import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { PRODUCTS_SCROLL_BREAKPOINT, PRODUCTS_SCROLL_TOP_NARROW, PRODUCTS_SCROLL_TOP_WIDE } from '../constants.ts';
import { hasListParams, type ListQuery } from '../data/list-query.ts';

/** After a client-side change of the parameters, the list comes into view. */
export function useScrollToList(query: ListQuery) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the parameters is what it watches; the rest is read as it is then.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType === 'POP' || !hasListParams(query)) return;
    window.scrollTo({ top: window.innerWidth < PRODUCTS_SCROLL_BREAKPOINT ? PRODUCTS_SCROLL_TOP_NARROW : PRODUCTS_SCROLL_TOP_WIDE });
  }, [location.search]);
}
