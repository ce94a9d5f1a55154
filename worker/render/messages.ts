// The browser's messages: one file per language, parsed into ICU syntax trees here (the
// browser bundle has no ICU parser) and named by its content, so browsers keep it for a year and
// pages do not carry it. A page names its language's file to the client loader (render.tsx).
// `npm run build` writes each file under that name into the static assets (scripts/build.ts), so
// Cloudflare serves it without running the Worker; the route /_messages (worker/routes/messages.ts)
// answers the names that are no file.
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Language } from '../../shared/constants.ts';
import { messagesOf } from '../../shared/i18n/intl.ts';
import { sha256 } from '../store/hash.ts';

const parsed = new Map<Language, { json: string; path: string }>();

/** A language's messages, parsed and serialized once per isolate, and the address it is served at. */
export function parsedMessages(language: Language): { json: string; path: string } {
  let entry = parsed.get(language);
  if (!entry) {
    const messages = Object.entries(messagesOf(language)).map(([id, message]) => [id, typeof message === 'string' ? parse(message) : message]);
    const json = JSON.stringify(Object.fromEntries(messages));
    entry = { json, path: `/_messages/${language}.${sha256(json).slice(0, 8)}.json` };
    parsed.set(language, entry);
  }
  return entry;
}
