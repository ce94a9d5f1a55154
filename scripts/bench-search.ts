// npm run bench:search: prints, without asserting, how well the site's search finds what
// visitors type, on the tuning half of the queries (scripts/bench-search/queries.ts, the first
// round of vocabulary queries, scripts/bench-search/vocabulary-queries.ts, and the rounds after it in
// ROUNDS below, scripts/bench-search/test-queries.ts and test-queries-3.ts on, each run once before it was
// tuned on) and on the held-out test half, the last HELD_OUT of ROUNDS, each and together (now the
// fifty-third and fifty-fourth rounds, each written by a session that neither tuned the engine nor ran its queries nor read the
// earlier rounds, a sample of what visitors type, repeats of earlier rounds allowed: scripts/bench-search/test-queries-53.ts
// and -54.ts); a new round is one line there,
// through the search modal's call
// (/_api/{lang}/products/?limit=5&search=…), against (a) the bundled reference API and (b) a
// plain upstream whose search is a case-insensitive substring of the title, each with the Worker's
// search on and off (SEARCH_INDEX_MAX_PRODUCTS=0: the upstream's own search answers).
// recall@5: the share of expected products among the first five answers (of all expected, or
// of five when more are expected); MRR: the mean of 1 / rank of the first expected answer. Both
// per language and per kind of query. Then the index at scale (in this Node, V8 as in workerd):
// build, stored size (the whole stored search index: cards, index, the build's state), load and query
// time and memory at 500, 2,000 and 10,000 synthetic products per language (scripts/bench-search/synthetic-catalogue.ts). Traffic goes only to 127.0.0.1.
// Also both halves on a catalogue that names the same products differently
// (scripts/bench-search/renamed-catalogue.ts: other titles, other category names), searched in this Node
// with the Worker's own index over titles and category names, then over its seller's own specifications and
// descriptions too (scripts/bench-search/renamed-details.ts), as the Worker indexes them once it has fetched them.
// BENCH_SEARCH_ONLY=worker measures only the Worker's search on the plain upstream, =scale only the scale.
// BENCH_SEARCH_LATE=1 also lists the queries whose first expected answer is found but not first (what MRR loses).
// BENCH_SEARCH_TUNING_ONLY=1 leaves the held-out half out altogether (the runs of a session tuning while it waits).
// BENCH_SEARCH_HIDE_TEST_MISSES=1 prints the held-out half's figures without its misses (a run before
// tuning, whose misses must not be read).
import { startStack } from '../build/local-stack.ts';
import { startFakeUpstream } from '../build/fake-upstream.ts';
import { plainUpstream } from '../build/plain-upstream.ts';
import { syntheticCards, syntheticCatalogue } from './bench-search/synthetic-catalogue.ts';
import { renamedCatalogue } from './bench-search/renamed-catalogue.ts';
import { KINDS, NONSENSE_QUERIES, SEARCH_QUERIES } from './bench-search/queries.ts';
import { TEST_KINDS, TEST_QUERIES } from './bench-search/test-queries.ts';
import { TEST_QUERIES_3, type TestQuery } from './bench-search/test-queries-3.ts';
import { TEST_QUERIES_4 } from './bench-search/test-queries-4.ts';
import { TEST_QUERIES_5 } from './bench-search/test-queries-5.ts';
import { TEST_QUERIES_6 } from './bench-search/test-queries-6.ts';
import { TEST_QUERIES_7 } from './bench-search/test-queries-7.ts';
import { TEST_QUERIES_8 } from './bench-search/test-queries-8.ts';
import { TEST_QUERIES_9 } from './bench-search/test-queries-9.ts';
import { TEST_QUERIES_10 } from './bench-search/test-queries-10.ts';
import { TEST_QUERIES_11 } from './bench-search/test-queries-11.ts';
import { TEST_QUERIES_12 } from './bench-search/test-queries-12.ts';
import { TEST_QUERIES_13 } from './bench-search/test-queries-13.ts';
import { TEST_QUERIES_14 } from './bench-search/test-queries-14.ts';
import { TEST_QUERIES_15 } from './bench-search/test-queries-15.ts';
import { TEST_QUERIES_16 } from './bench-search/test-queries-16.ts';
import { TEST_QUERIES_17 } from './bench-search/test-queries-17.ts';
import { TEST_QUERIES_18 } from './bench-search/test-queries-18.ts';
import { TEST_QUERIES_19 } from './bench-search/test-queries-19.ts';
import { TEST_QUERIES_20 } from './bench-search/test-queries-20.ts';
import { TEST_QUERIES_21 } from './bench-search/test-queries-21.ts';
import { TEST_QUERIES_22 } from './bench-search/test-queries-22.ts';
import { TEST_QUERIES_23 } from './bench-search/test-queries-23.ts';
import { TEST_QUERIES_24 } from './bench-search/test-queries-24.ts';
import { TEST_QUERIES_25 } from './bench-search/test-queries-25.ts';
import { TEST_QUERIES_26 } from './bench-search/test-queries-26.ts';
import { TEST_QUERIES_27 } from './bench-search/test-queries-27.ts';
import { TEST_QUERIES_28 } from './bench-search/test-queries-28.ts';
import { TEST_QUERIES_29 } from './bench-search/test-queries-29.ts';
import { TEST_QUERIES_30 } from './bench-search/test-queries-30.ts';
import { TEST_QUERIES_31 } from './bench-search/test-queries-31.ts';
import { TEST_QUERIES_32 } from './bench-search/test-queries-32.ts';
import { TEST_QUERIES_33 } from './bench-search/test-queries-33.ts';
import { TEST_QUERIES_34 } from './bench-search/test-queries-34.ts';
import { TEST_QUERIES_35 } from './bench-search/test-queries-35.ts';
import { TEST_QUERIES_36 } from './bench-search/test-queries-36.ts';
import { TEST_QUERIES_37 } from './bench-search/test-queries-37.ts';
import { TEST_QUERIES_38 } from './bench-search/test-queries-38.ts';
import { TEST_QUERIES_39 } from './bench-search/test-queries-39.ts';
import { TEST_QUERIES_40 } from './bench-search/test-queries-40.ts';
import { TEST_QUERIES_41 } from './bench-search/test-queries-41.ts';
import { TEST_QUERIES_42 } from './bench-search/test-queries-42.ts';
import { TEST_QUERIES_43 } from './bench-search/test-queries-43.ts';
import { TEST_QUERIES_44 } from './bench-search/test-queries-44.ts';
import { TEST_QUERIES_45 } from './bench-search/test-queries-45.ts';
import { TEST_QUERIES_46 } from './bench-search/test-queries-46.ts';
import { TEST_QUERIES_47 } from './bench-search/test-queries-47.ts';
import { TEST_QUERIES_48 } from './bench-search/test-queries-48.ts';
import { TEST_QUERIES_49 } from './bench-search/test-queries-49.ts';
import { TEST_QUERIES_50 } from './bench-search/test-queries-50.ts';
import { TEST_QUERIES_51 } from './bench-search/test-queries-51.ts';
import { TEST_QUERIES_52 } from './bench-search/test-queries-52.ts';
import { TEST_QUERIES_53 } from './bench-search/test-queries-53.ts';
import { TEST_QUERIES_54 } from './bench-search/test-queries-54.ts';
import { VOCABULARY_QUERIES } from './bench-search/vocabulary-queries.ts';
import { LANGUAGES, type Language } from '../shared/constants.ts';
import { search } from '../worker/search/match.ts';
import { stem } from '../worker/search/stem.ts';
import { meaningful } from '../worker/search/stopwords.ts';
import { VOCABULARY } from '../worker/search/vocabulary.ts';
import { decodeIndex, encodeIndex } from '../worker/search/stored-index.ts';
import { buildIndex } from '../worker/search/search-index.ts';
import { heapBytes } from './bench-search/heap.ts';

