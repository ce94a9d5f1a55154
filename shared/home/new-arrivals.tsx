// New arrivals: a carousel of the newest products, sorted newest first or cheapest first.
import { useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Navigation } from 'swiper/modules';
import type { CardProduct } from '../data/types.ts';
import { discountedPrice } from '../format/price.ts';
import { useT } from '../i18n/intl.ts';
import { useCarouselA11y } from '../ui/carousel-a11y.ts';
import { IMAGE_LAYOUTS } from '../ui/image-layouts.ts';
import { ProductCard } from '../ui/product-card.tsx';
import { SectionHeading } from './section-heading.tsx';
import { Arrows } from './slider-arrows.tsx';

type NewArrivalsOrder = 'newest' | 'cheapest';
const ORDERS: NewArrivalsOrder[] = ['newest', 'cheapest'];

/** The order chosen, kept for the browser session (valtio, like the shell's uiState). */
const arrivalsState = proxy({ order: 'newest' as NewArrivalsOrder });

/** New arrivals per view: 4 from 1199 px, 3 from 991, 2 from 576, 1 below. */
const NEW_ARRIVALS_BREAKPOINTS = { 576: { slidesPerView: 2 }, 991: { slidesPerView: 3 }, 1199: { slidesPerView: 4 } };

export function NewArrivals({ newArrivals }: { newArrivals: CardProduct[] }) {
  const { order: newArrivalsOrder } = useSnapshot(arrivalsState);
  const t = useT();
  const a11y = useCarouselA11y();
  // Remounting the carousel on a change of order keeps Swiper's loop in step with React's slides.
  const [carouselKey, setCarouselKey] = useState(0);
  const sorted =
    newArrivalsOrder === 'cheapest'
      ? [...newArrivals].sort((a, b) => discountedPrice(a.price, a.discount) - discountedPrice(b.price, b.discount))
      : newArrivals;
  if (sorted.length === 0) return null;
  return (
    <section className="shell py-10" aria-labelledby="new-arrivals">
      <SectionHeading id="new-arrivals" title={t('home.newArrivals')}>
        {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons named by aria-label; a <fieldset> would need a <legend> and its own styles undone. */}
        <div role="group" aria-label={t('home.order.label')} className="flex gap-2">
          {ORDERS.map((order) => (
            <button
              key={order}
              type="button"
              className="chip"
              aria-pressed={newArrivalsOrder === order}
              onClick={() => {
                arrivalsState.order = order;
                setCarouselKey((key) => key + 1);
              }}
            >
              {t(`home.order.${order}`)}
            </button>
          ))}
        </div>
      </SectionHeading>
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
  );
}
