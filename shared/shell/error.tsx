import { useLocation } from 'react-router';
import { RefreshIcon } from '../ui/icons.tsx';
import { Link } from '../ui/link.tsx';
import { ContactHelp } from './contact-help.tsx';
import { PageHead } from './page-head.tsx';
import { StatusView } from './status-view.tsx';
import { useLanguage, useT } from '../i18n/intl.ts';
import { pagePath } from '../urls.ts';

/** The generic error view ('Error!' / 'An error occurred!'), e.g. when the upstream fails: what
 * happened, then what to do now (try again, go home, call or write). */
export function ErrorPage() {
  const t = useT();
  const language = useLanguage();
  const location = useLocation();
  return (
    <>
      <PageHead title={t('error.title')} robots="noindex" />
      <div role="alert">
        <StatusView
          testId="error"
          mark={<span className="text-4xl font-bold">!</span>}
          title={t('error.title')}
          message={t('error.message')}
          hint={t('error.hint')}
        >
          {/* A full reload: the server tries the upstream again. */}
          <a href={`${location.pathname}${location.search}`} className="btn-primary">
            <RefreshIcon size={18} />
            {t('error.retry')}
          </a>
          <Link to={pagePath(language)} className="btn-outline">
            {t('notFound.home')}
          </Link>
        </StatusView>
      </div>
      <ContactHelp />
    </>
  );
}
