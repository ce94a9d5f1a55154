import type { ReactNode } from 'react';
import type { MediaHosts } from '../data/image-url.ts';
import { MediaOriginContext } from '../ui/image.tsx';
import { TurnstileSiteKeyContext } from '../ui/turnstile-site-key.ts';
import { HydratedProvider } from '../ui/use-hydrated.ts';
import { SpeculationRules } from './speculation-rules.tsx';
import type { Language } from '../constants.ts';

/**
 * The whole HTML document; React renders it on the server and hydrates it in the browser.
 * `mediaOrigin`: the uploads' origin and the media host of their variants, written on <html> so
 * that the browser renders the same image addresses as the server. `turnstileSiteKey`: the contact
 * forms' Turnstile site key while Turnstile is on, written there alike.
 */
export function Document({
  language,
  mediaOrigin,
  turnstileSiteKey,
  children,
}: {
  language: Language;
  mediaOrigin?: MediaHosts;
  turnstileSiteKey?: string;
  children: ReactNode;
}) {
  return (
    <MediaOriginContext value={mediaOrigin}>
      <TurnstileSiteKeyContext value={turnstileSiteKey}>
        <html lang={language} data-media-origin={mediaOrigin?.uploads} data-variants-origin={mediaOrigin?.variants} data-turnstile-site-key={turnstileSiteKey}>
          <head>
            <meta charSet="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="theme-color" content="#0b5cab" />
            <meta name="format-detection" content="telephone=no" />
            <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
            <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
            <SpeculationRules />
          </head>
          <body className="m-0 flex min-h-dvh flex-col bg-canvas font-sans text-ink antialiased">
            <HydratedProvider>{children}</HydratedProvider>
          </body>
        </html>
      </TurnstileSiteKeyContext>
    </MediaOriginContext>
  );
}
