import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { dataApi } from '../data/api.ts';
import { orNull } from '../data/errors.ts';
import type { Language } from '../constants.ts';
import { CompanyPageHead } from '../shell/company-page-head.tsx';
import { CallToAction } from '../shell/call-to-action.tsx';
import { useT, type MessageKey } from '../i18n/intl.ts';
import { AboutFiguresList, type AboutFigures } from './about-figures.tsx';
import { TrustLinks } from './trust-links.tsx';

const FEATURES: MessageKey[] = [
  'about.features.bookkeeping',
  'about.features.inventory',
  'about.features.payroll',
  'about.features.costPrice',
  'about.features.debts',
];
const SECTORS: MessageKey[] = [
  'about.sectors.shops',
  'about.sectors.pharmacies',
  'about.sectors.cafes',
  'about.sectors.gyms',
  'about.sectors.factories',
  'about.sectors.more',
];

/** The figures' counts (partners and certificates, the lists their own pages load); a failed list leaves its figures out. */
export async function loader({ params, request, context }: LoaderFunctionArgs): Promise<{ figures: AboutFigures }> {
  const api = dataApi({ context, request }, params.lang as Language);
  const [partners, certificates] = await Promise.all([orNull(api.partners()), orNull(api.certificates())]);
  const references = partners?.results.filter((partner) => partner.is_reference).length ?? null;
  return {
    figures: {
      customers: references,
      partners: partners && references !== null ? partners.results.length - references : null,
      certificates: certificates?.results.length ?? null,
    },
  };
}

export function Component() {
  const t = useT();
  const { figures } = useLoaderData<typeof loader>();
  return (
    <>
      <CompanyPageHead page="about" />
      <article className="shell py-10" data-testid="about">
        <h1 className="m-0 mb-6 text-3xl font-bold">{t('about.title')}</h1>
        <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
          <img src="/images/about-office.svg" alt={t('about.imageAlt')} width={800} height={500} className="h-auto w-full rounded-2xl" />
          <div className="prose">
            <p className="lead">{t('about.text')}</p>
            <h2>{t('about.features.title')}</h2>
            <ul data-testid="about-features">
              {FEATURES.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
            <h2>{t('about.sectors.title')}</h2>
            <ul data-testid="about-sectors">
              {SECTORS.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </div>
        </div>
        <AboutFiguresList figures={figures} />
        <TrustLinks current="about" />
      </article>
      <CallToAction />
    </>
  );
}