/**
 * The rounds of vocabulary queries after the first, in the order they were written; the last HELD_OUT are
 * the held-out test half (written while the engine was being tuned, run once after the freeze, then tuned
 * on when the next rounds are wired in).
 */
const ROUNDS: [name: string, queries: readonly TestQuery[]][] = [
  ['second', TEST_QUERIES],
  ['third', TEST_QUERIES_3],
  ['fourth', TEST_QUERIES_4],
  ['fifth', TEST_QUERIES_5],
  ['sixth', TEST_QUERIES_6],
  ['seventh', TEST_QUERIES_7],
  ['eighth', TEST_QUERIES_8],
  ['ninth', TEST_QUERIES_9],
  ['tenth', TEST_QUERIES_10],
  ['eleventh', TEST_QUERIES_11],
  ['twelfth', TEST_QUERIES_12],
  ['thirteenth', TEST_QUERIES_13],
  ['fourteenth', TEST_QUERIES_14],
  ['fifteenth', TEST_QUERIES_15],
  ['sixteenth', TEST_QUERIES_16],
  ['seventeenth', TEST_QUERIES_17],
  ['eighteenth', TEST_QUERIES_18],
  ['nineteenth', TEST_QUERIES_19],
  ['twentieth', TEST_QUERIES_20],
  ['twenty-first', TEST_QUERIES_21],
  ['twenty-second', TEST_QUERIES_22],
  ['twenty-third', TEST_QUERIES_23],
  ['twenty-fourth', TEST_QUERIES_24],
  ['twenty-fifth', TEST_QUERIES_25],
  ['twenty-sixth', TEST_QUERIES_26],
  ['twenty-seventh', TEST_QUERIES_27],
  ['twenty-eighth', TEST_QUERIES_28],
  ['twenty-ninth', TEST_QUERIES_29],
  ['thirtieth', TEST_QUERIES_30],
  ['thirty-first', TEST_QUERIES_31],
  ['thirty-second', TEST_QUERIES_32],
  ['thirty-third', TEST_QUERIES_33],
  ['thirty-fourth', TEST_QUERIES_34],
  ['thirty-fifth', TEST_QUERIES_35],
  ['thirty-sixth', TEST_QUERIES_36],
  ['thirty-seventh', TEST_QUERIES_37],
  ['thirty-eighth', TEST_QUERIES_38],
  ['thirty-ninth', TEST_QUERIES_39],
  ['fortieth', TEST_QUERIES_40],
  ['forty-first', TEST_QUERIES_41],
  ['forty-second', TEST_QUERIES_42],
  ['forty-third', TEST_QUERIES_43],
  ['forty-fourth', TEST_QUERIES_44],
  ['forty-fifth', TEST_QUERIES_45],
  ['forty-sixth', TEST_QUERIES_46],
  ['forty-seventh', TEST_QUERIES_47],
  ['forty-eighth', TEST_QUERIES_48],
  ['forty-ninth', TEST_QUERIES_49],
  ['fiftieth', TEST_QUERIES_50],
  ['fifty-first', TEST_QUERIES_51],
  ['fifty-second', TEST_QUERIES_52],
  ['fifty-third', TEST_QUERIES_53],
  ['fifty-fourth', TEST_QUERIES_54],
];
/**
 * How many of the last rounds are held out: written by separate sessions apart from the tuning, none tuned on (the
 * fifty-third and fifty-fourth, a sample of site searches by their lengths and by how often each kind is asked, written
 * without reading the earlier rounds and without avoiding their queries, after the tuning on the forty-ninth and fiftieth;
 * most repeat a query tuned on, which the held-out half's report counts apart).
 */
