// The browser's messages: one file per language, parsed into ICU syntax trees here (the
// browser bundle has no ICU parser) and named by its content, so browsers keep it for a year and
// pages do not carry it. A page names its language's file to the client loader (render.tsx).
// `npm run build` writes each file under that name into the static assets (scripts/build.ts), so
// Cloudflare serves it without running the Worker; the route /_messages (worker/routes/messages.ts)
// answers the names that are no file.
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Language } from '../../shared/constants.ts';
import { messagesOf } from '../../shared/i18n/intl.ts';

interface ParsedMessageSet {
  json: string;
  path: string;
}

const parsed = new Map<Language, ParsedMessageSet>();

/** 32-bit FNV-1a of a string, in base 36: enough to tell one messages file's versions apart. */
function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** A language's messages, parsed and serialized once per isolate, and the address it is served at. */
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
