// A new stack's searches are the upstream's own until each language's stored search index is
// built (docs/decisions/021-one-search-index.md): a search asks for it, and the build lands a
// second or so later. Tests that look at what search finds wait for it first.
import { LANGUAGES } from '../../shared/constants.ts';

/**
 * Asks each language's search once, then waits until its search index answers with every product's
 * features and descriptions, as Server-Timing tells the debug token (`search;desc="index 54/54"`),
 * and, when `count` is given, of that many products (not an older search index a purge is replacing).
 */
export async function searchIndexBuilt(siteUrl: string, debugToken: string, count?: number, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (const language of LANGUAGES) {
    for (;;) {
      const response = await fetch(`${siteUrl}/_api/${language}/products/?limit=5&search=printer`, { headers: { 'X-Debug-Token': debugToken } });
      await response.body?.cancel();
      const answered = /search;desc="index (\d+)\/(\d+)"/.exec(response.headers.get('server-timing') ?? '');
      if (answered && answered[1] === answered[2] && (count === undefined || Number(answered[1]) === count)) break;
      if (Date.now() > until) throw new Error(`the ${language} search index was not built within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
