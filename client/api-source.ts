// In the browser, loaders get their data from the worker's JSON endpoints, never the upstream.
import { UpstreamError, kindOfStatus } from '../shared/data/errors.ts';
import { toSearchParams, type DataSource } from '../shared/data/source.ts';

export const apiSource: DataSource = {
  async get(path, query, language, check, signal) {
    const params = toSearchParams(query).toString();
    const response = await fetch(`/_api/${language}/${path.replace(/^\/+/, '')}${params ? `?${params}` : ''}`, {
      headers: { Accept: 'application/json' },
      signal,
    });
    if (!response.ok) throw new UpstreamError(kindOfStatus(response.status), `The site answered ${response.status} for ${path}`, response.status);
    return check(await response.json(), '');
  },
  // The worker's /_api answers know what its cache holds; the browser keeps no cache of its own.
  peek: async () => undefined,
};
