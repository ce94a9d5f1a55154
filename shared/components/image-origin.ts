// The catalogue's images come from the upstream's host, not the site's: the page that shows one
// in its first screen opens that connection early (a <link rel="preconnect"> in <head>).
import { preconnect } from 'react-dom';

export function preconnectImages(url: string | undefined): void {
  if (!url) return;
  try {
    const { origin } = new URL(url);
    if (origin !== 'null') preconnect(origin);
  } catch {
    // A relative URL is on the site's own host: nothing to open.
  }
}
