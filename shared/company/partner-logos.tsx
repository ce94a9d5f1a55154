import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { dataApi } from '../data/api.ts';
import { orRouteError } from '../data/errors.ts';
import type { Partner } from '../data/types.ts';
import type { Language } from '../constants.ts';
import { LogoGrid } from '../ui/logo-grid.tsx';
import { PageHead } from '../shell/page-head.tsx';
import { useT, type MessageKey } from '../i18n/intl.ts';
import { TrustLinks } from './trust-links.tsx';

// The partner logos of /partners and /reference, one list split by is_reference.
/** Partners split by is_reference: /partners lists the others, /reference the references. */
export function partnersLoader(references: boolean) {
  return async ({ params, request, context }: LoaderFunctionArgs) => {
    const list = await orRouteError(dataApi({ context, request }, params.lang as Language).partners());
    return { partners: list.results.filter((partner) => partner.is_reference === references) };
  };
}

export function PartnerLogos({
  page,
  title,
  description,
  intro,
  testId,
}: {
  page: 'partners' | 'reference';
  title: MessageKey;
  description: MessageKey;
  intro: MessageKey;
  testId: string;
}) {
  const { partners } = useLoaderData() as { partners: Partner[] };
  const t = useT();
  return (
    <>
      <PageHead title={t(title)} description={t(description)} page={page} />
      <section className="shell py-10" data-testid={testId}>
        <h1 className="m-0 text-3xl font-bold">{t(title)}</h1>
        <p className="mb-8 mt-3 max-w-3xl text-lg text-muted" data-testid="intro">
          {t(intro)}
        </p>
        {partners.length === 0 ? (
          <p className="text-lg text-muted" data-testid="empty">
            {t('partners.empty')}
          </p>
        ) : (
          <LogoGrid partners={partners} gap="gap-4" />
        )}
        <TrustLinks current={page} />
      </section>
    </>
  );
}
