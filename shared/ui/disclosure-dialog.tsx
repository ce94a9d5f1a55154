// A dialog built on <details>/<summary>, so that it opens and closes without JavaScript too:
// the summary is the toggle and, while open, also the mask behind the panel (a click on the
// mask is a click on the summary). Once hydrated, React owns the open state and adds what a
// modal dialog needs: focus moves in, Tab stays inside, Escape closes, focus returns.
import { useEffect, useEffectEvent, useRef, type ReactNode, type RefObject } from 'react';
import { focusables, useFocusTrap } from './focus.ts';

/** Locks the page's own scrolling, keeping the width the scroll bar took so nothing shifts. */
function lockScroll(): () => void {
  const html = document.documentElement;
  const { overflow, paddingRight } = html.style;
  const scrollbar = window.innerWidth - html.clientWidth;
  html.style.overflow = 'hidden';
  if (scrollbar > 0) html.style.paddingRight = `${scrollbar}px`;
  return () => {
    html.style.overflow = overflow;
    html.style.paddingRight = paddingRight;
  };
}

export interface DisclosureDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The toggle's content (an icon) and its accessible name. */
  toggle: ReactNode;
  toggleLabel: string;
  toggleClassName?: string;
  /** The dialog's accessible name. */
  label: string;
  className?: string;
  panelClassName?: string;
  /**
   * On wide screens, show the panel in place rather than as a dialog (the CSS of `.inline-when-wide`
   * in uno.config): it is then a dialog only while opened on a small screen.
   */
  inlineWhenWide?: boolean;
  /** Lock the page's scrolling while open. */
  lockPageScroll?: boolean;
  /** What gets the focus when the dialog opens (else its first focusable element), and after how long. */
  initialFocus?: RefObject<HTMLElement | null>;
  focusDelayMs?: number;
  testId?: string;
  /** The panel's content; `close` closes the dialog and gives the focus back to the toggle. */
  children: (close: () => void) => ReactNode;
}

export function DisclosureDialog({
  open,
  onOpenChange,
  toggle,
  toggleLabel,
  toggleClassName = '',
  label,
  className = '',
  panelClassName = '',
  inlineWhenWide = false,
  lockPageScroll = false,
  initialFocus,
  focusDelayMs = 0,
  testId,
  children,
}: DisclosureDialogProps) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);

  const setOpen = useEffectEvent((next: boolean) => onOpenChange(next));
  const focusInitial = useEffectEvent(() => {
    const panel = panelRef.current;
    if (panel) (initialFocus?.current ?? focusables(panel)[0] ?? panel).focus();
  });

  // Opened by a tap before React hydrated: take that state over (once, on mount).
  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
  }, []);

  const close = () => {
    returnFocus.current = true;
    onOpenChange(false);
  };

  useEffect(() => {
    if (!open) {
      if (returnFocus.current) summaryRef.current?.focus();
      returnFocus.current = false;
      return;
    }
    const timer = setTimeout(focusInitial, focusDelayMs);
    const unlock = lockPageScroll ? lockScroll() : undefined;
    return () => {
      clearTimeout(timer);
      unlock?.();
    };
  }, [open, lockPageScroll, focusDelayMs]);

  useFocusTrap(open, () => panelRef.current, close);

  return (
    <details ref={detailsRef} className={`dialog-disclosure ${inlineWhenWide ? 'inline-when-wide' : ''} ${className}`} open={open} data-testid={testId}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a <summary> is the browser's own toggle, focusable and keyboard-operable. */}
      <summary
        ref={summaryRef}
        className={toggleClassName}
        aria-label={toggleLabel}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          returnFocus.current = open;
          onOpenChange(!open);
        }}
      >
        {toggle}
      </summary>
      <div
        ref={panelRef}
        // A panel shown in place on wide screens must not claim to be a modal dialog there.
        {...(inlineWhenWide && !open ? {} : { role: 'dialog', 'aria-modal': true, 'aria-label': label })}
        tabIndex={-1}
        className={`dialog-panel ${panelClassName}`}
      >
        {children(close)}
      </div>
    </details>
  );
}
