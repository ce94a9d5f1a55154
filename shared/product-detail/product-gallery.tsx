// The product gallery: a main slider and a thumbnail slider (Swiper with Thumbs). The server
// renders the first image with its size and the thumbnails as links, so the page shows them
// without JavaScript and does not shift; a click opens the lightbox, whose code loads then.
// Without JavaScript an image's link opens its largest variant (the lightbox's).
import { lazy, Suspense, useCallback, useRef, useState, type MouseEvent } from 'react';
import { A11y, Thumbs } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/thumbs';
import './product-gallery.css';
import type { ProductImage } from '../data/types.ts';
import { PRODUCT_THUMBNAIL_BREAKPOINTS } from '../constants.ts';
import { useT } from '../i18n/intl.ts';
import { useCarouselA11y } from '../ui/carousel-a11y.ts';
import { SizedImage, largestImage, lightboxSlide, useMediaOrigin } from '../ui/image.tsx';
import { IMAGE_LAYOUTS } from '../ui/image-layouts.ts';

/** Size of the catalogue's product images; the boxes keep it, so nothing moves as they load. */
const IMAGE_SIZE = 800;
const THUMBNAIL_SIZE = 96;
const THUMBNAIL_GAP = 12;

const ProductLightbox = lazy(() => import('./product-lightbox.tsx'));

export function ProductGallery({ title, images }: { title: string; images: ProductImage[] }) {
  const t = useT();
  const a11y = useCarouselA11y();
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const main = useRef<SwiperInstance | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [lightbox, setLightbox] = useState<{ loaded: boolean; open: boolean; index: number }>({ loaded: false, open: false, index: 0 });
  const count = images.length;
  const mediaOrigin = useMediaOrigin();

  const openAt = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    opener.current = event.currentTarget;
    setLightbox({ loaded: true, open: true, index });
  };
  const close = useCallback(() => setLightbox((state) => ({ ...state, open: false })), []);
  const returnFocus = useCallback(() => opener.current?.focus(), []);

  if (count === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <fieldset> is for form controls; this names the slides and thumbnails as one gallery.
    <div className="product-gallery flex min-w-0 flex-col gap-3 lg:flex-row-reverse" role="group" aria-label={t('productDetail.gallery', { title })}>
      <Swiper
        className="product-gallery-main w-full min-w-0 rounded-xl border border-line bg-white lg:flex-1"
        modules={[Thumbs, A11y]}
        a11y={a11y}
        thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
        spaceBetween={8}
        onSwiper={(swiper) => {
          main.current = swiper;
        }}
      >
        {images.map((image, index) => (
          <SwiperSlide key={image.id}>
            <a
              href={largestImage(image.url, IMAGE_LAYOUTS.lightbox, mediaOrigin)}
              className="block cursor-zoom-in"
              onClick={openAt(index)}
              aria-label={t('productDetail.openImage', { index: index + 1, count })}
              data-testid="gallery-image"
            >
              <SizedImage
                className="block aspect-square h-auto w-full object-contain"
                src={image.url}
                layout={IMAGE_LAYOUTS.gallery}
                alt={t('productDetail.image', { title, index: index + 1, count })}
                width={IMAGE_SIZE}
                height={IMAGE_SIZE}
                {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
              />
            </a>
          </SwiperSlide>
        ))}
      </Swiper>
      {count > 1 ? (
        <nav aria-label={t('productDetail.thumbnails')} className="product-gallery-thumbs min-w-0 lg:w-24 lg:flex-none">
          <Swiper
            className="lg:h-[420px]"
            modules={[Thumbs, A11y]}
            a11y={a11y}
            onSwiper={setThumbs}
            watchSlidesProgress
            slideToClickedSlide
            spaceBetween={THUMBNAIL_GAP}
            breakpoints={PRODUCT_THUMBNAIL_BREAKPOINTS}
          >
            {images.map((image, index) => (
              <SwiperSlide key={image.id} className="product-gallery-thumb">
                <a
                  href={largestImage(image.url, IMAGE_LAYOUTS.lightbox, mediaOrigin)}
                  className="block rounded-lg border-2 border-line bg-white"
                  aria-label={t('productDetail.showImage', { index: index + 1, count })}
                  data-testid="gallery-thumbnail"
                  onClick={(event) => {
                    event.preventDefault();
                    main.current?.slideTo(index);
                  }}
                >
                  <SizedImage
                    className="block aspect-square h-auto w-full object-contain"
                    src={image.url}
                    layout={IMAGE_LAYOUTS.thumbnail}
                    alt=""
                    width={THUMBNAIL_SIZE}
                    height={THUMBNAIL_SIZE}
                    loading="lazy"
                  />
                </a>
              </SwiperSlide>
            ))}
          </Swiper>
        </nav>
      ) : null}
      {lightbox.loaded ? (
        <Suspense fallback={null}>
          <ProductLightbox
            open={lightbox.open}
            index={lightbox.index}
            slides={images.map((image, index) => ({
              ...lightboxSlide(image.url, IMAGE_LAYOUTS.lightbox, mediaOrigin, 1),
              alt: t('productDetail.image', { title, index: index + 1, count }),
            }))}
            labels={{
              Lightbox: t('lightbox.label'),
              'Photo gallery': t('lightbox.label'),
              Carousel: t('lightbox.label'),
              Thumbnails: t('productDetail.thumbnails'),
              Previous: t('lightbox.previous'),
              Next: t('lightbox.next'),
              Close: t('lightbox.close'),
              'Zoom in': t('lightbox.zoomIn'),
              'Zoom out': t('lightbox.zoomOut'),
              'Show thumbnails': t('lightbox.showThumbnails'),
              'Hide thumbnails': t('lightbox.hideThumbnails'),
              Slide: t('lightbox.slide'),
              '{index} of {total}': t('lightbox.position', { index: '{index}', total: '{total}' }),
            }}
            onClose={close}
            onExited={returnFocus}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
