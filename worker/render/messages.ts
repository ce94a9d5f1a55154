// The browser's messages: one file per language, parsed into ICU syntax trees here (the browser
// bundle has no ICU parser) and named by its content, so browsers keep it for a year and pages do
// not carry it; `npm run build` writes each into the static assets (docs/routes.md#other-endpoints).
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Language } from '../../shared/constants.ts';
import { messagesOf } from '../../shared/i18n/intl.ts';
import { sha256 } from '../store/hash.ts';

const parsed: Partial<Record<Language, { json: string; path: string }>> = {};

/** A language's messages, parsed and serialized once per isolate, and the address it is served at. */
export function parsedMessages(language: Language): { json: string; path: string } {
  if (parsed[language]) return parsed[language];
  const messages = Object.entries(messagesOf(language)).map(([id, message]) => [id, typeof message === 'string' ? parse(message) : message]);
  const json = JSON.stringify(Object.fromEntries(messages));
  parsed[language] = { json, path: `/_messages/${language}.${sha256(json).slice(0, 8)}.json` };
  return parsed[language];
}
