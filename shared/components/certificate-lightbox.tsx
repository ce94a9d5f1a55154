// The certificates' lightbox, a chunk of its own: the page imports it on the first click.
import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';

export default function CertificateLightbox({ index, slides, onClose }: { index: number; slides: SlideImage[]; onClose(): void }) {
  return (
    <Lightbox
      open={index >= 0}
      index={Math.max(index, 0)}
      close={onClose}
      slides={slides}
      plugins={[Zoom]}
      animation={{ fade: 250, swipe: 500 }}
      carousel={{ preload: 2, spacing: '30%', padding: '16px' }}
      zoom={{ maxZoomPixelRatio: 1, zoomInMultiplier: 2, doubleTapDelay: 300, doubleClickDelay: 500, doubleClickMaxStops: 2, keyboardMoveDistance: 50 }}
    />
  );
}
