// The certificates' lightbox, a chunk of its own: the page imports it on the first click.
import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import { useT } from '../i18n/intl.ts';
import { useFocusTrap } from '../ui/focus.ts';

export default function CertificateLightbox({ index, slides, onClose }: { index: number; slides: SlideImage[]; onClose(): void }) {
  const t = useT();
  const open = index >= 0;
  useFocusTrap(open, () => document.querySelector<HTMLElement>('.yarl__root'));
  return (
    <Lightbox
      open={open}
      index={Math.max(index, 0)}
      close={onClose}
      slides={slides}
      plugins={[Zoom]}
      labels={{
        Lightbox: t('certificates.lightbox'),
        Carousel: t('certificates.lightbox'),
        Previous: t('certificates.previous'),
        Next: t('certificates.next'),
        Close: t('certificates.close'),
        'Zoom in': t('certificates.zoomIn'),
        'Zoom out': t('certificates.zoomOut'),
        'Photo gallery': t('certificates.lightbox'),
        Slide: t('certificates.slide'),
        '{index} of {total}': t('certificates.position', { index: '{index}', total: '{total}' }),
      }}
      animation={{ fade: 250, swipe: 500 }}
      carousel={{ preload: 2, spacing: '30%', padding: '16px' }}
      zoom={{ maxZoomPixelRatio: 1, zoomInMultiplier: 2, doubleTapDelay: 300, doubleClickDelay: 500, doubleClickMaxStops: 2, keyboardMoveDistance: 50 }}
    />
  );
}
