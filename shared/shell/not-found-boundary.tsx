// The error boundary of a page whose 404 is a view of its own (a missing product, a comparison of
// products none of which exists): that view, out of search indexes, with a way back to the
// products; maintenance is the maintenance view (503, and /maintenance after a client-side
// navigation, as the root boundary does); any other failure the generic error view (500).
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useLanguage, useT, type MessageKey } from '../i18n/intl.ts';
import { Link } from '../ui/link.tsx';
import { PRODUCTS_PATH, pagePath } from '../urls.ts';
import { ErrorPage } from './error.tsx';
import { useMaintenanceRedirect } from './layout.tsx';
import { MaintenancePage } from './maintenance.tsx';
import { PageHead } from './page-head.tsx';
import { StatusView } from './status-view.tsx';

export interface NotFoundView {
  /** The document's title, when it differs from the heading. */
  pageTitle?: MessageKey;
  title: MessageKey;
  message: MessageKey;
  /** The link back to the products. */
  back: MessageKey;
  testId: string;
}

export function notFoundBoundary(view: NotFoundView) {
  return function ErrorBoundary() {
    const error = useRouteError();
    const status = isRouteErrorResponse(error) ? error.status : 500;
    const t = useT();
    const language = useLanguage();
    useMaintenanceRedirect(status);
    if (status === 503) return <MaintenancePage />;
    if (status !== 404) return <ErrorPage />;
    return (
      <>
        <PageHead title={t(view.pageTitle ?? view.title)} description={t(view.message)} robots="noindex, follow" />
        <StatusView testId={view.testId} mark={<span className="text-3xl font-bold tracking-tight">404</span>} title={t(view.title)} message={t(view.message)}>
          <Link to={pagePath(language, PRODUCTS_PATH)} className="btn-primary">
            {t(view.back)}
          </Link>
        </StatusView>
      </>
    );
  };
}
