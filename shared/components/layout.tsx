import { useEffect } from 'react';
import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import { LANGUAGES, SITE_NAME } from '../constants.ts';
import { useLanguage, useT } from '../i18n/intl.ts';
import { ErrorPage, NotFoundPage } from '../pages/not-found.tsx';

function Header() {
  const language = useLanguage();
  const t = useT();
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <a className="text-xl font-bold text-brand no-underline" href={`/${language}/`} aria-label={`${SITE_NAME} — ${t('nav.home')}`}>
          {SITE_NAME}
        </a>
        <nav aria-label="Language" className="flex gap-2">
          {LANGUAGES.map((code) => (
            <a
              key={code}
              className="chip uppercase no-underline"
              href={`/${code}/`}
              hrefLang={code}
              lang={code}
              aria-current={code === language ? 'true' : undefined}
            >
              {code}
            </a>
          ))}
        </nav>
      </div>
    </header>
  );
}

function Footer() {
  const t = useT();
  return (
    <footer className="mt-12 border-t border-line bg-white">
      <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted">
        © {new Date().getFullYear()} {SITE_NAME} — {t('site.tagline')}
      </p>
    </footer>
  );
}

/** Marks the document once React has hydrated it, so tests and styles can tell. */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

export function Layout() {
  useHydratedMarker();
  return (
    <>
      <Header />
      <main id="main">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}

export function LayoutErrorBoundary() {
  const error = useRouteError();
  useHydratedMarker();
  return (
    <>
      <Header />
      <main id="main">{isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />}</main>
      <Footer />
    </>
  );
}
