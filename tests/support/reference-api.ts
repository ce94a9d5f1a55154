// The reference catalogue API alone (the bundle in dist/ that `npm test` builds first), and a
// GET of its JSON in a language.
import { useSite } from './site-and-browser.ts';

export function useReferenceApi() {
  const reference = useSite({ site: false });
  return {
    reference,
    async get(path: string, language = 'en') {
      const response = await fetch(`${reference.url}/api/${path}`, { headers: { 'Accept-Language': language } });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
  };
}
