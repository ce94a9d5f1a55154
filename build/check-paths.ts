// Part of `npm run lint`: every repository path that a comment, a doc or a config names must
// exist. Paths are what readers follow to find their way; a renamed file leaves its old name
// behind in prose that no compiler reads, so this check reads it.
//
// A path counts when it starts at a top-level folder of the repository (`shared/ui/image.tsx`,
// `docs/caching.md`, `worker/routes/`) or is a relative Markdown link. Import specifiers are
// left to the compiler; names without a folder (`rules.ts`) cannot be told from prose.
// Sections count too: a Markdown file's anchor (`docs/caching.md#purge`, `](#purge)`,
// `](../README.md#configuration)`) must name one of its headings, and `README: "Section"` in a
// comment or config one of the README's.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const ROOTS = ['.ci', 'build', 'client', 'docs', 'reference-api', 'scripts', 'shared', 'tests', 'worker'];
const TEXT = /\.(ts|tsx|cjs|mjs|md|toml|jsonc|css|sh)$|^\.ci\/run$/;
// Generated or local-only places: named in docs, never committed.
const GENERATED = /^(dist|node_modules|\.wrangler)\//;

const root = process.cwd();
const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => TEXT.test(file) && !file.startsWith('reference-api/seed/data/') && existsSync(file));

const pathPattern = new RegExp(`(?<![\\w./@-])((?:${ROOTS.map((r) => r.replace('.', '\\.')).join('|')})/[\\w./*{},-]*[\\w/])`, 'g');
const markdownLink = /\]\((?!https?:|mailto:|#)([^)\s#]+)(?:#[^)]*)?\)/g;
const importLine = /^\s*(import|export)\b.*\bfrom\s+['"]|^\s*import\s*\(|\bimport\(\s*['"]/;

/** Braces name each of their parts; globs (`*`) are checked up to their first wildcard. */
function expand(path: string): string[] {
  const brace = /\{([^{}]*)\}/.exec(path);
  if (brace) return brace[1]!.split(',').flatMap((part) => expand(path.replace(brace[0], part)));
  const wildcard = path.indexOf('*');
  return [wildcard === -1 ? path : path.slice(0, path.lastIndexOf('/', wildcard) + 1)];
}

/** The anchors of a Markdown file's headings, as GitHub makes them (lower case, punctuation dropped, spaces to hyphens, repeats numbered). */
const anchorsOf = new Map<string, { anchors: Set<string>; titles: Set<string> }>();
function sections(file: string) {
  let known = anchorsOf.get(file);
  if (known) return known;
  known = { anchors: new Set(), titles: new Set() };
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of existsSync(file) ? readFileSync(file, 'utf8').split('\n') : []) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const title = heading[1]!;
    known.titles.add(title);
    const slug = title
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    known.anchors.add(count ? `${slug}-${count}` : slug);
  }
  anchorsOf.set(file, known);
  return known;
}

const anchoredPath = new RegExp(`(?<![\\w./@-])((?:${ROOTS.map((r) => r.replace('.', '\\.')).join('|')})/[\\w./-]*\\.md|README\\.md)#([\\w-]+)`, 'g');
const anchoredLink = /\]\((?!https?:|mailto:)([^)\s#]*)#([^)\s]+)\)/g;
const readmeSection = /README: "([^"]+)"/g;

const missing: string[] = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    const anchors = [
      ...[...line.matchAll(anchoredPath)].map((match) => [match[1]!, match[2]!] as const),
      ...(file.endsWith('.md')
        ? [...line.matchAll(anchoredLink)].map((match) => [match[1] ? normalize(join(dirname(file), match[1])) : file, match[2]!] as const)
        : []),
    ];
    for (const [target, anchor] of anchors) {
      if (target.endsWith('.md') && existsSync(target) && !sections(target).anchors.has(anchor))
        missing.push(`${where}: ${target}#${anchor} (no such section)`);
    }
    for (const match of file === 'build/check-paths.ts' ? [] : line.matchAll(readmeSection)) {
      if (!sections('README.md').titles.has(match[1]!)) missing.push(`${where}: README section "${match[1]}" (no such heading)`);
    }
  });
}
for (const file of files) {
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    if (importLine.test(line)) return;
    const named = [...line.matchAll(pathPattern)].flatMap((match) => expand(match[1]!.replace(/[.,:;]+$/, '')));
    const linked = file.endsWith('.md') ? [...line.matchAll(markdownLink)].map((match) => normalize(join(dirname(file), match[1]!))) : [];
    for (const path of [...named, ...linked]) {
      if (GENERATED.test(path) || existsSync(join(root, path))) continue;
      missing.push(`${file}:${index + 1}: ${path}`);
    }
  });
}

if (missing.length > 0) {
  console.error(`Paths or sections named that do not exist (${missing.length}):\n${missing.join('\n')}`);
  process.exit(1);
}
console.log(`check-paths: every path and section named in ${files.length} files exists.`);
