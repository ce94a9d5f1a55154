// Keeping the focus inside a modal overlay, for every overlay of the site: the disclosure dialogs
// (menu, search, filters), the contact page's success dialog and both lightboxes. A modal makes
// the page behind it inert, but Tab would still run off its last control into the browser's own
// controls; here Tab and Shift+Tab cycle through the overlay's visible controls instead.
import { useEffect, useEffectEvent } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** The controls of `root` that can take the focus now, in document order. */
export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0 || element === document.activeElement);
}

/** The control Tab (or Shift+Tab) should focus next, cycling through `root`'s controls. */
function nextFocus(root: HTMLElement, backwards: boolean): HTMLElement | undefined {
  const controls = focusables(root);
  const active = document.activeElement;
  const index = controls.indexOf(active as HTMLElement);
  // From a part of the overlay that is not a control (a lightbox's slide), count the controls
  // before it; from outside the overlay, none are.
  const before =
    index >= 0
      ? index
      : active && root.contains(active)
        ? controls.filter((control) => active.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_PRECEDING).length
        : 0;
  const next = backwards ? before - 1 : index >= 0 ? index + 1 : before;
  return controls[(next + controls.length) % controls.length];
}

/**
 * While `active`, Tab stays inside what `root()` returns (looked up on each key press: a lightbox
 * renders its own root), and Escape calls `onEscape` when given (a lightbox handles Escape itself).
 */
export function useFocusTrap(active: boolean, root: () => HTMLElement | null | undefined, onEscape?: () => void): void {
  const findRoot = useEffectEvent(root);
  const pressedEscape = useEffectEvent(() => onEscape?.());
  const handlesEscape = onEscape !== undefined;
  useEffect(() => {
    if (!active) return;
    // Capturing: the lightbox stops some key events before they bubble to the document.
    const onTab = (event: KeyboardEvent) => {
      const element = findRoot();
      if (event.key !== 'Tab' || !element) return;
      const next = nextFocus(element, event.shiftKey);
      if (!next) return;
      event.preventDefault();
      next.focus();
    };
    const onEscapeKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      pressedEscape();
    };
    document.addEventListener('keydown', onTab, true);
    if (handlesEscape) document.addEventListener('keydown', onEscapeKey);
    return () => {
      document.removeEventListener('keydown', onTab, true);
      document.removeEventListener('keydown', onEscapeKey);
    };
  }, [active, handlesEscape]);
}
