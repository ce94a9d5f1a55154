// Structured data for search engines, and the JSON data blocks of every page (the router's data,
// the files the page loader fetches). All such JSON goes through jsonInScript: upstream text such
// as "</script>" or "<!--" must stay inside the string and cannot end or confuse the script.

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that is safe inside an HTML <script> element and still parses to the same value. */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (character) => ESCAPES[character]!);
}

export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <JsonScript type="application/ld+json" json={jsonInScript(data)} />;
}

/**
 * A script element that holds JSON (`json`, from jsonInScript), never run: its type is not
 * JavaScript's, so the CSP has nothing to allow.
 */
export function JsonScript({ type = 'application/json', id, json }: { type?: string; id?: string; json: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by jsonInScript, no markup can end the script.
  return <script type={type} id={id} dangerouslySetInnerHTML={{ __html: json }} />;
}
