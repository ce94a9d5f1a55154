import type { ReactNode } from 'react';
import { preinit, preloadModule } from 'react-dom';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, RouterContextProvider, StaticRouterProvider } from 'react-router';
import { catalogSourceContext, type CatalogSource } from '../shared/catalog/source.ts';
import type { Language } from '../shared/constants.ts';
import { Document } from '../shared/document.tsx';
import { routes } from '../shared/routes.tsx';
import { pageModuleOf } from '../shared/routes/lazy.ts';
import type { PageAssets } from './assets.ts';

const handler = createStaticHandler(routes);
const MAINTENANCE_RETRY_AFTER_SECONDS = 120;

/** Crawlers get the complete document at once; people get the shell streamed first. */
const BOTS = /bot|crawler|spider|crawling|slurp|facebookexternalhit|embedly|preview|lighthouse/i;

/**
 * Puts the stylesheets and the modulepreloads of the matched pages' chunks in <head> on the
 * server; in the browser they are already there.
 */
function Resources({ styles, modules, children }: { styles: string[]; modules: string[]; children: ReactNode }) {
  for (const href of styles) preinit(href, { as: 'style', precedence: 'default' });
  for (const href of modules) preloadModule(href);
  return children;
}

export async function renderPage(
  request: Request,
  language: Language,
  source: CatalogSource,
  assets: PageAssets,
): Promise<Response> {
  const requestContext = new RouterContextProvider();
  requestContext.set(catalogSourceContext, source);
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) return context;
  const router = createStaticRouter(handler.dataRoutes, context);
  let status = context.statusCode;
  const pages = context.matches.flatMap((match) => {
    const module = pageModuleOf(match.route);
    return module ? [assets.moduleFiles(module)] : [];
  });
  const stream = await renderToReadableStream(
    <Resources
      styles={[...assets.styles, ...pages.flatMap((page) => page.styles)]}
      modules={pages.flatMap((page) => page.scripts)}
    >
      <Document language={language}>
        <StaticRouterProvider router={router} context={context} />
      </Document>
    </Resources>,
    {
      bootstrapModules: assets.scripts,
      onError(error) {
        status = 500;
        console.error(JSON.stringify({ level: 'error', message: String(error), url: request.url }));
      },
    },
  );
  if (BOTS.test(request.headers.get('user-agent') ?? '')) await stream.allReady;
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Content-Language': language });
  if (status === 503) {
    // The maintenance page: try again soon, and never keep this answer anywhere.
    headers.set('Retry-After', String(MAINTENANCE_RETRY_AFTER_SECONDS));
    headers.set('Cache-Control', 'no-store');
  }
  return new Response(stream, { status, headers });
}
