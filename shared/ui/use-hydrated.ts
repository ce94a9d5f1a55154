import { createElement, createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';

const HydratedContext = createContext(false);

/**
 * Says once React has hydrated the page (Document wraps every page in it). The change renders as
 * a transition, in slices: everything that turns live after hydration (the short list's buttons,
 * the header's badge, the search field) re-renders then, which as a synchronous re-render in the
 * same task as hydration's commit made a long task on a phone.
 */
export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return createElement(HydratedContext, { value: hydrated }, children);
}

/**
 * False on the server and while React hydrates, true afterwards: for markup that only makes
 * sense with JavaScript running (a close button, a disabled state) without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return use(HydratedContext);
}
