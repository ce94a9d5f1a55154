// The shell's own data: contact information and categories, loaded once by the root route
// and shared by the header, footer and page heads.
import { data, useRouteLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { dataApi } from '../data/api.ts';
import { UpstreamError, toRouteError } from '../data/errors.ts';
import { isLanguage } from '../constants.ts';

export const ROOT_ROUTE_ID = 'root';

/**
 * The shell cannot do without its data: maintenance stays maintenance (503), any other failure,
 * a 404 from the upstream included, is the generic error view (500), never "page not found".
 */
function shellFailure(errors: unknown[]): unknown {
  const maintenance = errors.find((error) => error instanceof UpstreamError && error.kind === 'maintenance');
  return maintenance ? toRouteError(maintenance) : data({ kind: 'upstream' }, { status: 500 });
}

export async function shellLoader({ params, request, context }: LoaderFunctionArgs) {
  if (!isLanguage(params.lang)) throw data(null, { status: 404 });
  const api = dataApi({ context, request }, params.lang);
  // Both calls settle before the loader answers, failed or not: no upstream call of this request
  // is left running after it (the worker shares in-flight calls between requests).
  const [contact, categories] = await Promise.allSettled([api.contactInformation(), api.categories()]);
  if (contact.status === 'rejected' || categories.status === 'rejected') {
    throw shellFailure([contact, categories].flatMap((result) => (result.status === 'rejected' ? [result.reason] : [])));
  }
  return {
    /** The site's origin as the visitor reached it, for canonical and alternate links. */
    origin: new URL(request.url).origin,
    /** The server's year, so that the copyright line hydrates to the same text. */
    year: new Date().getFullYear(),
    contact: contact.value,
    categories: categories.value.results,
  };
}

export type ShellData = Awaited<ReturnType<typeof shellLoader>>;

/** The shell data is the same for every page of a language: load it once, not per navigation. */
export function shouldRevalidateShell({ currentParams, nextParams }: ShouldRevalidateFunctionArgs): boolean {
  return currentParams.lang !== nextParams.lang;
}

/** The shell data, or undefined where it failed to load (the error views' minimal shell). */
export function useShellData(): ShellData | undefined {
  return useRouteLoaderData<typeof shellLoader>(ROOT_ROUTE_ID);
}
