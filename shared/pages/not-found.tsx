import { SITE_NAME } from '../constants.ts';
import { useLanguage, useT } from '../i18n/intl.ts';

export function NotFoundPage() {
  const t = useT();
  const language = useLanguage();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <title>{`404 ${t('notFound.title')} | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="text-muted">{t('notFound.message')}</p>
      <a className="button" href={`/${language}/`}>
        {t('notFound.home')}
      </a>
    </section>
  );
}

export function ErrorPage() {
  const t = useT();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center" role="alert">
      <title>{`${t('error.title')} | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">{t('error.title')}</h1>
      <p className="text-muted">{t('error.message')}</p>
    </section>
  );
}
