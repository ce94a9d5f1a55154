// Home: the hero slides, the highlights, new arrivals, a grid of products to explore (never the
// new arrivals again), category tiles, solutions by business, customers and certificates, and a call to action.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Link } from '../ui/link.tsx';
import 'swiper/css';
import { dataApi } from '../data/api.ts';
import { orNull } from '../data/errors.ts';
import { toCard } from '../data/types.ts';
import { HOME_GRID_LIMIT, type Language } from '../constants.ts';
import { useLanguage, useT } from '../i18n/intl.ts';
import { CompanyPageHead } from '../shell/company-page-head.tsx';
import { ArrowRightIcon } from '../ui/icons.tsx';
import { IMAGE_LAYOUTS } from '../ui/image-layouts.ts';
import { pagePath, PRODUCTS_PATH } from '../urls.ts';
import { HeroSlider } from './hero-slider.tsx';
import { Highlights } from './highlights.tsx';
import { NewArrivals } from './new-arrivals.tsx';
import { SectionHeading } from './section-heading.tsx';
import { ProductCard } from '../ui/product-card.tsx';
import { CallToAction } from '../shell/call-to-action.tsx';
import { useShellData } from '../shell/shell-data.ts';
import { exploreGrid } from './explore.ts';
import { CategoryTiles, ClientLogos, Solutions } from './home-sections.tsx';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const api = dataApi({ context, request }, params.lang as Language);
  // Each section renders nothing when its call fails; the calls run in parallel.
  const [slides, newArrivals, products, partners] = await Promise.all([
    orNull(api.slides()),
    orNull(api.newArrivals()),
    orNull(api.homeProducts()),
    orNull(api.partners()),
  ]);
  const arrivals = newArrivals?.results ?? [];
  return {
    slides: slides?.results ?? [],
    newArrivals: arrivals.map(toCard),
    products: exploreGrid(products?.results ?? [], arrivals, HOME_GRID_LIMIT).map(toCard),
    references: (partners?.results ?? []).filter((partner) => partner.is_reference),
  };
}

export function Component() {
  const { slides, newArrivals, products, references } = useLoaderData<typeof loader>();
  const categories = useShellData()?.categories ?? [];
  const t = useT();
  const language = useLanguage();
  return (
    <>
      <CompanyPageHead page="home" />
      <h1 className="sr-only">{t('home.title')}</h1>
      <HeroSlider slides={slides} />
      <Highlights />
      <CategoryTiles categories={categories} />
      <NewArrivals newArrivals={newArrivals} />
      {products.length > 0 ? (
        <section className="shell pb-12" aria-labelledby="explore">
          <SectionHeading id="explore" title={t('home.explore')}>
            <Link to={pagePath(language, PRODUCTS_PATH)} className="btn-outline text-sm" data-testid="see-all">
              {t('home.seeAll')}
              <ArrowRightIcon size={16} />
            </Link>
          </SectionHeading>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {products.map((product) => (
              <ProductCard key={product.slug} product={product} layout={IMAGE_LAYOUTS.gridCard} testId="explore-card" />
            ))}
          </div>
        </section>
      ) : null}
      <Solutions />
      <ClientLogos references={references} />
      <CallToAction />
    </>
  );
}
