// UI state that lives only in the browser session, held by valtio: the menu panel and the search modal.
import { proxy, useSnapshot } from 'valtio';

export const uiState = proxy({
  /** The side panel with the main menu, on small screens. */
  menuOpen: false,
  /** The search modal, opened from the search icon on small screens. */
  searchOpen: false,
});

/**
 * The menu panel's or the search modal's state, as a DisclosureDialog takes it: opening one
 * closes the other.
 */
export function useOverlay(overlay: 'menuOpen' | 'searchOpen'): { open: boolean; onOpenChange(open: boolean): void } {
  const open = useSnapshot(uiState)[overlay];
  return {
    open,
    onOpenChange(next) {
      uiState[overlay] = next;
      if (next) uiState[overlay === 'menuOpen' ? 'searchOpen' : 'menuOpen'] = false;
    },
  };
}

/** Navigating closes the menu panel and the search modal. */
export function closeOverlays(): void {
  uiState.menuOpen = false;
  uiState.searchOpen = false;
}
