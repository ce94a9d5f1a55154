import { CompanyPageHead } from '../shell/company-page-head.tsx';
import { useT, type MessageKey } from '../i18n/intl.ts';

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

export function Component() {
  const t = useT();
  return (
    <>
      <CompanyPageHead page="about" />
      <article className="shell py-10" data-testid="about">
        <h1 className="m-0 mb-6 text-3xl font-bold">{t('about.title')}</h1>
        <div className="grid gap-8 lg:grid-cols-2">
          <img src="/images/about-office.svg" alt={t('about.imageAlt')} width={800} height={500} className="h-auto w-full rounded-2xl" />
          <div>
            <p className="mt-0 text-lg leading-relaxed">{t('about.text')}</p>
            <h2 className="text-xl font-bold">{t('about.features.title')}</h2>
            <ul data-testid="about-features">
              {FEATURES.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
            <h2 className="text-xl font-bold">{t('about.sectors.title')}</h2>
            <ul data-testid="about-sectors">
              {SECTORS.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </div>
        </div>
      </article>
    </>
  );
}
