// What `npm run deploy` reads back from wrangler: the machine-readable entries it appends to the
// file named by WRANGLER_OUTPUT_FILE_PATH (one JSON object a line), and, on a failure, its stderr
// made readable: wrangler colours its errors (esbuild's message format) even into a pipe and
// puts what helps most (an onboarding URL, the API's own message, a migration's SQL error) on
// the lines below the first. Wrangler 4.151's source: node_modules/wrangler/wrangler-dist/cli.js.

/** One wrangler command's end: its exit status, its output, and the entries of its output file. */
export interface RunResult {
  status: number;
  stdout: string;
  stderr: string;
  entries: OutputEntry[];
}

/**
 * Entries wrangler writes: `deploy` (cli.js `async function deploy`, about line 180780: targets are
 * the Worker's URLs), `version-upload` (about line 181393: preview_url, preview_alias_url) and
 * `command-failed` (about line 236782: the error's message and, for an API error, its code).
 */
export type OutputEntry =
  | { type: 'deploy'; worker_name: string | null; version_id?: string; targets?: string[] }
  | { type: 'version-upload'; worker_name: string | null; version_id?: string; preview_url?: string; preview_alias_url?: string }
  | { type: 'command-failed'; code?: number; message: string }
  | { type: string };

/** The entries of an output file's text; lines that are not JSON objects are skipped. */
export function parseOutputFile(text: string): OutputEntry[] {
  return text.split('\n').flatMap((line) => {
    try {
      const entry = JSON.parse(line) as unknown;
      return entry && typeof entry === 'object' && 'type' in entry ? [entry as OutputEntry] : [];
    } catch {
      return [];
    }
  });
}

export function entryOf<T extends OutputEntry['type']>(result: RunResult, type: T): Extract<OutputEntry, { type: T }> | undefined {
  return result.entries.find((entry) => entry.type === type) as Extract<OutputEntry, { type: T }> | undefined;
}

// CSI sequences (colours, cursor moves) and OSC ones (terminal hyperlinks).
// biome-ignore lint/suspicious/noControlCharactersInRegex: escape codes are what it removes.
const ESCAPES = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/g;

export const plainText = (text: string) => text.replace(ESCAPES, '');

/** Lines wrangler adds to every error, which say nothing about this one. */
const BOILERPLATE = [/^If you think this is a bug/, /^🪵\s+Logs were written to/, /^Logs were written to/, /^-+$/, /^⛅️ wrangler \d/, /^─+$/];

/**
 * The lines of wrangler's error output that say what went wrong, without escape codes and with
 * the detail lines kept: from the first "✘ [ERROR]" (or warning) to the end, blank and
 * boilerplate lines left out, each trimmed.
 */
export function errorLines(result: Pick<RunResult, 'stdout' | 'stderr'>): string[] {
  const lines = plainText(`${result.stderr}\n${result.stdout}`)
    .split('\n')
    .map((line) => line.trim());
  const first = lines.findIndex((line) => /^[✘▲X]\s*\[(ERROR|WARNING)\]/u.test(line));
  return (first === -1 ? lines : lines.slice(first))
    .map((line) => line.replace(/^[✘▲X]\s*\[(ERROR|WARNING)\]\s*/u, ''))
    .filter((line) => line && !BOILERPLATE.some((pattern) => pattern.test(line)));
}

/** The API error code wrangler reports for a failure: its output file's, else its "[code: N]". */
export function errorCode(result: RunResult): number | undefined {
  const failed = entryOf(result, 'command-failed');
  if (failed && 'code' in failed && typeof failed.code === 'number') return failed.code;
  const code = plainText(result.stderr).match(/\[code: (\d+)\]/)?.[1];
  return code ? Number(code) : undefined;
}
