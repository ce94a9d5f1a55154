// UI state that lives only in the browser session, held by valtio (DESIGN.md).
import { proxy } from 'valtio';

export type NewArrivalsOrder = 'newest' | 'cheapest';

export const uiState = proxy({
  newArrivalsOrder: 'newest' as NewArrivalsOrder,
  /** The side panel with the main menu, on small screens. */
  menuOpen: false,
  /** The search modal, opened from the search icon on small screens. */
  searchOpen: false,
});

/** Opens or closes the menu panel or the search modal; opening one closes the other. */
export function setOverlayOpen(overlay: 'menuOpen' | 'searchOpen', open: boolean): void {
  uiState[overlay] = open;
  if (open) uiState[overlay === 'menuOpen' ? 'searchOpen' : 'menuOpen'] = false;
}

/** Navigating closes the menu panel and the search modal. */
export function closeOverlays(): void {
  uiState.menuOpen = false;
  uiState.searchOpen = false;
}
