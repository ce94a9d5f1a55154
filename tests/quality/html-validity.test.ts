// Gate: the server-rendered HTML of every page in the list passes the Nu HTML Checker.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSite } from '../support/site-and-browser.ts';
import { LOCALIZED_PAGES } from './pages.ts';

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const site = useSite();
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vnu-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

describe('valid HTML', () => {
  it(`has no Nu HTML Checker error on ${LOCALIZED_PAGES.length} pages`, async () => {
    const files = new Map<string, string>();
    for (const page of LOCALIZED_PAGES) {
      const html = await (await fetch(`${site.url}${page.url}`)).text();
      const file = join(dir, `${page.language}-${page.name.replace(/\W+/g, '-')}.html`);
      await writeFile(file, html);
      files.set(`file:${file}`, page.url);
    }
    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...[...files.keys()].map((url) => url.slice(5))],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: NodeJS.ErrnoException & { stderr?: string }) => {
      if (error.code === 'ENOENT') throw new Error('The Nu HTML Checker needs Java: sudo apt-get install -y default-jre-headless');
      throw error;
    });
    const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages.filter((m) => m.type === 'error');
    const readable = messages.map((m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? '?'} ${m.message} ${m.extract ?? ''}`.trim());
    expect(readable).toEqual([]);
  }, 120_000);
});