const HELD_OUT = 2;
const isHeldOut = (at: number) => at >= ROUNDS.length - HELD_OUT;
const roundTitle = (at: number, count: string) =>
  isHeldOut(at) ? `test half, held out: ${ROUNDS[at]![0]} round (${count})` : `tuning: ${ROUNDS[at]![0]} round (${count})`;
/** The held-out rounds as one test half, when there are several. */
const HELD_OUT_QUERIES: readonly TestQuery[] = ROUNDS.slice(-HELD_OUT).flatMap(([, queries]) => queries);
const heldOutTitle = (count: number) => `test half, held out: the last ${HELD_OUT} rounds together (${count})`;

/** A query as the rounds' writers compared queries: its language and its meaningful words' stems, in any order. */
const stemsOf = (language: Language, query: string) =>
  `${language}|${[...new Set(meaningful(query, language).map((word) => stem(word, language)))].sort().join(' ')}`;
/** The rounds' queries tuned on. */
const TUNED_ROUNDS_QUERIES: readonly TestQuery[] = ROUNDS.slice(0, -HELD_OUT).flatMap(([, queries]) => queries);
/** Every query tuned on and every name of the vocabulary, so compared. */
const TUNED = new Set([...SEARCH_QUERIES, ...VOCABULARY_QUERIES, ...TUNED_ROUNDS_QUERIES].map(({ language, query }) => stemsOf(language, query)));
for (const { names } of VOCABULARY) for (const language of LANGUAGES) for (const name of names[language] ?? []) TUNED.add(stemsOf(language, name));
/**
 * The held-out half split by what the tuning saw: the queries a tuned query or a vocabulary name already held (the same
 * stems in any order: a sample of what visitors type repeats the common searches, which the tuning has seen), and the rest.
 */
