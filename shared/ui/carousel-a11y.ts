// Swiper's A11y module, told in the page's language: without it a carousel tells a screen
// reader nothing (no slide position, no role), with its defaults it speaks English.
import type { A11yOptions } from 'swiper/types';
import { useT } from '../i18n/intl.ts';

/** The options of a carousel's A11y module; `{{index}}` and `{{slidesLength}}` are Swiper's own placeholders. */
export function useCarouselA11y(): A11yOptions {
  const t = useT();
  return {
    // The same words as the carousels' own arrow buttons, whose labels these replace.
    prevSlideMessage: t('home.prev'),
    nextSlideMessage: t('home.next'),
    firstSlideMessage: t('carousel.first'),
    lastSlideMessage: t('carousel.last'),
    paginationBulletMessage: t('carousel.goTo', { index: '{{index}}' }),
    slideLabelMessage: t('carousel.position', { index: '{{index}}', total: '{{slidesLength}}' }),
    containerRoleDescriptionMessage: t('carousel.label'),
    itemRoleDescriptionMessage: t('carousel.slide'),
  };
}
