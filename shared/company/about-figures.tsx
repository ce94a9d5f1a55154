// About's key figures, from the data: the year the company started (its text says so), and how
// many customers, partners and certificates the upstream lists. A figure without data is left out.
import { useT } from '../i18n/intl.ts';

/** The year about.text names as the company's start. */
const FOUNDED = 2012;

export interface AboutFigures {
  customers: number | null;
  partners: number | null;
  certificates: number | null;
}

export function AboutFiguresList({ figures }: { figures: AboutFigures }) {
  const t = useT();
  const items: { value: string; label: string }[] = [{ value: String(FOUNDED), label: t('about.figures.since') }];
  if (figures.customers) items.push({ value: String(figures.customers), label: t('about.figures.customers', { count: figures.customers }) });
  if (figures.partners) items.push({ value: String(figures.partners), label: t('about.figures.partners', { count: figures.partners }) });
  if (figures.certificates) items.push({ value: String(figures.certificates), label: t('about.figures.certificates', { count: figures.certificates }) });
  return (
    <section aria-labelledby="about-figures" className="mt-10" data-testid="about-figures">
      <h2 id="about-figures" className="sr-only">
        {t('about.figures')}
      </h2>
      <ul className="m-0 grid list-none grid-cols-2 gap-4 p-0 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.label} className="rounded-2xl border border-line bg-white p-5 text-center">
            <span className="block text-4xl font-bold text-brand">{item.value}</span>
            <span className="mt-1 block text-sm text-muted">{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
