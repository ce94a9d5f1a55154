// The full-screen lightbox of the product gallery. Its own chunk, with its CSS: the gallery
// imports it on the first click only, so pages never pay for it before.
import { useEffect } from 'react';
import Lightbox, { type Labels, type SlideImage } from 'yet-another-react-lightbox';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';
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

const FOCUSABLE = 'button:not([disabled]), [href], input, [tabindex]:not([tabindex="-1"])';

/**
 * The lightbox makes the page inert but lets Tab run off its last button into the browser's
 * own controls: keep the focus cycling through the lightbox's controls while it is open.
 */
function useFocusCycle(open: boolean) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const root = document.querySelector<HTMLElement>('.yarl__root');
      const controls = root ? [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0) : [];
      if (!root || controls.length === 0) return;
      const active = document.activeElement;
      const position = active ? controls.indexOf(active as HTMLElement) : -1;
      let next: HTMLElement | undefined;
      if (position >= 0) next = controls[(position + (event.shiftKey ? controls.length - 1 : 1)) % controls.length];
      else if (active && root.contains(active)) {
        const follows = (element: HTMLElement) => Boolean(active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
        next = event.shiftKey ? (controls.filter((element) => !follows(element)).at(-1) ?? controls.at(-1)) : (controls.find(follows) ?? controls[0]);
      } else next = event.shiftKey ? controls.at(-1) : controls[0];
      event.preventDefault();
      next?.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open]);
}

export default function ProductLightbox({ open, index, slides, labels, onClose, onExited }: ProductLightboxProps) {
  useFocusCycle(open);
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
