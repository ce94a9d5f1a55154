// Messages with @formatjs/intl. A page needs one language only: the server has every catalogue;
// the browser gets its page's language already parsed (worker/messages.ts) before hydrating and
// never bundles the catalogues themselves.
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { useParams } from 'react-router';
import { formatCount } from '../format/price.ts';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../constants.ts';
// biome-ignore lint/style/noRestrictedImports: a type only, erased by the compiler; the catalogues stay on the server.
import type { MessageKey } from './catalogs/az.server.ts';

export type { MessageKey };
export type Messages = Record<MessageKey, string>;
/** Messages parsed on the server, as the page carries them: the browser needs no ICU parser. */
export type ParsedMessages = Record<MessageKey, MessageFormatElement[]>;

// Filled by provideMessages: on the server with every catalogue (catalogs.server.ts), in the browser
// with its page's language (client/entry.tsx).
const catalogs = new Map<Language, Messages | ParsedMessages>();
const cache = createIntlCache();
const intls = new Map<Language, IntlShape<string>>();

/** Makes a catalogue available: in the browser, the one the page brought. */
export function provideMessages(language: Language, messages: Messages | ParsedMessages): void {
  catalogs.set(language, messages);
  intls.delete(language);
}

/** The catalogue of a language; in the browser, the page's (any other falls back to it). */
export function messagesOf(language: Language): Messages | ParsedMessages {
  const messages = catalogs.get(language) ?? catalogs.get(DEFAULT_LANGUAGE) ?? LANGUAGES.map((code) => catalogs.get(code)).find(Boolean);
  if (!messages) throw new Error(`No message catalogue for ${language}: provideMessages() before rendering.`);
  return messages;
}

export function getIntl(language: Language): IntlShape<string> {
  let intl = intls.get(language);
  if (!intl) {
    intl = createIntl({ locale: language, defaultLocale: DEFAULT_LANGUAGE, messages: messagesOf(language) }, cache);
    groupCountsOurselves(intl, language);
    oneFormatPerMessage(intl);
    intls.set(language, intl);
  }
  return intl;
}

/**
 * formatjs memoizes a message's formatter under a key that JSON-serializes its arguments, the
 * formats included, on every call: a tenth of a page's render went there. Within one intl object
 * the locale, formats and options are fixed, so the message alone is the key (messages are few).
 */
function oneFormatPerMessage(intl: IntlShape<string>): void {
  const getMessageFormat = intl.formatters.getMessageFormat;
  const formats = new Map<unknown, ReturnType<typeof getMessageFormat>>();
  intl.formatters.getMessageFormat = ((message, locales, ...rest) => {
    if (locales !== intl.locale) return getMessageFormat(message, locales, ...rest);
    let format = formats.get(message);
    if (!format) {
      format = getMessageFormat(message, locales, ...rest);
      formats.set(message, format);
    }
    return format;
  }) as typeof getMessageFormat;
}

/**
 * ICU '#' and plain {n, number} ask the formatters for a number format without options; workerd's
 * trimmed az data would print "1,234" there while a browser prints "1.234", so whole numbers
 * go through formatCount instead and the server and the browser write the same string.
 */
function groupCountsOurselves(intl: IntlShape<string>, language: Language): void {
  const intlNumberFormat = intl.formatters.getNumberFormat;
  intl.formatters.getNumberFormat = (locales, options) => {
    const format = intlNumberFormat(locales, options);
    if (options !== undefined) return format;
    const formatWhole = (value: number | bigint) => (Number.isInteger(Number(value)) ? formatCount(Number(value), language) : format.format(value));
    return Object.create(format, { format: { value: formatWhole } }) as Intl.NumberFormat;
  };
}

/** The page's language, from the route's /:lang segment. */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

export type MessageValues = Record<string, string | number>;

/** A message in a language, where no component renders it (in a component: useT). */
export function translate(language: Language, id: MessageKey, values?: MessageValues): string {
  return getIntl(language).formatMessage({ id }, values);
}

/** t('key', values) in the page's language. */
export function useT() {
  const language = useLanguage();
  return (id: MessageKey, values?: MessageValues) => translate(language, id, values);
}