async function reportRepeats(queries: readonly TestQuery[], ask: (language: Language, query: string) => Promise<string[]>): Promise<void> {
  const repeated = queries.filter(({ language, query }) => TUNED.has(stemsOf(language, query)));
  const fresh = queries.filter(({ language, query }) => !TUNED.has(stemsOf(language, query)));
  report(
    `test half, held out: those a query tuned on or a vocabulary name already held, same stems (${repeated.length})`,
    TEST_KINDS,
    await evaluate(repeated, ask),
    true,
  );
  report(`test half, held out: those new to the bench (${fresh.length})`, TEST_KINDS, await evaluate(fresh, ask), true);
}

const WARM_REPEATS = Number(process.env.BENCH_SEARCH_REPEATS || 2);
const ONLY = process.env.BENCH_SEARCH_ONLY;
const ONLY_WORKER = ONLY === 'worker';
const HIDE_TEST_MISSES = process.env.BENCH_SEARCH_HIDE_TEST_MISSES === '1';
const TUNING_ONLY = process.env.BENCH_SEARCH_TUNING_ONLY === '1';
/** The rounds this run measures: with BENCH_SEARCH_TUNING_ONLY, the tuning parts alone. */
const MEASURED = TUNING_ONLY ? ROUNDS.slice(0, -HELD_OUT) : ROUNDS;
const SHOW_LATE = process.env.BENCH_SEARCH_LATE === '1';
const SCALES = [500, 2000, 10_000];
const QUERY_ROUNDS = 20;
const MEMORY_COPIES = 4;

