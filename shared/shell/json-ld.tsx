// Structured data for search engines. All JSON-LD goes through here: upstream text such as
// "</script>" or "<!--" must stay inside the string and cannot end or confuse the script.
import { useNonce } from './nonce.ts';

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that is safe inside an HTML <script> element and still parses to the same value. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (character) => ESCAPES[character]!);
}

export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by serializeJsonLd, no markup can end the script.
  return <script type="application/ld+json" nonce={useNonce()} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
