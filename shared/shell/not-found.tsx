import { Link } from '../ui/link.tsx';
import { PageHead } from './page-head.tsx';
import { StatusView } from './status-view.tsx';
import { useLanguage, useT } from '../i18n/intl.ts';
import { pagePath, PRODUCTS_PATH } from '../urls.ts';

export function NotFoundPage() {
  const t = useT();
  const language = useLanguage();
  return (
    <>
      <PageHead title={`404 ${t('notFound.title')}`} description={t('notFound.message')} robots="noindex, follow" />
      <StatusView
        testId="not-found"
        mark={<span className="text-3xl font-bold tracking-tight">404</span>}
        title={t('notFound.title')}
        message={t('notFound.message')}
        hint={t('notFound.hint')}
      >
        <Link to={pagePath(language)} className="btn-primary">
          {t('notFound.home')}
        </Link>
        {/* Most visitors arrive here from an old product link. */}
        <Link to={pagePath(language, PRODUCTS_PATH)} className="btn-outline">
          {t('nav.products')}
        </Link>
      </StatusView>
    </>
  );
}
