// Messages with @formatjs/intl. A page needs one language only: the server has every language's
// messages (shared/messages.server.ts); the browser gets its page's language already parsed
// (worker/render/messages.ts) before hydrating and never bundles the texts themselves.
import { createIntl, createIntlCache, DEFAULT_INTL_CONFIG, InvalidConfigError, type IntlShape } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { useParams } from 'react-router';
import { formatCount } from '../format/price.ts';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../constants.ts';

/**
 * The message keys: shared/messages.server.ts, which assembles every feature's texts, adds them
 * by declaration merging, so this runtime imports no feature, not even a type.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging.
export interface MessageKeys {}
export type MessageKey = keyof MessageKeys & string;
export type Messages = Record<MessageKey, string>;
/** Messages parsed on the server, as the page carries them: the browser needs no ICU parser. */
export type ParsedMessages = Record<MessageKey, MessageFormatElement[]>;

// Filled by provideMessages: on the server with every language (shared/messages.server.ts), in the
// browser with its page's language (client/entry.tsx).
const messageSets = new Map<Language, Messages | ParsedMessages>();
const cache = createIntlCache();
const intls = new Map<Language, IntlShape<string>>();

/** Makes a language's messages available: in the browser, the ones the page brought. */
export function provideMessages(language: Language, messages: Messages | ParsedMessages): void {
  messageSets.set(language, messages);
  intls.delete(language);
}

/** The messages of a language; in the browser, the page's (any other falls back to it). */
export function messagesOf(language: Language): Messages | ParsedMessages {
  const messages = messageSets.get(language) ?? messageSets.get(DEFAULT_LANGUAGE) ?? LANGUAGES.map((code) => messageSets.get(code)).find(Boolean);
  if (!messages) throw new Error(`No messages for ${language}: provideMessages() before rendering.`);
  return messages;
}

/**
 * A browser loads a language's number and date data on the first Intl.NumberFormat,
 * Intl.DateTimeFormat or supportedLocalesOf call: 60–150 ms of a phone's main thread (Chromium, CPU
 * slowed 4×), in the middle of hydration, where it made the compare page's longest task. Every
 * number and price here is written by hand (shared/format/price.ts) and plurals need only
 * Intl.PluralRules, which is cheap, so nothing needs that data: formatjs would load it only to check
 * that the locale is supported, which az, en and ru always are. So createIntl gets the language as
 * its default locale and an empty locale (it takes the default without a check, and says so through
 * onError: that one notice is dropped), and each message format takes the locale as written.
 */
IntlMessageFormat.resolveLocale = (locales) => new Intl.Locale(typeof locales === 'string' ? locales : locales[0]!);

const reportIntlError: typeof DEFAULT_INTL_CONFIG.onError = (error) => {
  if (!(error instanceof InvalidConfigError)) DEFAULT_INTL_CONFIG.onError(error);
};

export function getIntl(language: Language): IntlShape<string> {
  let intl = intls.get(language);
  if (!intl) {
    intl = createIntl({ locale: '', defaultLocale: language, messages: messagesOf(language), onError: reportIntlError }, cache);
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
    if (options !== undefined) return intlNumberFormat(locales, options);
    // The browser's number format only for a fraction, made when one comes (see resolveLocale above).
    const formatWhole = (value: number | bigint) =>
      Number.isInteger(Number(value)) ? formatCount(Number(value), language) : intlNumberFormat(locales).format(value);
    return { format: formatWhole } as Intl.NumberFormat;
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
