// The slow-loading threshold: a navigation or a search (the search modal's fetcher) still
// loading after SLOW_LOADING_THRESHOLD_MS says so in a polite live region. The region is always
// in the document (an added region is not announced) and fixed, so its note moves nothing.
import { useEffect, useState } from 'react';
import { useFetchers, useNavigation } from 'react-router';
import { SLOW_LOADING_THRESHOLD_MS } from '../constants.ts';
import { useT } from '../i18n/intl.ts';

export function SlowLoadingNote() {
  const t = useT();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const loading = navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle');
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!loading) return setSlow(false);
    const timer = setTimeout(() => setSlow(true), SLOW_LOADING_THRESHOLD_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-60 flex justify-center px-4" data-testid="slow-loading">
      {slow ? <p className="m-0 rounded-full bg-ink px-4 py-2 text-sm font-medium text-white shadow-menu">{t('site.slow')}</p> : null}
    </div>
  );
}
