// Before hydration, and for a visitor without JavaScript, the browser itself prefetches the
// site's pages a visitor is about to open (Speculation Rules, moderate eagerness: a pointer
// resting on the link, or its pointerdown). Hydrated, the page navigates on the client and would
// not use a prefetched document (nor does it fetch ahead itself: docs/navigation.md), so the
// element leaves the document once hydrated, which cancels its rules. The CSP allows the element by its hash, without a nonce:
// browsers ignore 'inline-speculation-rules' in a script-src that has a nonce, a hash or
// 'strict-dynamic', as the site's has.
import { useEffect, useState } from 'react';

/** Same-origin page links: not the Worker's own addresses (`/_…`), downloads or nofollow links. */
const RULES = {
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/_*' } },
          { not: { selector_matches: '[rel~=nofollow]' } },
          { not: { selector_matches: '[download]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

/** The element's text, exactly as rendered: the CSP allows it by the hash of these bytes (worker/middleware/security-headers.ts). */
export const SPECULATION_RULES_JSON = JSON.stringify(RULES);

export function SpeculationRules() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (hydrated) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file, no markup in it.
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES_JSON }} />;
}