async function modal(siteUrl: string, language: string, query: string): Promise<{ slugs: string[]; count: number; ms: number }> {
  const started = performance.now();
  // Written as the browser writes it (URLSearchParams: a space is `+`), so no answer is a redirect first.
  const response = await fetch(`${siteUrl}/_api/${language}/products/?${new URLSearchParams({ limit: '5', search: query })}`);
  const body = (await response.json()) as { count?: number; results?: { slug: string }[] };
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${response.status} for ${language} «${query}»`);
  return { slugs: (body.results ?? []).map((item) => item.slug), count: body.count ?? 0, ms };
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

/**
 * Asks each language once and waits until its stored search index answers a word only features hold
 * (at most a minute): how long the build took after the first search, or undefined.
 */
async function indexBuilt(siteUrl: string): Promise<number | undefined> {
  const started = performance.now();
  const probes = SEARCH_QUERIES.filter((query) => query.kind === 'description');
  while (performance.now() - started < 60_000) {
    let all = true;
    for (const { language, query, expected } of probes) if (!expected.includes((await modal(siteUrl, language, query)).slugs[0] ?? '')) all = false;
    if (all) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
}

interface Asked {
  language: Language;
  query: string;
  expected: string[];
  kind: string;
}

/** How many words a query types, as site-search studies count them: groups of letters or digits between spaces. */
const LENGTHS = ['1 word', '2 words', '3 words', '4 or more'] as const;
const lengthOf = (query: string) => LENGTHS[Math.min(query.trim().split(/\s+/).length, 4) - 1]!;
/**
 * Retail site searches by words typed: SLI Systems' 1.5 billion, first quarter of 2017, 56 % of one word, 26 % of two, 11 %
 * of three, 7 % of four or more (https://www.marketingcharts.com/industries/retail-and-e-commerce-76709).
 */
const TRAFFIC: Record<(typeof LENGTHS)[number], number> = { '1 word': 0.56, '2 words': 0.26, '3 words': 0.11, '4 or more': 0.07 };

/** Recall at 5 and MRR of a set of queries, per language, kind and length, with the queries below target. */
async function evaluate(queries: readonly Asked[], ask: (language: Language, query: string) => Promise<string[]>) {
  const byLanguage = new Map<string, Score>();
  const byKind = new Map<string, Score>();
  const byLength = new Map<string, Score>();
  const misses: string[] = [];
  const late: string[] = [];
  for (const { language, query, expected, kind } of queries) {
    const slugs = (await ask(language, query)).slice(0, 5);
    const wanted = Math.min(expected.length, 5);
    const found = slugs.filter((slug) => expected.includes(slug)).length;
    const first = slugs.findIndex((slug) => expected.includes(slug));
    const recall = Math.min(found, wanted) / wanted;
    const reciprocal = first < 0 ? 0 : 1 / (first + 1);
    add(byLanguage, language, recall, reciprocal);
    add(byLanguage, 'all', recall, reciprocal);
    add(byKind, kind, recall, reciprocal);
    add(byLength, lengthOf(query), recall, reciprocal);
    if (found < wanted) misses.push(`${language} ${kind} «${query}» ${found}/${wanted}`);
    if (first > 0) late.push(`${language} «${query}» at ${first + 1} after ${slugs.slice(0, first).join(', ')}`);
  }
  return { byLanguage, byKind, byLength, misses, late };
}

/**
 * A held-out half's figures per length, and weighted as retail site search is typed (TRAFFIC): each length's recall and MRR
 * by its share of searches, when the half holds queries of every length.
 */
function reportLengths(byLength: Map<string, Score>): void {
  console.log('  per length (words typed):');
  for (const length of LENGTHS) if (byLength.has(length)) console.log(line(length, byLength.get(length)!));
  const title = `  weighted as site searches are typed (${LENGTHS.map((length) => Math.round(TRAFFIC[length] * 100)).join(', ')} % of 1, 2, 3, 4+ words)`;
  const missing = LENGTHS.filter((length) => !byLength.has(length));
  if (missing.length > 0) {
    console.log(`${title}: none of ${missing.join(', ')}`);
    return;
  }
  const weighted = (of: (score: Score) => number) => LENGTHS.reduce((sum, length) => sum + TRAFFIC[length] * of(byLength.get(length)!), 0);
  console.log(`${title}: recall@5 ${percent(weighted(({ n, recall }) => recall / n))}  MRR ${weighted(({ n, reciprocal }) => reciprocal / n).toFixed(3)}`);
}

function report(
  title: string,
  kinds: readonly string[],
  { byLanguage, byKind, byLength, misses, late }: Awaited<ReturnType<typeof evaluate>>,
  heldOut = false,
): void {
  console.log(`  ${title}, per language:`);
  for (const key of ['az', 'ru', 'en', 'all']) if (byLanguage.has(key)) console.log(line(key, byLanguage.get(key)!));
  console.log('  per kind:');
  for (const kind of kinds) if (byKind.has(kind)) console.log(line(kind, byKind.get(kind)!));
  if (heldOut) reportLengths(byLength);
  if (misses.length > 0 && heldOut && HIDE_TEST_MISSES) console.log(`  below target: ${misses.length} (hidden)`);
  else if (misses.length > 0) console.log(`  below target (${misses.length}): ${misses.join('; ')}`);
  if (SHOW_LATE && late.length > 0) console.log(`  found, not first (${late.length}): ${late.join('; ')}`);
}

async function measure(label: string, siteUrl: string, indexed: boolean): Promise<void> {
  const built = indexed ? await indexBuilt(siteUrl) : undefined;
  const ask = async (language: Language, query: string) => (await modal(siteUrl, language, query)).slugs;
  const tuning = await evaluate(SEARCH_QUERIES, ask);
  const vocabulary = await evaluate(VOCABULARY_QUERIES, ask);
  const rounds = [];
  for (const [, queries] of MEASURED) rounds.push(await evaluate(queries, ask));
  const nonsense = [];
  for (const { language, query } of NONSENSE_QUERIES) {
    const { count } = await modal(siteUrl, language, query);
    if (count > 0) nonsense.push(`${language} «${query}»: ${count}`);
  }
  // Warm: every query has been asked once above; these repeats are the answers a visitor gets.
  const wall: number[] = [];
  for (let round = 0; round < WARM_REPEATS; round++) {
    for (const { language, query } of SEARCH_QUERIES) {
      wall.push((await modal(siteUrl, language, query)).ms);
    }
  }
  console.log(`\n${label}`);
  if (indexed)
    console.log(
      `  search indexes (features and descriptions) built ${built === undefined ? 'not within a minute' : `${(built / 1000).toFixed(1)} s after the first searches`}`,
    );
  report(`tuning half, own queries (${SEARCH_QUERIES.length})`, KINDS, tuning);
  report(`tuning half, first vocabulary round (${VOCABULARY_QUERIES.length})`, TEST_KINDS, vocabulary);
  rounds.forEach((result, at) => {
    const count = ROUNDS[at]![1].length;
    report(roundTitle(at, isHeldOut(at) ? `${count} queries, written apart from the tuning` : `${count}`), TEST_KINDS, result, isHeldOut(at));
  });
  if (!TUNING_ONLY && HELD_OUT > 1) report(heldOutTitle(HELD_OUT_QUERIES.length), TEST_KINDS, await evaluate(HELD_OUT_QUERIES, ask), true);
  if (!TUNING_ONLY) await reportRepeats(HELD_OUT_QUERIES, ask);
  console.log(`  nonsense and other trades' goods (${NONSENSE_QUERIES.length}) that found something: ${nonsense.join(', ') || 'none'}`);
  console.log(`  warm modal answer, round trip: p50 ${percentile(wall, 0.5).toFixed(1)} ms, p95 ${percentile(wall, 0.95).toFixed(1)} ms`);
}

