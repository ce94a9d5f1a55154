import { describe, expect, it } from 'vitest';
import { messages } from '../messages.server.ts';
import type { MessageKey } from './intl.ts';

/** Every text the specification (../shared/spec/SPEC.md, beside the repository) quotes in English, and the message that shows it. The spec
 * writes some labels in lower case ('see all', 'new'); as a button or a heading they start with a
 * capital, and only that first letter may differ. */
const SPEC_TEXTS: [spec: string, key: MessageKey, capitalized?: 'capitalized'][] = [
  ['They chose us!', 'reference.title'],
  ['Page Not Found', 'notFound.title'],
  ['The page you are looking for was not found.', 'notFound.message'],
  ['Error!', 'error.title'],
  ['An error occurred!', 'error.message'],
  ['Unfortunately, an error occurred!', 'search.error'],
  ['see all', 'search.seeAll', 'capitalized'],
  ['New arrivals', 'home.newArrivals'],
  ['Explore our products', 'home.explore'],
  ['see all', 'home.seeAll', 'capitalized'],
  ['Success!', 'contact.success.title'],
  ['Product Not Found', 'list.notFound'],
  ['new', 'product.new', 'capitalized'],
  ['Oops!', 'productDetail.notFound.title'],
  ['additional info', 'productDetail.additionalInfo', 'capitalized'],
  ['similar products', 'productDetail.similar', 'capitalized'],
  ['Certificate Not Found', 'certificates.empty'],
  ['No Partners Found', 'partners.empty'],
];

const expected = (spec: string, capitalized?: string) => (capitalized ? spec.charAt(0).toUpperCase() + spec.slice(1) : spec);

describe('texts the specification quotes', () => {
  it.each(SPEC_TEXTS)("en shows '%s' word for word (%s)", (spec, key, capitalized) => {
    expect(messages.en[key]).toBe(expected(spec, capitalized));
  });

  it.each(SPEC_TEXTS)("az and ru translate '%s' (%s), never copy the English", (spec, key) => {
    for (const language of ['az', 'ru'] as const) {
      expect(messages[language][key].toLowerCase(), `${language} ${key}`).not.toBe(spec.toLowerCase());
    }
  });
});
