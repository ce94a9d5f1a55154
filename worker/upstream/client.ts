// Calls the upstream catalogue API the way the spec's section 7 describes: Accept-Language
// equal to the page language, a JSON content type, query arrays as repeated keys.
import { toSearchParams, type CatalogSource, type Query } from '../../shared/catalog/source.ts';
import type { Language } from '../../shared/constants.ts';

export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
  ) {
    super(`Upstream answered ${status} for ${url}`);
    this.name = 'UpstreamError';
  }
}

export function upstreamUrl(baseUrl: string, path: string, query: Query): URL {
  const url = new URL(path.replace(/^\/+/, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  url.search = toSearchParams(query).toString();
  return url;
}

export function createUpstreamClient(baseUrl: string): CatalogSource {
  return {
    async get(path: string, query: Query, language: Language) {
      const url = upstreamUrl(baseUrl, path, query);
      const response = await fetch(url, {
        headers: { Accept: 'application/json', 'Accept-Language': language, 'Content-Type': 'application/json' },
      });
      if (!response.ok) throw new UpstreamError(response.status, url.toString());
      return response.json();
    },
  };
}