/** The queries of a round its index can answer without the specifications, and what a title says of those left out. */
const answerable = (queries: readonly TestQuery[]) => queries.filter((query) => !query.specifications);
const leftOut = (kept: readonly TestQuery[], of: readonly TestQuery[]) =>
  kept.length < of.length ? `${kept.length}: those only the specifications answer left out` : `${kept.length}`;

/**
 * Both halves on the catalogue that names the products differently, searched in this Node with the Worker's own index: of its
 * titles and category names (what the Worker indexes before the details are fetched), or, with `details`, a minute later,
 * its seller's own specifications and descriptions too (scripts/bench-search/renamed-details.ts). Each part asks the same
 * queries of both, so that the two differ only by the details; with them, the rounds tuned on are reported together, and the
 * held-out half once more with the queries only the specifications answer.
 */
async function measureRenamed(details: boolean): Promise<void> {
  const indexes = new Map(
    (['az', 'ru', 'en'] as const).map((language) => {
      const items = renamedCatalogue(language, details);
      return [language, { items, index: buildIndex(items, language) }] as const;
    }),
  );
  const ask = async (language: Language, query: string) => {
    const { items, index } = indexes.get(language)!;
    return search(index, query).map((at) => items[at]!.slug);
  };
  console.log(
    details
      ? "\nrenamed catalogue with its seller's own specifications and descriptions (scripts/bench-search/renamed-details.ts), as indexed once the details are fetched"
      : '\nrenamed catalogue (scripts/bench-search/renamed-catalogue.ts: the same products under other titles and category names; titles and category names indexed)',
  );
  // The tuning half's description kind is written to be found by the demo's descriptions only, and is left out.
  const own = SEARCH_QUERIES.filter((query) => query.kind !== 'description');
  report(`tuning half, own queries (${own.length}: the description kind left out)`, KINDS, await evaluate(own, ask));
  report(`tuning half, first vocabulary round (${VOCABULARY_QUERIES.length})`, TEST_KINDS, await evaluate(VOCABULARY_QUERIES, ask));
  // Likewise, from the third round on, the queries whose answer only the specifications hold.
  if (details) {
    const kept = answerable(TUNED_ROUNDS_QUERIES);
    report(`tuning: the rounds tuned on together (${leftOut(kept, TUNED_ROUNDS_QUERIES)})`, TEST_KINDS, await evaluate(kept, ask));
  }
  for (const [at, [, queries]] of MEASURED.entries()) {
    if (details && !isHeldOut(at)) continue;
    const kept = answerable(queries);
    report(roundTitle(at, leftOut(kept, queries)), TEST_KINDS, await evaluate(kept, ask), isHeldOut(at));
  }
  if (!TUNING_ONLY && HELD_OUT > 1) {
    const kept = answerable(HELD_OUT_QUERIES);
    report(heldOutTitle(kept.length), TEST_KINDS, await evaluate(kept, ask), true);
  }
  if (!TUNING_ONLY) await reportRepeats(answerable(HELD_OUT_QUERIES), ask);
  if (details && !TUNING_ONLY)
    report(
      `test half, held out, every query, those only the specifications answer too (${HELD_OUT_QUERIES.length})`,
      TEST_KINDS,
      await evaluate(HELD_OUT_QUERIES, ask),
      true,
    );
  const nonsense = [];
  for (const { language, query } of NONSENSE_QUERIES) {
    const found = (await ask(language, query)).length;
    if (found > 0) nonsense.push(`${language} «${query}»: ${found}`);
  }
  console.log(`  nonsense and other trades' goods (${NONSENSE_QUERIES.length}) that found something: ${nonsense.join(', ') || 'none'}`);
}

