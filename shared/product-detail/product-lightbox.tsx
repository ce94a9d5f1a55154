// The full-screen lightbox of the product gallery. Its own chunk, with its CSS: the gallery
// imports it on the first click only, so pages never pay for it before.
import Lightbox, { type Labels, type SlideImage } from 'yet-another-react-lightbox';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';
import { useFocusTrap } from '../ui/focus.ts';
import { LIGHTBOX_ANIMATION, LIGHTBOX_CAROUSEL, LIGHTBOX_THUMBNAILS, LIGHTBOX_ZOOM } from '../constants.ts';

export interface ProductLightboxProps {
  open: boolean;
  index: number;
  slides: SlideImage[];
  labels: Labels & Record<string, string>;
  onClose: () => void;
  /** Once the lightbox has gone, so that the focus can return where it came from. */
  onExited: () => void;
}

export default function ProductLightbox({ open, index, slides, labels, onClose, onExited }: ProductLightboxProps) {
  useFocusTrap(open, () => document.querySelector<HTMLElement>('.yarl__root'));
  return (
    <Lightbox
      open={open}
      index={index}
      slides={slides}
      close={onClose}
      on={{ exited: onExited }}
      labels={labels}
      plugins={[Thumbnails, Zoom]}
      animation={LIGHTBOX_ANIMATION}
      carousel={{ ...LIGHTBOX_CAROUSEL, finite: slides.length <= 1 }}
      controller={{ closeOnPullDown: true, closeOnBackdropClick: true }}
      zoom={LIGHTBOX_ZOOM}
      thumbnails={LIGHTBOX_THUMBNAILS}
      render={slides.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
    />
  );
}
