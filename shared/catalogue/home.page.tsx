import { useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useSnapshot } from 'valtio';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Navigation } from 'swiper/modules';
import 'swiper/css';
import { catalogApi } from '../catalog/api.ts';
import { orNull } from '../catalog/errors.ts';
import type { Slide } from '../catalog/types.ts';
import { HERO_AUTOPLAY_MS, type Language } from '../constants.ts';
import { discountedPrice } from '../format/price.ts';
import { useLanguage, useT, type MessageKey } from '../i18n/intl.ts';
import { useCarouselA11y } from '../ui/carousel-a11y.ts';
import { ArrowRightIcon, ChevronDownIcon } from '../ui/icons.tsx';
import { PageHead } from '../shell/page-head.tsx';
import { CatalogImage } from '../ui/catalog-image.tsx';
import { IMAGE_LAYOUTS } from '../ui/image-layouts.ts';
import { ProductCard } from './product-card.tsx';
import { useShellData } from '../shell/shell-data.ts';
import { organizationData } from '../shell/structured-data.ts';
import { uiState, type NewArrivalsOrder } from '../shell/ui-state.ts';
import { pagePath, PRODUCTS_PATH } from '../urls.ts';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const api = catalogApi({ context, request }, params.lang as Language);
  // Each section renders nothing when its call fails; the calls run in parallel.
  const [slides, newArrivals, products] = await Promise.all([orNull(api.slides()), orNull(api.newArrivals()), orNull(api.homeProducts())]);
  return { slides: slides?.results ?? [], newArrivals: newArrivals?.results ?? [], products: products?.results ?? [] };
}

const ORDERS: NewArrivalsOrder[] = ['newest', 'cheapest'];

/** New arrivals per view: 4 from 1199 px, 3 from 991, 2 from 576, 1 below. */
const NEW_ARRIVALS_BREAKPOINTS = { 576: { slidesPerView: 2 }, 991: { slidesPerView: 3 }, 1199: { slidesPerView: 4 } };
/** The hero's arrows show from this width, and only with more slides than visible. */
const HERO_ARROWS_MIN_WIDTH = 768;

