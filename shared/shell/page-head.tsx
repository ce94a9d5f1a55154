// A page's <head> content. React 19 hoists <title>, <meta> and <link> rendered here into the
// document's <head>, on the server stream and on client-side navigation alike.
import { DEFAULT_LANGUAGE, LANGUAGES, SITE_NAME, type Language } from '../constants.ts';
import { useLanguage } from '../i18n/intl.ts';
import { JsonLd } from './json-ld.tsx';
import { useShellData } from './shell-data.ts';
import { PAGES, type PageName } from '../pages.ts';
import { pageUrl } from '../urls.ts';

const OG_LOCALES: Record<Language, string> = { az: 'az_AZ', en: 'en_US', ru: 'ru_RU' };

/** The default share image (1200×630), in client/public. */
export const SHARE_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630 };
/** The square logo for structured data, in client/public. */
export const LOGO_IMAGE_PATH = '/logo.png';

export interface PageHeadProps {
  /** The page's own title; the site name tag is added. */
  title: string;
  description?: string;
  keywords?: string;
  /** Defaults to "index, follow". */
  robots?: string;
  /** A page of the table (shared/pages.ts): its path is the canonical one. */
  page?: PageName;
  /**
   * Else the page's path after /{lang}/ ('products/abc'), with its query if it matters. Without
   * either there are no canonical and alternate links (error views).
   */
  path?: string;
  /** Share image; absolute, or a path on this site. */
  image?: string;
  type?: 'website' | 'product' | 'article';
  jsonLd?: Record<string, unknown>[];
}

export function PageHead({
  title,
  description,
  keywords,
  robots = 'index, follow',
  page,
  path = page && PAGES[page].path,
  image,
  type = 'website',
  jsonLd = [],
}: PageHeadProps) {
  const language = useLanguage();
  const origin = useShellData()?.origin;
  const fullTitle = `${title} | ${SITE_NAME}`;
  const url = origin !== undefined && path !== undefined ? pageUrl(origin, language, path) : undefined;
  const shareImage = image ?? SHARE_IMAGE.path;
  const imageUrl = origin !== undefined && shareImage.startsWith('/') ? `${origin}${shareImage}` : shareImage;
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      <meta name="robots" content={robots} />
      {url ? <link rel="canonical" href={url} /> : null}
      {origin !== undefined && path !== undefined
        ? [...LANGUAGES, 'x-default' as const].map((code) => (
            <link key={code} rel="alternate" hrefLang={code} href={pageUrl(origin, code === 'x-default' ? DEFAULT_LANGUAGE : code, path)} />
          ))
        : null}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      {description ? <meta property="og:description" content={description} /> : null}
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:locale" content={OG_LOCALES[language]} />
      {LANGUAGES.filter((code) => code !== language).map((code) => (
        <meta key={code} property="og:locale:alternate" content={OG_LOCALES[code]} />
      ))}
      <meta property="og:image" content={imageUrl} />
      {image ? null : <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />}
      {image ? null : <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      <meta name="twitter:image" content={imageUrl} />
      {jsonLd.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks have no id of their own and come anew with each page, never reordered.
        <JsonLd key={index} data={item} />
      ))}
    </>
  );
}
