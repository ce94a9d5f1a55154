// Security headers on every answer the Worker gives (static assets get the same ones from
// client/public/_headers), with a strict CSP without a nonce, so that every visitor of an address
// gets the same bytes (docs/security.md#a-strict-content-security-policy).
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders, type ContentSecurityPolicyOptionHandler } from 'hono/secure-headers';
import { TURNSTILE_ORIGIN } from '../../shared/contact/rules.ts';
import { createDataApi } from '../../shared/data/api.ts';
import { SPECULATION_RULES_JSON } from '../../shared/shell/speculation-rules.tsx';
import { origins, turnstileSiteKey } from '../core/config.ts';
import { PAGE_LOADER } from '../render/page-loader.ts';
import type { WorkerEnv } from '../core/env.ts';

/** Where browsers send CSP violation reports. */
export const CSP_REPORT_PATH = '/_csp-report';

type Options = NonNullable<Parameters<typeof secureHeaders>[0]>;
/** A directive's sources for this request, each once ('none' for none); Hono hands it a plain Context, this Worker's has its bindings and variables. */
const directive = (sources: (c: Context<WorkerEnv>) => string[]) =>
  ((c: Context<WorkerEnv>) => [...new Set(sources(c))].join(' ') || "'none'") as unknown as ContentSecurityPolicyOptionHandler;

/** The script-src source that allows one inline script, by the SHA-256 of its text (worked out once, when the Worker starts). */
const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const contentSecurityPolicy: Options['contentSecurityPolicy'] = {
  defaultSrc: ["'self'"],
  // The two inline scripts every page has: the page loader and, until hydration, the speculation rules.
  scriptSrc: [hashSource(PAGE_LOADER), hashSource(SPECULATION_RULES_JSON), "'strict-dynamic'"],
  // Style attributes (React's style props, Swiper's and the lightbox's inline styles).
  styleSrc: ["'self'", "'unsafe-inline'"],
  // The upstream's origin (its /media/: SVGs and GIFs), the media host of the variants (MEDIA_HOST) and configured image hosts.
  imgSrc: [directive((c) => ["'self'", 'data:', ...origins(c.env.UPSTREAM_URL), ...origins(c.env.MEDIA_HOST), ...origins(c.env.CSP_IMG_SRC)])],
  fontSrc: ["'self'"],
  connectSrc: [directive((c) => ["'self'", ...origins(c.env.CSP_CONNECT_SRC)])],
  // The contact page's map (read from the contact information), Turnstile's challenge while it is on
  // (its script needs nothing more: our trusted code adds it), and configured origins.
  frameSrc: [directive((c) => [...(c.get('frameOrigins') ?? []), ...(turnstileSiteKey(c.env) ? [TURNSTILE_ORIGIN] : []), ...origins(c.env.CSP_FRAME_SRC)])],
  mediaSrc: ["'none'"],
  workerSrc: ["'none'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  reportUri: [CSP_REPORT_PATH],
  reportTo: 'csp',
};

/**
 * Powerful features the site never uses; only those Chromium knows, since it logs every other
 * name as an unrecognized feature on every page (ambient-light-sensor, battery and bluetooth).
 */
const permissionsPolicy = Object.fromEntries(
  [
    'accelerometer',
    'autoplay',
    'browsingTopics',
    'camera',
    'displayCapture',
    'geolocation',
    'gyroscope',
    'hid',
    'identityCredentialsGet',
    'idleDetection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'publickeyCredentialsGet',
    'screenWakeLock',
    'serial',
    'usb',
    'xrSpatialTracking',
  ].map((feature) => [feature, false]),
);

const common: Options = {
  contentSecurityPolicy,
  permissionsPolicy,
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  crossOriginOpenerPolicy: true,
  // Images and the map come from other origins; the site's own files may be embedded anywhere.
  crossOriginResourcePolicy: false,
  reportingEndpoints: [{ name: 'csp', url: CSP_REPORT_PATH }],
};

// HSTS on every answer, whichever scheme the request came by, unless the configured origin is http
// (a local one): docs/security.md#headers-on-every-answer says why.
const withHsts = secureHeaders({ ...common, strictTransportSecurity: 'max-age=31536000; includeSubDomains' });
const withoutHsts = secureHeaders({ ...common, strictTransportSecurity: false });

export const securityHeaders: MiddlewareHandler<WorkerEnv> = (c, next) => (c.env.SITE_ORIGIN?.trim().startsWith('http:') ? withoutHsts : withHsts)(c, next);

/**
 * The contact page frames its map: the origin of the map_url its contact information names joins
 * the frame-src. On every page, and read from this request's own contact information, never from
 * what an isolate remembers, since the Workers Cache keeps the CSP with the page for every visitor.
 * Without contact information the upstream's origin, where the reference API's map lives, stands in.
 */
export const mapFrameOrigin: MiddlewareHandler<WorkerEnv> = async (c, next) => {
  const language = c.get('language');
  if (language) {
    const information = await createDataApi(c.get('dataSource'), language)
      .contactInformation()
      .catch(() => undefined);
    c.set('frameOrigins', origins(information ? (information.map_url ?? undefined) : c.env.UPSTREAM_URL));
  }
  await next();
};
