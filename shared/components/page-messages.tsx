import { parse } from '@formatjs/icu-messageformat-parser';
import type { Language } from '../constants.ts';
import { catalog, MESSAGES_ELEMENT_ID, useLanguage } from '../i18n/intl.ts';
import { serializeJsonLd } from './json-ld.tsx';
import { useNonce } from './nonce.ts';

const parsed = new Map<Language, string>();

/** A language's messages parsed into ICU syntax trees, serialized once per isolate. */
function parsedCatalog(language: Language): string {
  let json = parsed.get(language);
  if (json === undefined) {
    const messages = Object.entries(catalog(language)).map(([id, message]) => [id, typeof message === 'string' ? parse(message) : message]);
    json = serializeJsonLd(Object.fromEntries(messages));
    parsed.set(language, json);
  }
  return json;
}

/**
 * The page's message catalogue, parsed (the browser bundle has no ICU parser), as JSON in the document, where the browser reads it before
 * hydrating (client/entry.tsx). Escaped like JSON-LD: it is data inside a <script>.
 */
export function PageMessages() {
  return (
    <script
      type="application/json"
      id={MESSAGES_ELEMENT_ID}
      nonce={useNonce()}
      dangerouslySetInnerHTML={{ __html: parsedCatalog(useLanguage()) }}
    />
  );
}
