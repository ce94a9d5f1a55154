// npm run bench:search: prints, without asserting, how well the site's search finds what
// visitors type (tests/support/search-queries.ts) through the search modal's call
// (/_api/{lang}/products/?limit=5&search=…), against (a) the bundled reference API and (b) a
// plain upstream whose search is a case-insensitive substring of the title, each with the edge
// search on and off (SEARCH_INDEX_MAX_PRODUCTS=0: the upstream's own search answers).
// recall@5: the share of expected products among the first five answers (of all expected, or
// of five when more are expected); MRR: the mean of 1 / rank of the first expected answer. Both
// per language and per kind of query. Traffic goes only to 127.0.0.1.
import { startStack } from '../build/local-stack.ts';
import { startFakeUpstream } from '../tests/support/fake-upstream.ts';
import { plainUpstream } from '../tests/support/plain-upstream.ts';
import { KINDS, NONSENSE_QUERIES, SEARCH_QUERIES } from '../tests/support/search-queries.ts';

const WARM_REPEATS = Number(process.env.BENCH_SEARCH_REPEATS || 2);
/** BENCH_SEARCH_ONLY=edge measures only the edge search on the plain upstream (the quick loop). */
const ONLY_EDGE = process.env.BENCH_SEARCH_ONLY === 'edge';

async function modal(siteUrl: string, language: string, query: string): Promise<{ slugs: string[]; count: number; ms: number; serverMs: number }> {
  const started = performance.now();
  const response = await fetch(`${siteUrl}/_api/${language}/products/?limit=5&search=${encodeURIComponent(query)}`);
  const body = (await response.json()) as { count?: number; results?: { slug: string }[] };
  const ms = performance.now() - started;
  const serverMs = Number(/total;dur=([\d.]+)/.exec(response.headers.get('Server-Timing') ?? '')?.[1] ?? NaN);
  if (!response.ok) throw new Error(`${response.status} for ${language} «${query}»`);
  return { slugs: (body.results ?? []).map((item) => item.slug), count: body.count ?? 0, ms, serverMs };
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? NaN;
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

interface Score {
  n: number;
  recall: number;
  reciprocal: number;
}

function add(scores: Map<string, Score>, key: string, recall: number, reciprocal: number): void {
  const score = scores.get(key) ?? { n: 0, recall: 0, reciprocal: 0 };
  score.n++;
  score.recall += recall;
  score.reciprocal += reciprocal;
  scores.set(key, score);
}

const line = (key: string, { n, recall, reciprocal }: Score) =>
  `    ${key.padEnd(14)} ${String(n).padStart(3)} queries  recall@5 ${percent(recall / n).padStart(7)}  MRR ${(reciprocal / n).toFixed(3)}`;

async function measure(label: string, siteUrl: string): Promise<void> {
  const byLanguage = new Map<string, Score>();
  const byKind = new Map<string, Score>();
  const misses: string[] = [];
  for (const { language, query, expected, kind } of SEARCH_QUERIES) {
    const { slugs } = await modal(siteUrl, language, query);
    const wanted = Math.min(expected.length, 5);
    const found = slugs.filter((slug) => expected.includes(slug)).length;
    const first = slugs.findIndex((slug) => expected.includes(slug));
    const recall = Math.min(found, wanted) / wanted;
    const reciprocal = first < 0 ? 0 : 1 / (first + 1);
    add(byLanguage, language, recall, reciprocal);
    add(byLanguage, 'all', recall, reciprocal);
    add(byKind, kind, recall, reciprocal);
    if (found < wanted) misses.push(`${language} ${kind} «${query}» ${found}/${wanted}`);
  }
  const nonsense = [];
  for (const { language, query } of NONSENSE_QUERIES) {
    const { count } = await modal(siteUrl, language, query);
    if (count > 0) nonsense.push(`${language} «${query}»: ${count}`);
  }
  // Warm: every query has been asked once above; these repeats are the answers a visitor gets.
  const wall: number[] = [];
  const server: number[] = [];
  for (let round = 0; round < WARM_REPEATS; round++) {
    for (const { language, query } of SEARCH_QUERIES) {
      const { ms, serverMs } = await modal(siteUrl, language, query);
      wall.push(ms);
      server.push(serverMs);
    }
  }
  console.log(`\n${label}`);
  console.log('  per language:');
  for (const key of ['az', 'ru', 'en', 'all']) console.log(line(key, byLanguage.get(key)!));
  console.log('  per kind:');
  for (const kind of KINDS) if (byKind.has(kind)) console.log(line(kind, byKind.get(kind)!));
  console.log(`  nonsense and other trades' goods (${NONSENSE_QUERIES.length}) that found something: ${nonsense.join(', ') || 'none'}`);
  console.log(
    `  warm modal answer: server p50 ${percentile(server, 0.5).toFixed(1)} ms, p95 ${percentile(server, 0.95).toFixed(1)} ms; round trip p50 ${percentile(wall, 0.5).toFixed(1)} ms, p95 ${percentile(wall, 0.95).toFixed(1)} ms`,
  );
  if (misses.length > 0) console.log(`  below target (${misses.length}): ${misses.join('; ')}`);
}

const plain = await startFakeUpstream(plainUpstream);
const api = ONLY_EDGE ? undefined : await startStack({ site: false, persistDir: false, apiPort: 0, port: 0, onLog: () => {} });
try {
  const upstreams = [...(api ? [['reference API', api.upstreamUrl] as const] : []), ['plain upstream (title substring)', plain.url] as const];
  for (const [name, upstreamUrl] of upstreams) {
    for (const [mode, max] of [['edge search', undefined], ...(ONLY_EDGE ? [] : [['upstream search only', '0'] as const])] as const) {
      const site = await startStack({ upstreamUrl, persistDir: false, port: 0, onLog: () => {}, siteVars: max ? { SEARCH_INDEX_MAX_PRODUCTS: max } : {} });
      try {
        await measure(`${name}, ${mode}`, site.siteUrl!);
      } finally {
        await site.close();
      }
    }
  }
} finally {
  await api?.close();
  await plain.close();
}
