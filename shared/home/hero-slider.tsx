// The hero: the upstream's slides, each with its link, turning by themselves.
import { Link } from '../ui/link.tsx';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Navigation } from 'swiper/modules';
import type { Slide } from '../data/types.ts';
import { HERO_AUTOPLAY_MS, type Language } from '../constants.ts';
import { useLanguage, useT } from '../i18n/intl.ts';
import { useCarouselA11y } from '../ui/carousel-a11y.ts';
import { SizedImage } from '../ui/image.tsx';
import { ArrowRightIcon } from '../ui/icons.tsx';
import { IMAGE_LAYOUTS } from '../ui/image-layouts.ts';
import { pagePath, PRODUCTS_PATH } from '../urls.ts';
import { Arrows } from './slider-arrows.tsx';

/** The hero's arrows show from this width, and only with more slides than visible. */
const HERO_ARROWS_MIN_WIDTH = 768;

/** A slide's link: site paths get the language prefix; none means the product list. */
function slideHref(url: string | null, language: Language): string {
  if (!url) return pagePath(language, PRODUCTS_PATH);
  if (/^https?:\/\//.test(url)) return url;
  return pagePath(language, url);
}

export function HeroSlider({ slides }: { slides: Slide[] }) {
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
              <SizedImage
                src={slide.image}
                layout={IMAGE_LAYOUTS.hero}
                alt={slide.title ?? ''}
                width={1600}
                height={600}
                className="block aspect-[8/3] min-h-72 w-full object-cover"
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
              {/* On phones the text sits low on a dark fade (the art is pale and busy there); from 640 px, beside the art. */}
              <div className="absolute inset-0 flex items-end bg-gradient-to-t from-ink/95 via-ink/70 to-ink/10 sm:items-center sm:bg-gradient-to-r sm:from-ink/80 sm:via-ink/40 sm:to-transparent">
                <div className="shell on-dark text-white">
                  <div className="max-w-xl pb-6 sm:px-8 sm:pb-0 md:px-12">
                    {slide.title ? <h2 className="m-0 text-2xl font-bold md:text-4xl">{slide.title}</h2> : null}
                    {slide.description ? <p className="mb-0 mt-2 text-sm text-white/90 sm:mt-3 sm:text-base md:text-lg">{slide.description}</p> : null}
                    <Link to={slideHref(slide.url, language)} className="btn-primary mt-4 sm:mt-5" data-testid="hero-go">
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