/** A slide's link: site paths get the language prefix; none means the product list. */
function slideHref(url: string | null, language: Language): string {
  if (!url) return pagePath(language, PRODUCTS_PATH);
  if (/^https?:\/\//.test(url)) return url;
  return pagePath(language, url);
}

function Arrows({ name, className = '' }: { name: string; className?: string }) {
  const t = useT();
  return (
    <>
      <button type="button" className={`${name}-prev slider-arrow left-2 ${className}`} aria-label={t('home.prev')}>
        <ChevronDownIcon size={22} className="rotate-90" />
      </button>
      <button type="button" className={`${name}-next slider-arrow right-2 ${className}`} aria-label={t('home.next')}>
        <ChevronDownIcon size={22} className="-rotate-90" />
      </button>
    </>
  );
}

function HeroSlider({ slides }: { slides: Slide[] }) {
  const t = useT();
  const language = useLanguage();
  const a11y = useCarouselA11y();
  if (slides.length === 0) return null;
  const arrows = slides.length > 1;
  return (
    <section aria-label={t('home.hero')} className="relative bg-ink" data-testid="hero">
      <Swiper
        modules={[Autoplay, Navigation, A11y]}
        a11y={a11y}
        loop={slides.length > 1}
        autoplay={{ delay: HERO_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        navigation={arrows ? { prevEl: '.hero-prev', nextEl: '.hero-next', enabled: false } : false}
        breakpoints={arrows ? { [HERO_ARROWS_MIN_WIDTH]: { navigation: { enabled: true } } } : undefined}
      >
        {slides.map((slide, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two slides may show the same image.
          <SwiperSlide key={`${slide.image}-${index}`}>
            <div className="relative">
              <CatalogImage
                src={slide.image}
                layout={IMAGE_LAYOUTS.hero}
                alt={slide.title ?? ''}
                width={1600}
                height={600}
                className="block aspect-[8/3] min-h-72 w-full object-cover"
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
              <div className="absolute inset-0 flex items-center bg-gradient-to-r from-ink/80 via-ink/40 to-transparent">
                <div className="shell on-dark text-white">
                  <div className="max-w-xl px-8 md:px-12">
                    {slide.title ? <h2 className="m-0 text-2xl font-bold md:text-4xl">{slide.title}</h2> : null}
                    {slide.description ? <p className="mb-0 mt-3 hidden text-base text-white/90 sm:block md:text-lg">{slide.description}</p> : null}
                    <Link to={slideHref(slide.url, language)} className="btn-primary mt-5" data-testid="hero-go">
                      {t('home.hero.go')}
                      <ArrowRightIcon size={18} />
                    </Link>
                  </div>
                </div>
              </div>
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
      {arrows ? <Arrows name="hero" className="hidden md:inline-flex" /> : null}
    </section>
  );
}

const HIGHLIGHTS: { key: MessageKey; path: string }[] = [
  { key: 'home.highlight.delivery', path: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z' },
  { key: 'home.highlight.warranty', path: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5' },
  { key: 'home.highlight.setup', path: 'M14.7 6.3a4 4 0 0 0-5.4 5.2L3 17.8 6.2 21l6.3-6.3a4 4 0 0 0 5.2-5.4l-2.6 2.6-2.3-.6-.6-2.3z' },
  { key: 'home.highlight.support', path: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19c0 1.5-2 2-5 2' },
  { key: 'home.highlight.payment', path: 'M3 6h18v12H3zM3 10h18M7 15h4' },
];

function Highlights() {
  const t = useT();
  return (
    <section aria-label={t('home.highlights')} className="border-b border-line bg-white" data-testid="highlights">
      <ul className="shell m-0 grid list-none grid-cols-2 gap-4 py-6 sm:grid-cols-3 lg:grid-cols-5">
        {HIGHLIGHTS.map(({ key, path }) => (
          <li key={key} className="flex items-center gap-3 text-sm font-semibold">
            <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-light text-brand">
              <svg viewBox="0 0 24 24" width={24} height={24} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                <path d={path} />
              </svg>
            </span>
            {t(key)}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Component() {
  const { slides, newArrivals, products } = useLoaderData<typeof loader>();
  const { newArrivalsOrder } = useSnapshot(uiState);
  const t = useT();
  const language = useLanguage();
  const shell = useShellData();
  const a11y = useCarouselA11y();
  // Remounting the carousel on a change of order keeps Swiper's loop in step with React's slides.
  const [carouselKey, setCarouselKey] = useState(0);
  const sorted =
    newArrivalsOrder === 'cheapest'
      ? [...newArrivals].sort((a, b) => discountedPrice(a.price, a.discount) - discountedPrice(b.price, b.discount))
      : newArrivals;
  return (
    <>
      <PageHead
        title={t('home.title')}
        description={t('home.description')}
        keywords={t('home.keywords')}
        path=""
        jsonLd={shell ? [organizationData(shell.origin, language, shell.contact, { description: t('home.description'), slogan: t('site.tagline') })] : []}
      />
      <h1 className="sr-only">{t('home.title')}</h1>
      <HeroSlider slides={slides} />
      <Highlights />
      {sorted.length > 0 ? (
        <section className="shell py-10" aria-labelledby="new-arrivals">
          <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
            <h2 id="new-arrivals" className="m-0 text-2xl font-bold">
              {t('home.newArrivals')}
            </h2>
            {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons named by aria-label; a <fieldset> would need a <legend> and its own styles undone. */}
            <div role="group" aria-label={t('home.order.label')} className="flex gap-2">
              {ORDERS.map((order) => (
                <button
                  key={order}
                  type="button"
                  className="chip"
                  aria-pressed={newArrivalsOrder === order}
                  onClick={() => {
                    uiState.newArrivalsOrder = order;
                    setCarouselKey((key) => key + 1);
                  }}
                >
                  {t(`home.order.${order}`)}
                </button>
              ))}
            </div>
          </div>
          <div className="relative" data-testid="new-arrivals">
            <Swiper
              key={carouselKey}
              modules={[Navigation, A11y]}
              a11y={a11y}
              loop
              spaceBetween={16}
              slidesPerView={1}
              breakpoints={NEW_ARRIVALS_BREAKPOINTS}
              navigation={{ prevEl: '.arrivals-prev', nextEl: '.arrivals-next' }}
            >
              {sorted.map((product, index) => (
                <SwiperSlide key={product.slug} className="h-auto" data-order={index}>
                  <ProductCard product={product} layout={IMAGE_LAYOUTS.carouselCard} />
                </SwiperSlide>
              ))}
            </Swiper>
            <Arrows name="arrivals" className="-mx-4" />
          </div>
        </section>
      ) : null}
      {products.length > 0 ? (
        <section className="shell pb-12" aria-labelledby="explore">
          <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
            <h2 id="explore" className="m-0 text-2xl font-bold">
              {t('home.explore')}
            </h2>
            <Link to={pagePath(language, PRODUCTS_PATH)} className="btn-outline text-sm" data-testid="see-all">
              {t('home.seeAll')}
              <ArrowRightIcon size={16} />
            </Link>
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {products.map((product) => (
              <ProductCard key={product.slug} product={product} layout={IMAGE_LAYOUTS.gridCard} testId="explore-card" />
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
