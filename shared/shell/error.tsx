import { useLocation } from 'react-router';
import { RefreshIcon } from '../ui/icons.tsx';
import { PageHead } from './page-head.tsx';
import { StatusView } from './status-view.tsx';
import { useT } from '../i18n/intl.ts';

/** The generic error view ('Error!' / 'An error occurred!'), e.g. when the upstream fails. */
export function ErrorPage() {
  const t = useT();
  const location = useLocation();
  return (
    <>
      <PageHead title={t('error.title')} robots="noindex" />
      <div role="alert">
        <StatusView testId="error" mark={<span className="text-4xl font-bold">!</span>} title={t('error.title')} message={t('error.message')}>
          {/* A full reload: the server tries the upstream again. */}
          <a href={`${location.pathname}${location.search}`} className="btn-primary">
            <RefreshIcon size={18} />
            {t('error.retry')}
          </a>
        </StatusView>
      </div>
    </>
  );
}
