// The certificates' lightbox, a chunk of its own: the page imports it on the first click.
import { useEffect } from 'react';
import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import { useT } from '../i18n/intl.ts';

export default function CertificateLightbox({ index, slides, onClose }: { index: number; slides: SlideImage[]; onClose(): void }) {
  const t = useT();
  const open = index >= 0;
  // The lightbox is a modal dialog but does not keep Tab inside itself: wrap the focus around.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const root = document.querySelector<HTMLElement>('.yarl__root');
      if (event.key !== 'Tab' || !root) return;
      const items = [...root.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])')].filter((item) => item.offsetParent !== null);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const inside = root.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open]);
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
