// In the browser, loaders get their data from the worker's JSON endpoints, never the upstream.
import { CatalogError, kindOfStatus } from '../shared/catalog/errors.ts';
import { toSearchParams, type CatalogSource } from '../shared/catalog/source.ts';

export const browserCatalogSource: CatalogSource = {
  async get(path, query, language, check, signal) {
    const params = toSearchParams(query).toString();
    const response = await fetch(`/_api/${language}/${path.replace(/^\/+/, '')}${params ? `?${params}` : ''}`, {
      headers: { Accept: 'application/json' },
      signal,
    });
    if (!response.ok) throw new CatalogError(kindOfStatus(response.status), `The site answered ${response.status} for ${path}`, response.status);
    return check(await response.json(), '');
  },
};
