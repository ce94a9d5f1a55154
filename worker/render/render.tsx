// A page: React Router's static handler runs the route table's loaders, then Hono's React renderer
// (@hono/react-renderer, React's renderToReadableStream) streams the document with the answer's
// nonce on every inline script; crawlers get it whole at once, and a page that rendered without
// error can be kept by the rendered-page cache.
import { reactRenderer } from '@hono/react-renderer';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isbot } from 'isbot';
import type { ReactNode } from 'react';
import { preinit } from 'react-dom';
import { createStaticHandler, createStaticRouter, RouterContextProvider, StaticRouterProvider } from 'react-router';
import { contactResultContext, type ContactResult } from '../../shared/contact/rules.ts';
import { dataSourceContext } from '../../shared/data/source.ts';
import type { Language } from '../../shared/constants.ts';
import { Document } from '../../shared/shell/document.tsx';
import { provideServerMessages } from '../../shared/messages.server.ts';
import { routes } from '../../shared/routes.tsx';
import { pageModuleOf } from '../../shared/page-route.ts';
import { pageAssets } from './assets.ts';
import type { RenderedPage } from '../cache/page-cache.ts';
import { mediaOrigin } from '../core/config.ts';
import type { WorkerEnv } from '../core/env.ts';
import { log } from '../core/log.ts';
import { parsedMessages } from './messages.ts';

const handler = createStaticHandler(routes);
provideServerMessages();
const MAINTENANCE_RETRY_AFTER_SECONDS = 120;

/** Puts the stylesheets of the matched pages' chunks in <head> on the server; in the browser they are already there. */
function Resources({ styles, children }: { styles: string[]; children: ReactNode }) {
  for (const href of styles) preinit(href, { as: 'style', precedence: 'default' });
  return children;
}

/** If the window's load event has not come by then, the client code loads anyway. */
export const HYDRATION_FALLBACK_MS = 3000;

/**
 * The page's inline script that loads the client code (the entry and the matched pages' chunks)
 * and the language's messages once the window has loaded: the stylesheet and the first screen's
 * images get the connection first, and the page, which works without JavaScript, shows before any
 * script is fetched. The entry awaits the messages' promise (window.__pageMessages).
 */
export function clientLoader(entry: string[], chunks: string[], messages: string): string {
  const files = JSON.stringify({ entry, chunks, messages }).replace(/</g, '\\u003c');
  // The elements it adds carry its own nonce: the CSP's 'strict-dynamic' trusts scripts a trusted
  // script adds, and the nonce keeps the modulepreload links allowed as well.
  return `(function(f,n){var done=0;function go(){if(done)return;done=1;window.__pageMessages=fetch(f.messages).then(function(r){if(!r.ok)throw new Error("messages "+r.status);return r.json()});f.chunks.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;document.head.appendChild(l)});f.entry.forEach(function(h){var s=document.createElement("script");s.type="module";s.src=h;s.nonce=n;document.head.appendChild(s)})}if(document.readyState==="complete")go();else{addEventListener("load",go);setTimeout(go,${HYDRATION_FALLBACK_MS})}})(${files},document.currentScript.nonce)`;
}

/** What a page's render may be given besides its address. */
export interface RenderOptions {
  /**
   * For a page with status 200: a promise of the whole page once rendered, which resolves to
   * undefined when the render failed (the rendered-page cache keeps it).
   */
  keep?: (page: Promise<RenderedPage | undefined>) => void;
  /** A contact form posted without JavaScript, as the contact route answered it, for the contact page's loader. */
  contactResult?: ContactResult;
}

/** The page for `request` (a GET of the public address) in the request's nonce, from the request's data source. */
export async function renderPage(c: Context<WorkerEnv>, request: Request, language: Language, { keep, contactResult }: RenderOptions = {}): Promise<Response> {
  const nonce = c.get('nonce');
  const assets = pageAssets();
  const requestContext = new RouterContextProvider();
  requestContext.set(dataSourceContext, c.get('dataSource'));
  if (contactResult) requestContext.set(contactResultContext, contactResult);
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) return context;
  const router = createStaticRouter(handler.dataRoutes, context);
  let status = context.statusCode;
  let failed = false;
  const pages = context.matches.flatMap((match) => {
    const module = pageModuleOf(match.route);
    return module ? [assets.moduleFiles(module)] : [];
  });
  // The renderer's options hold this answer's nonce and the matched pages' files, so it is made
  // for each page (a closure or two); see docs/decisions/009-hono-react-renderer-per-page.md.
  const renderer = reactRenderer(undefined, {
    // Only these headers: its default adds Transfer-Encoding, which the runtime sets itself.
    stream: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Language': language },
    readableStreamOptions: {
      nonce,
      bootstrapScriptContent: clientLoader(
        assets.scripts,
        pages.flatMap((page) => page.scripts),
        parsedMessages(language).path,
      ),
      onError(error) {
        // Before the shell is sent this decides the answer's status; after it, only that the page is not kept.
        status = 500;
        failed = true;
        c.status(500);
        log('error', String(error), { url: request.url });
      },
    },
  });
  await renderer(c, async () => {});
  c.status(status as ContentfulStatusCode);
  const rendered = await c.render(
    <Resources styles={[...assets.styles, ...pages.flatMap((page) => page.styles)]}>
      <Document language={language} nonce={nonce} mediaOrigin={mediaOrigin(c.env)}>
        <StaticRouterProvider router={router} context={context} nonce={nonce} />
      </Document>
    </Resources>,
  );
  const { headers } = rendered;
  if (status === 503) {
    // The maintenance page: try again soon, and never keep this answer anywhere.
    headers.set('Retry-After', String(MAINTENANCE_RETRY_AFTER_SECONDS));
    headers.set('Cache-Control', 'no-store');
  }
  const snapshot = { headers: [...headers], nonce };
  // Crawlers (and scripts) get the complete document at once; people get the shell streamed first.
  if (isbot(request.headers.get('user-agent'))) {
    const body = await rendered.bytes();
    if (keep && status === 200) keep(Promise.resolve(failed ? undefined : { ...snapshot, status, body }));
    return new Response(body, { status, headers });
  }
  if (!keep || status !== 200 || !rendered.body) return rendered;
  // One branch streams to the visitor; the other is collected and kept if nothing failed.
  const [visitor, copy] = rendered.body.tee();
  keep(
    new Response(copy).bytes().then(
      (body) => (failed ? undefined : { ...snapshot, status, body }),
      () => undefined,
    ),
  );
  return new Response(visitor, { status, headers });
}
