// A page: React Router's static handler runs the route table's loaders, then Hono's React renderer
// (@hono/react-renderer, React's renderToReadableStream) streams the document; crawlers get it
// whole at once. Every visitor of an address gets the same bytes: the router's state and the files
// the page loader fetches are JSON data blocks, and the two inline scripts are the same on every
// page (page-loader.ts, the speculation rules). So a shared cache may keep the answer, and its ETag is worked out from what the
// page is made of before anything is rendered: a matching If-None-Match costs the loaders only.
import { reactRenderer } from '@hono/react-renderer';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isbot } from 'isbot';
import type { ReactNode } from 'react';
import { preinit } from 'react-dom';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  RouterContextProvider,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { contactResultContext, type ContactResult } from '../../shared/contact/rules.ts';
import { dataSourceContext } from '../../shared/data/source.ts';
import { ROUTER_STATE_ID, type Language } from '../../shared/constants.ts';
import { Document } from '../../shared/shell/document.tsx';
import { JsonScript, jsonInScript } from '../../shared/shell/json-ld.tsx';
import { provideServerMessages } from '../../shared/messages.server.ts';
import { routes } from '../../shared/routes.tsx';
import { pageModuleOf } from '../../shared/page-route.ts';
import { CLIENT_BUILD, entryFiles, moduleFiles } from './assets.ts';
import { PAGE_FILES_ID, PAGE_LOADER, type PageFiles } from './page-loader.ts';
import { mediaHosts, readConfig, turnstileSiteKey } from '../core/config.ts';
import type { WorkerEnv } from '../core/env.ts';
import { dataAnswerHeaders, NO_STORE, notModified, notModifiedFor, weakEtag } from '../core/http-cache.ts';
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

/** The router's state as React Router's own hydration script would carry it (errors serialized the same way). */
export function routerState(context: StaticHandlerContext): string {
  const serialized = (error: unknown) => {
    if (isRouteErrorResponse(error)) return { ...error, __type: 'RouteErrorResponse' };
    if (error instanceof Error) return { message: error.message, __type: 'Error', ...(error.name === 'Error' ? {} : { __subType: error.name }) };
    return error;
  };
  const errors = context.errors ? Object.fromEntries(Object.entries(context.errors).map(([id, error]) => [id, serialized(error)])) : null;
  return jsonInScript({ loaderData: context.loaderData, actionData: context.actionData, errors });
}

/**
 * The page for `request` (the public address of a GET, or of the contact form's POST) from the
 * request's data source. `shared`: whether caches shared by visitors may keep it (not when it names
 * the request's own host); `contactResult`: a contact form posted without JavaScript, as the contact
 * route answered it, for the contact page's loader.
 */
export async function renderPage(
  c: Context<WorkerEnv>,
  request: Request,
  language: Language,
  { shared = false, contactResult }: { shared?: boolean; contactResult?: ContactResult } = {},
): Promise<Response> {
  const requestContext = new RouterContextProvider();
  requestContext.set(dataSourceContext, c.get('dataSource'));
  if (contactResult) requestContext.set(contactResultContext, contactResult);
  const context = await handler.query(request, { requestContext });
  // What may keep it: the contact form's answer and the dev server's pages, nothing.
  const mayKeep = !contactResult && !import.meta.env.DEV;
  const dataHeaders = dataAnswerHeaders(readConfig(c.env).cache, c.get('readDependencies'), shared);
  if (context instanceof Response) {
    // A loader's permanent redirect (the compare page's known products) follows from the data it
    // read: kept, like a page, while that data stays fresh, and purged with it.
    if (context.status === 301 && mayKeep) for (const [name, value] of Object.entries(dataHeaders)) context.headers.set(name, value);
    return context;
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  let status = context.statusCode;
  const pages = context.matches.flatMap((match) => pageModuleOf(match.route) ?? []).map(moduleFiles);
  const entry = entryFiles();
  const files: PageFiles = { entry: entry.scripts, chunks: pages.flatMap((page) => page.scripts), messages: parsedMessages(language).path };
  const state = routerState(context);
  const media = mediaHosts(c.env);
  const siteKey = turnstileSiteKey(c.env);

  // An error, nothing either.
  const keepable = mayKeep && (status === 200 || status === 404);
  const caching = keepable ? dataHeaders : { ...NO_STORE };
  const etag =
    keepable && status === 200
      ? weakEtag(CLIENT_BUILD, PAGE_LOADER, request.url, String(status), media ? `${media.uploads} ${media.variants}` : '', siteKey ?? '', state)
      : undefined;
  if (etag && notModifiedFor(c.req.header('if-none-match'), etag)) {
    c.get('metrics').page = 'not-modified';
    return notModified(etag, caching);
  }
  c.get('metrics').page = 'render';

  // The renderer's options hold the page's loader and its files, so it is made for each page (a
  // closure or two); see docs/decisions/009-hono-react-renderer-per-page.md.
  const renderer = reactRenderer(undefined, {
    // Only these headers: its default adds Transfer-Encoding, which the runtime sets itself.
    stream: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Language': language },
    readableStreamOptions: {
      bootstrapScriptContent: PAGE_LOADER,
      onError(error) {
        // The whole document is the shell (no deferred data: decision 003), so this comes before
        // the answer's headers are sent and decides its status.
        status = 500;
        c.status(500);
        log('error', String(error), { url: request.url });
      },
    },
  });
  await renderer(c, async () => {});
  c.status(status as ContentfulStatusCode);
  const rendered = await c.render(
    <Resources styles={[...entry.styles, ...pages.flatMap((page) => page.styles)]}>
      <Document language={language} mediaOrigin={media} turnstileSiteKey={siteKey}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
        <JsonScript id={ROUTER_STATE_ID} json={state} />
        <JsonScript id={PAGE_FILES_ID} json={jsonInScript(files)} />
      </Document>
    </Resources>,
  );
  const { headers } = rendered;
  const final = status === 200 || status === 404 ? caching : NO_STORE;
  for (const [name, value] of Object.entries(final)) headers.set(name, value);
  if (etag && status === 200) headers.set('ETag', etag);
  // The maintenance page: try again soon.
  if (status === 503) headers.set('Retry-After', String(MAINTENANCE_RETRY_AFTER_SECONDS));
  // Crawlers (and scripts) get the complete document at once; people get it streamed.
  if (isbot(request.headers.get('user-agent'))) return new Response(await rendered.bytes(), { status, headers });
  return rendered;
}