/** The stored search index of `count` synthetic products: cards, the index with features and description, the build's state. */
async function storedIndex(count: number, language: Language) {
  const items = syntheticCatalogue(count, language);
  const cards = syntheticCards(items);
  let started = performance.now();
  // What a search builds itself while its search index is being built: titles and category names.
  buildIndex(
    items.map(({ title, categories }) => ({ title, categories })),
    language,
  );
  const listBuildMs = performance.now() - started;
  started = performance.now();
  const index = buildIndex(items, language);
  const buildMs = performance.now() - started;
  const state = JSON.stringify(Object.fromEntries(items.map(({ slug, features, description }) => [slug, { updated: null, at: 0, features, description }])));
  const bytes = encodeIndex({ digest: '', builtAt: 0, described: count }, cards, index, state);
  return { bytes, listBuildMs, buildMs };
}

async function measureScale(count: number, language: Language): Promise<string> {
  const { bytes, listBuildMs, buildMs } = await storedIndex(count, language);
  // The synthetic products and the built index are garbage by now. Memory: several loaded copies, each
  // with a search's working arrays, divided, so that the collector's noise is divided too.
  const before = heapBytes();
  const copies = Array.from({ length: MEMORY_COPIES }, () => decodeIndex(bytes.slice()));
  for (const copy of copies) search(copy.index, 'printer').slice(0, 10).map(copy.card);
  const memory = (heapBytes() - before) / MEMORY_COPIES;
  const started = performance.now();
  const loadCpu = process.cpuUsage();
  const { index } = decodeIndex(bytes.slice());
  const loadMs = performance.now() - started;
  const { user: loadUser, system: loadSystem } = process.cpuUsage(loadCpu);
  copies.length = 0;
  const times: number[] = [];
  const cpu: number[] = [];
  const first: number[] = [];
  const queries = SEARCH_QUERIES.filter((query) => query.language === language).map((query) => query.query);
  // The first round is an isolate's first searches of a freshly loaded search index (code not yet
  // optimised, each vocabulary name not yet looked up in this index): printed on its own, the rest
  // are what a visitor of a warm isolate waits for.
  for (let round = 0; round <= QUERY_ROUNDS; round++) {
    for (const query of queries) {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      search(index, query);
      const { user, system } = process.cpuUsage(cpuStarted);
      if (round === 0) first.push(performance.now() - started);
      else {
        times.push(performance.now() - started);
        cpu.push((user + system) / 1000);
      }
    }
  }
  const mb = (value: number) => `${(value / 1e6).toFixed(1)} MB`;
  return `    ${language} ${String(count).padStart(6)}: build ${buildMs.toFixed(0)} ms (title and categories only ${listBuildMs.toFixed(0)} ms), stored ${mb(bytes.length)}, load ${loadMs.toFixed(1)} ms (CPU ${((loadUser + loadSystem) / 1000).toFixed(1)} ms), memory ${mb(memory)}, query p50 ${percentile(times, 0.5).toFixed(2)} ms, p99 ${percentile(times, 0.99).toFixed(2)} ms (CPU p50 ${percentile(cpu, 0.5).toFixed(2)} ms, p99 ${percentile(cpu, 0.99).toFixed(2)} ms; first round p99 ${percentile(first, 0.99).toFixed(2)} ms; ${index.vocabulary.length} words)`;
}

