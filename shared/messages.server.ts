// Every text of the site, for the server only: the one place that assembles all features' sets.
// The browser gets its page's language already parsed (worker/render/messages.ts) and bundles neither
// these texts nor an ICU parser.
import type { Language } from './constants.ts';
import { companyMessages } from './company/messages.server.ts';
import { compareMessages } from './compare/messages.server.ts';
import { contactMessages } from './contact/messages.server.ts';
import { quoteMessages } from './contact/quote-messages.server.ts';
import { homeMessages } from './home/messages.server.ts';
import { provideMessages, type Messages } from './i18n/intl.ts';
import { productDetailMessages } from './product-detail/messages.server.ts';
import { productListMessages } from './product-list/messages.server.ts';
import { shellMessages } from './shell/messages.server.ts';

/** Every message in every language; Azerbaijani is the default and the fallback. The type checks
 * that each language has every key. */
export const messages: Record<Language, Messages> = {
  az: {
    ...shellMessages.az,
    ...homeMessages.az,
    ...productListMessages.az,
    ...productDetailMessages.az,
    ...companyMessages.az,
    ...contactMessages.az,
    ...quoteMessages.az,
    ...compareMessages.az,
  },
  en: {
    ...shellMessages.en,
    ...homeMessages.en,
    ...productListMessages.en,
    ...productDetailMessages.en,
    ...companyMessages.en,
    ...contactMessages.en,
    ...quoteMessages.en,
    ...compareMessages.en,
  },
  ru: {
    ...shellMessages.ru,
    ...homeMessages.ru,
    ...productListMessages.ru,
    ...productDetailMessages.ru,
    ...companyMessages.ru,
    ...contactMessages.ru,
    ...quoteMessages.ru,
    ...compareMessages.ru,
  },
};

/** Every set's keys make MessageKey, so that the i18n runtime below knows no feature. */
type Keys = typeof shellMessages.az &
  typeof homeMessages.az &
  typeof productListMessages.az &
  typeof productDetailMessages.az &
  typeof companyMessages.az &
  typeof contactMessages.az &
  typeof quoteMessages.az &
  typeof compareMessages.az;
declare module './i18n/intl.ts' {
  interface MessageKeys extends Record<keyof Keys, true> {}
}

/** Gives getIntl() and translate() every language on the server. */
export function provideServerMessages(): void {
  for (const [language, texts] of Object.entries(messages) as [Language, Messages][]) provideMessages(language, texts);
}
