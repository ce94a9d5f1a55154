import { createContext } from 'react';

/**
 * Turnstile's site key while the site has Turnstile on, else undefined. It is configuration, the
 * same for every visitor, so every page carries it: the server writes it on
 * <html data-turnstile-site-key> (shared/shell/document.tsx), where the browser reads it, and the
 * contact forms' widget (shared/contact/turnstile-widget.tsx) needs no request to know it.
 */
export const TurnstileSiteKeyContext = createContext<string | undefined>(undefined);
