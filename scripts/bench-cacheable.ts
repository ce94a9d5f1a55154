// A row of npm run bench (scripts/bench.ts): how many of the site's pages Workers Caching could
// serve to everyone from one stored answer. Every address of the sitemap (each language's own) is
// asked by two visitors who differ in everything outside the cache key (address, cookies besides
// LANG, Accept-Language); a page counts when both answers have the same bytes, set no cookie,
// carry an ETag and cache headers that let a shared cache store them (build/workers-cache.ts
// reads them as Cloudflare does: the most specific of the three headers decides).
import { directives } from '../build/workers-cache.ts';
import { LANG_STORAGE_KEY } from '../shared/constants.ts';
import { inPool } from './pool.ts';

const VISITORS = [
  {
    address: '198.51.100.7',
    cookie: '_ga=GA1.1.1234567890.1764000000',
    acceptLanguage: 'en-US,en;q=0.9',
    agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0',
  },
  { address: '203.0.113.42', cookie: '_ym_uid=1764000000987654321', acceptLanguage: 'ru-RU,ru;q=0.9,az;q=0.7', agent: 'Mozilla/5.0 (iPhone) Safari/604.1' },
];
const SHOWN_FAILURES = 5;

interface Seen {
  status: number;
  body: Uint8Array;
  headers: Headers;
}

/** Every page address the sitemap lists (following a sitemap index), as paths. */
async function sitemapPaths(base: string): Promise<string[]> {
  const locations = async (path: string): Promise<string[]> => {
    const response = await fetch(`${base}${path}`);
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    const xml = await response.text();
    const found = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replaceAll('&amp;', '&')));
    if (!xml.includes('<sitemapindex')) return found.map((url) => `${url.pathname}${url.search}`);
    return (await Promise.all(found.map((url) => locations(url.pathname)))).flat();
  };
  return [...new Set(await locations('/sitemap.xml'))];
}

async function ask(base: string, path: string, visitor: (typeof VISITORS)[number]): Promise<Seen> {
  const language = path.split('/')[1] ?? '';
  const response = await fetch(`${base}${path}`, {
    redirect: 'manual',
    headers: {
      Accept: 'text/html',
      'Accept-Language': visitor.acceptLanguage,
      'CF-Connecting-IP': visitor.address,
      'X-Forwarded-For': visitor.address,
      'User-Agent': visitor.agent,
      Cookie: `${LANG_STORAGE_KEY}=${language}; ${visitor.cookie}`,
    },
  });
  return { status: response.status, body: new Uint8Array(await response.arrayBuffer()), headers: response.headers };
}

/** Why one shared answer could not serve both visitors, as [kind, what was seen] (empty: it could). */
function reasons([first, second]: [Seen, Seen]): [string, string][] {
  const found: [string, string][] = [];
  if (first.status !== 200 || second.status !== 200) found.push(['status', `${first.status}/${second.status}`]);
  const length = Math.min(first.body.length, second.body.length);
  let at = 0;
  while (at < length && first.body[at] === second.body[at]) at++;
  if (at < length || first.body.length !== second.body.length) {
    const text = new TextDecoder().decode(first.body.subarray(Math.max(0, at - 30), at + 30)).replaceAll(/\s+/g, ' ');
    found.push(['bodies differ', `from byte ${at}: …${text}…`]);
  }
  for (const seen of [first, second]) {
    const cookie = seen.headers.get('set-cookie');
    if (cookie) found.push(['Set-Cookie', cookie.split(';')[0]!]);
    const control = directives(seen.headers);
    const shown = ['cloudflare-cdn-cache-control', 'cdn-cache-control', 'cache-control'].map((name) => seen.headers.get(name)).find(Boolean);
    if (!control) found.push(['no Cache-Control', '']);
    else if (control.has('no-store') || control.get('private') === '') found.push(['not storable', `${shown}`]);
    else if (!['public', 'max-age', 's-maxage'].some((name) => control.has(name))) found.push(['no lifetime, not public', `${shown}`]);
    if (!seen.headers.has('etag')) found.push(['no ETag', '']);
  }
  // Both visitors' answers usually fail alike: say it once.
  return [...new Map(found.map((reason) => [reason.join(' '), reason])).values()];
}

/** Prints "Platform-cacheable pages: N of M", the first failures and how often each reason came up. */
export async function printCacheablePages(base: string): Promise<void> {
  const paths = await sitemapPaths(base);
  const failures: [string, [string, string][]][] = [];
  await inPool(paths.length, 4, async (index) => {
    const path = paths[index]!;
    const found = reasons([await ask(base, path, VISITORS[0]!), await ask(base, path, VISITORS[1]!)]);
    if (found.length > 0) failures.push([path, found]);
  });
  failures.sort(([a], [b]) => paths.indexOf(a) - paths.indexOf(b));
  console.log(`\nPlatform-cacheable pages: ${paths.length - failures.length} of ${paths.length}`);
  console.log('(every sitemap address asked by two visitors: other address, cookies and Accept-Language; the same LANG)');
  for (const [path, found] of failures.slice(0, SHOWN_FAILURES)) {
    console.log(`  ${path}: ${found.map(([kind, seen]) => (seen ? `${kind} (${seen})` : kind)).join('; ')}`);
  }
  const tally = new Map<string, Set<string>>();
  for (const [path, found] of failures) for (const [kind] of found) tally.set(kind, (tally.get(kind) ?? new Set()).add(path));
  if (tally.size > 0) console.log(`  pages per reason: ${[...tally].map(([kind, pages]) => `${kind} ${pages.size}`).join(', ')}`);
}
