import type { ReactNode } from 'react';
import type { Language } from './constants.ts';

/** The whole HTML document; React renders it on the server and hydrates it in the browser. */
export function Document({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body className="m-0 bg-canvas font-sans text-ink">{children}</body>
    </html>
  );
}
