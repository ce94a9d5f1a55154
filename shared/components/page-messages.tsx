import { catalog, MESSAGES_ELEMENT_ID, useLanguage } from '../i18n/intl.ts';
import { serializeJsonLd } from './json-ld.tsx';

/**
 * The page's message catalogue as JSON in the document, where the browser reads it before
 * hydrating (client/entry.tsx). Escaped like JSON-LD: it is data inside a <script>.
 */
export function PageMessages() {
  return (
    <script
      type="application/json"
      id={MESSAGES_ELEMENT_ID}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(catalog(useLanguage())) }}
    />
  );
}
