import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { useParams } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../constants.ts';
import { az, type MessageKey } from './catalogs/az.ts';
import { en } from './catalogs/en.ts';
import { ru } from './catalogs/ru.ts';

export type { MessageKey };
export const CATALOGS: Record<Language, Record<MessageKey, string>> = { az, en, ru };

const cache = createIntlCache();
const intls = new Map<Language, IntlShape<string>>();

export function getIntl(language: Language): IntlShape<string> {
  let intl = intls.get(language);
  if (!intl) {
    intl = createIntl({ locale: language, defaultLocale: DEFAULT_LANGUAGE, messages: CATALOGS[language] }, cache);
    intls.set(language, intl);
  }
  return intl;
}

/** The page's language, from the route's /:lang segment. */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** t('key', values) in the page's language. */
export function useT() {
  const intl = getIntl(useLanguage());
  return (id: MessageKey, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}
