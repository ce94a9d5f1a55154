// UI state that lives only in the browser session, held by valtio (DESIGN.md).
import { proxy } from 'valtio';

export type NewArrivalsOrder = 'newest' | 'cheapest';

export const uiState = proxy({
  newArrivalsOrder: 'newest' as NewArrivalsOrder,
});
