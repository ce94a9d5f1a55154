// Security headers on every answer the Worker gives (static assets get the same ones from
// client/public/_headers), with a strict CSP whose nonce is new for every answer.
import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders, type ContentSecurityPolicyOptionHandler } from 'hono/secure-headers';
import { createDataApi } from '../../shared/data/api.ts';
import type { Language } from '../../shared/constants.ts';
import { origins } from '../core/config.ts';
import type { WorkerEnv } from '../core/env.ts';
import { TURNSTILE_ORIGIN, turnstileSiteKey } from '../contact/turnstile.ts';

/** Where browsers send CSP violation reports. */
export const CSP_REPORT_PATH = '/_csp-report';

type Options = NonNullable<Parameters<typeof secureHeaders>[0]>;
type Directive = (c: Context<WorkerEnv>) => string;
const list = (values: string[]) => [...new Set(values)].join(' ');

/** Images: the site, data: URLs, the upstream's origin (its /media/) and any configured media hosts. */
const imageSources: Directive = (c) => list(["'self'", 'data:', ...origins(c.env.UPSTREAM_URL), ...origins(c.env.CSP_IMG_SRC)]);
/**
 * Frames: the contact page's map (read from the contact information), Turnstile's challenge while
 * it is on (its script needs nothing more: our nonce'd code adds it), and configured origins.
 */
const frameSources: Directive = (c) =>
  list([...(c.get('frameOrigins') ?? []), ...(turnstileSiteKey(c.env) ? [TURNSTILE_ORIGIN] : []), ...origins(c.env.CSP_FRAME_SRC)]) || "'none'";
const connectSources: Directive = (c) => list(["'self'", ...origins(c.env.CSP_CONNECT_SRC)]);

/** Hono hands directive functions a plain Context; this Worker's has its bindings and variables. */
const directive = (fn: Directive) => fn as unknown as ContentSecurityPolicyOptionHandler;

const contentSecurityPolicy: Options['contentSecurityPolicy'] = {
  defaultSrc: ["'self'"],
  scriptSrc: [NONCE, "'strict-dynamic'"],
  // Style attributes (React's style props, Swiper's and the lightbox's inline styles).
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: [directive(imageSources)],
  fontSrc: ["'self'"],
  connectSrc: [directive(connectSources)],
  frameSrc: [directive(frameSources)],
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

/** Powerful features the site never uses. */
const permissionsPolicy = Object.fromEntries(
  [
    'accelerometer',
    'ambientLightSensor',
    'autoplay',
    'battery',
    'bluetooth',
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

// HSTS only where it means something: an answer over https.
const overHttps = secureHeaders({ ...common, strictTransportSecurity: 'max-age=31536000; includeSubDomains' });
const overHttp = secureHeaders({ ...common, strictTransportSecurity: false });

/** The headers, and the answer's nonce as the context variable `nonce`. */
export const securityHeaders: MiddlewareHandler<WorkerEnv> = (c, next) =>
  (new URL(c.req.url).protocol === 'https:' ? overHttps : overHttp)(c, async () => {
    c.set('nonce', c.get('secureHeadersNonce')!);
    await next();
  });

/** How long an isolate uses a language's map origin before reading the contact information again. */
const MAP_ORIGIN_MEMO_MS = 60_000;
const mapOrigins = new Map<string, { origins: string[]; until: number }>();

function readMapOrigin(c: Context<WorkerEnv>, language: Language): Promise<void> {
  return createDataApi(c.get('dataSource'), language)
    .contactInformation()
    .then(
      ({ map_url }) => void mapOrigins.set(language, { origins: origins(map_url ?? ''), until: Date.now() + MAP_ORIGIN_MEMO_MS }),
      // The page itself shows why the contact information is missing; the origin stays as it was.
      () => undefined,
    );
}

/**
 * The contact page frames its map: its origin joins the CSP's frame-src. On every page, since a
 * visitor may reach the contact page by client-side navigation under the first page's CSP. The
 * origin is read from the contact information (the shell's own data, so the same cache entry)
 * and kept a minute per isolate. Only the contact page waits for the first read; elsewhere the
 * read runs beside the render, which it must not delay, and until it lands the upstream's origin
 * (where the map of the reference API lives) stands in.
 */
export const mapFrameOrigin: MiddlewareHandler<WorkerEnv> = async (c, next) => {
  const language = c.get('language');
  if (language) {
    const known = mapOrigins.get(language);
    if (!known || known.until <= Date.now()) {
      const read = readMapOrigin(c, language);
      if (!known && /^\/[^/]+\/contact\/?$/.test(c.req.path)) await read;
      else c.executionCtx.waitUntil(read);
    }
    c.set('frameOrigins', mapOrigins.get(language)?.origins ?? origins(c.env.UPSTREAM_URL));
  }
  await next();
};
