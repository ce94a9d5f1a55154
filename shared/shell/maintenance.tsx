import { useLocation } from 'react-router';
import { RefreshIcon, GearIcon } from '../ui/icons.tsx';
import { ContactHelp } from './contact-help.tsx';
import { PageHead } from './page-head.tsx';
import { StatusView } from './status-view.tsx';
import { PAGES } from '../pages.ts';
import { pagePath } from '../urls.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { useLanguage, useT } from '../i18n/intl.ts';

/** Where the visitor was going when the browser was sent here (see the root error boundary). */
export interface MaintenanceState {
  from?: string;
}

function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}

/** The repair-mode notice: the upstream is being updated, try again in a few minutes. */
export function MaintenancePage() {
  const t = useT();
  const language = useLanguage();
  const location = useLocation();
  const hydrated = useHydrated();
  const here = `${location.pathname}${location.search}`;
  const onMaintenancePage = location.pathname.replace(/\/+$/, '') === pagePath(language, PAGES.maintenance.path);
  // History state exists only in the browser: read it after hydration so both renders agree.
  const from = hydrated ? (location.state as MaintenanceState | null)?.from : undefined;
  const retry = isSitePath(from) ? from : onMaintenancePage ? pagePath(language) : here;
  return (
    <>
      <PageHead title={t('maintenance.title')} description={t('maintenance.message')} robots="noindex" />
      <StatusView testId="maintenance" mark={<GearIcon size={40} />} title={t('maintenance.title')} message={t('maintenance.message')}>
        {/* A full reload, so the server asks the upstream again. */}
        <a href={retry} className="btn-primary">
          <RefreshIcon size={18} />
          {t('maintenance.retry')}
        </a>
      </StatusView>
      <ContactHelp />
    </>
  );
}
