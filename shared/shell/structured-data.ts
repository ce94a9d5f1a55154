// schema.org data the pages publish as JSON-LD.
import type { ContactInformation } from '../data/types.ts';
import { LANGUAGES, SITE_NAME, type Language } from '../constants.ts';
import { LOGO_IMAGE_PATH } from './page-head.tsx';
import { pageUrl, PRODUCTS_PATH } from '../urls.ts';

/** The company (home and about): name, url, logo, customer-service phone, area AZ, languages, socials. */
export function organizationData(origin: string, language: Language, contact: ContactInformation, texts: { description: string; slogan: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: pageUrl(origin, language, ''),
    logo: `${origin}${LOGO_IMAGE_PATH}`,
    description: texts.description,
    slogan: texts.slogan,
    ...(contact.email ? { email: contact.email } : {}),
    ...(contact.address ? { address: { '@type': 'PostalAddress', streetAddress: contact.address, addressCountry: 'AZ' } } : {}),
    ...(contact.phone
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            telephone: contact.phone,
            contactType: 'customer service',
            areaServed: 'AZ',
            availableLanguage: [...LANGUAGES],
          },
        }
      : {}),
    sameAs: contact.socials.map((social) => social.url),
  };
}

/** The site's search (the product list): a WebSite with a SearchAction on the product list. */
export function websiteSearchData(origin: string, language: Language) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: pageUrl(origin, language, ''),
    inLanguage: language,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${pageUrl(origin, language, PRODUCTS_PATH)}?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** A trail of pages (each a name and a path after /{lang}/) as a BreadcrumbList. */
export function breadcrumbData(origin: string, language: Language, trail: readonly { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((entry, index) => ({ '@type': 'ListItem', position: index + 1, name: entry.name, item: pageUrl(origin, language, entry.path) })),
  };
}