if (ONLY !== 'scale') {
  await measureRenamed(false);
  await measureRenamed(true);
}
if (ONLY !== 'scale') {
  const plain = await startFakeUpstream(plainUpstream);
  const api = ONLY_WORKER ? undefined : await startStack({ site: false, persistDir: false, apiPort: 0, port: 0, onLog: () => {} });
  try {
    const upstreams = [...(api ? [['reference API', api.upstreamUrl] as const] : []), ['plain upstream (title substring)', plain.url] as const];
    for (const [name, upstreamUrl] of upstreams) {
      for (const [mode, max] of [["the Worker's search", undefined], ...(ONLY_WORKER ? [] : [['upstream search only', '0'] as const])] as const) {
        const site = await startStack({ upstreamUrl, persistDir: false, port: 0, onLog: () => {}, siteVars: max ? { SEARCH_INDEX_MAX_PRODUCTS: max } : {} });
        try {
          await measure(`${name}, ${mode}`, site.siteUrl!, !max);
        } finally {
          await site.close();
        }
      }
    }
  } finally {
    await api?.close();
    await plain.close();
  }
}
if (ONLY !== 'worker') {
  // On a busy machine the wall-clock p99 is mostly waiting for a core; CPU time is the work itself.
  console.log(
    `\nindex at scale (synthetic products with features and description; ${QUERY_ROUNDS} rounds of the language's queries after a first; target at 10,000: query p99 ≤ 5 ms)`,
  );
  for (const count of SCALES) for (const language of ['az', 'ru', 'en'] as const) console.log(await measureScale(count, language));
}
