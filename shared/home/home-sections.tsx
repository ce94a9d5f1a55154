// Home's sections under the product rows: category tiles, solutions by type of business, the
// customers who chose us with the certificates, each linking on to where a visitor goes next.
import type { Category, Partner } from '../data/types.ts';
import { listSearch } from '../data/list-query.ts';
import { useLanguage, useT, type MessageKey } from '../i18n/intl.ts';
import { ArrowRightIcon, ShieldIcon } from '../ui/icons.tsx';
import { SizedImage } from '../ui/image.tsx';
import { IMAGE_LAYOUTS } from '../ui/image-layouts.ts';
import { Link } from '../ui/link.tsx';
import { LogoGrid } from '../ui/logo-grid.tsx';
import { PAGES } from '../pages.ts';
import { categoryPath, pagePath, PRODUCTS_PATH } from '../urls.ts';
import { SectionHeading } from './section-heading.tsx';

/** The catalogue's top categories, each a tile with its image. */
export function CategoryTiles({ categories }: { categories: readonly Category[] }) {
  const t = useT();
  const language = useLanguage();
  if (categories.length === 0) return null;
  return (
    <section className="shell pb-12 pt-10" aria-labelledby="home-categories" data-testid="category-tiles">
      <SectionHeading id="home-categories" title={t('home.categories')}>
        {null}
      </SectionHeading>
      <ul className="m-0 grid list-none grid-cols-2 gap-3 p-0 sm:grid-cols-4 lg:grid-cols-7">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              to={pagePath(language, categoryPath(category.slug))}
              className="flex h-full items-center gap-3 rounded-xl border border-line bg-white p-2.5 text-sm font-semibold text-ink no-underline hover:border-brand hover:text-brand sm:flex-col sm:gap-2 sm:p-3 sm:text-center"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-light p-1.5 sm:size-16 sm:rounded-xl sm:p-2">
                {category.image ? (
                  <SizedImage
                    src={category.image}
                    layout={IMAGE_LAYOUTS.tile}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="size-9 object-contain sm:size-12"
                  />
                ) : (
                  <img src="/images/category-default.svg" alt="" width={48} height={48} loading="lazy" className="size-9 sm:size-12" />
                )}
              </span>
              {category.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The spec's sectors, each with the company's own program for it, found by its name in the catalogue. */
const SOLUTIONS: { title: MessageKey; text: MessageKey; search: string }[] = [
  { title: 'home.solutions.shops', text: 'home.solutions.shops.text', search: 'Hesab Retail' },
  { title: 'home.solutions.pharmacies', text: 'home.solutions.pharmacies.text', search: 'Hesab Pharma' },
  { title: 'home.solutions.cafes', text: 'home.solutions.cafes.text', search: 'Hesab Cafe' },
  { title: 'home.solutions.gyms', text: 'home.solutions.gyms.text', search: 'Hesab Fitness' },
  { title: 'home.solutions.factories', text: 'home.solutions.factories.text', search: 'Hesab Factory' },
];

export function Solutions() {
  const t = useT();
  const language = useLanguage();
  return (
    <section className="bg-canvas py-12" aria-labelledby="home-solutions" data-testid="solutions">
      <div className="shell">
        <SectionHeading id="home-solutions" title={t('home.solutions')}>
          {null}
        </SectionHeading>
        <ul className="m-0 grid list-none grid-cols-1 gap-3 p-0 sm:grid-cols-2 lg:grid-cols-5">
          {SOLUTIONS.map((solution) => (
            <li key={solution.title}>
              <Link
                to={pagePath(language, PRODUCTS_PATH) + listSearch({ page: 1, search: solution.search })}
                className="group flex h-full flex-col gap-1 rounded-xl border border-line bg-white p-4 text-ink no-underline hover:border-brand"
              >
                <span className="text-base font-bold group-hover:text-brand">{t(solution.title)}</span>
                <span className="text-sm text-muted">{t(solution.text)}</span>
                <ArrowRightIcon size={18} className="mt-auto self-end text-brand" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Logos of the customers who chose us (the reference list), with the links to them and to the certificates. */
export function ClientLogos({ references }: { references: readonly Partner[] }) {
  const t = useT();
  const language = useLanguage();
  return (
    <section className="shell py-12" aria-labelledby="home-clients" data-testid="client-logos">
      <SectionHeading id="home-clients" title={t('home.clients')}>
        <Link to={pagePath(language, PAGES.reference.path)} className="btn-outline text-sm">
          {t('home.clients.all')}
          <ArrowRightIcon size={16} />
        </Link>
      </SectionHeading>
      {references.length > 0 ? <LogoGrid partners={references.slice(0, 5)} gap="gap-3" /> : null}
      <p className="mb-0 mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-brand-light px-4 py-3 text-ink">
        <ShieldIcon size={22} className="shrink-0 text-brand" />
        <span className="font-semibold">{t('home.certificates')}</span>
        <Link to={pagePath(language, PAGES.certificates.path)} className="font-semibold text-brand hover:text-brand-dark" data-testid="certificates-link">
          {t('home.certificates.link')}
        </Link>
      </p>
    </section>
  );
}
