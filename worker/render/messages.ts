// The browser's message catalogue: one file per language, parsed into ICU syntax trees here (the
// browser bundle has no ICU parser) and named by its content, so browsers keep it for a year and
// pages do not carry it. A page names its language's file to the client loader (worker/render.tsx).
import { parse } from '@formatjs/icu-messageformat-parser';
import { Hono } from 'hono';
import { isLanguage, type Language } from '../../shared/constants.ts';
import { messagesOf } from '../../shared/i18n/intl.ts';
import type { WorkerEnv } from '../core/env.ts';

interface ParsedMessageSet {
  json: string;
  path: string;
}

const parsed = new Map<Language, ParsedMessageSet>();

/** 32-bit FNV-1a of a string, in base 36: enough to tell one catalogue's versions apart. */
function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** A language's catalogue, parsed and serialized once per isolate, and the address it is served at. */
export function parsedMessages(language: Language): ParsedMessageSet {
  let entry = parsed.get(language);
  if (!entry) {
    const messages = Object.entries(messagesOf(language)).map(([id, message]) => [id, typeof message === 'string' ? parse(message) : message]);
    const json = JSON.stringify(Object.fromEntries(messages));
    entry = { json, path: `/_messages/${language}.${contentHash(json)}.json` };
    parsed.set(language, entry);
  }
  return entry;
}

export const messages = new Hono<WorkerEnv>().get('/_messages/:file{[a-z]{2}\\.[0-9a-z]{1,8}\\.json}', (c) => {
  const [language] = c.req.param('file').split('.');
  if (!isLanguage(language)) return c.text('Not Found', 404);
  const { json, path } = parsedMessages(language);
  // A page rendered before a deploy may ask for the previous version: it gets the current one,
  // which nobody may keep under the old name.
  const current = c.req.path === path;
  return c.body(json, 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
});
