import { data } from 'react-router';

/** How an upstream call failed, as docs/upstream-contract.md tells them apart. */
export type UpstreamErrorKind = 'maintenance' | 'not-found' | 'invalid-request' | 'upstream';

export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

export function kindOfStatus(status: number): UpstreamErrorKind {
  if (status === 503) return 'maintenance';
  if (status === 404) return 'not-found';
  if (status === 400) return 'invalid-request';
  return 'upstream';
}

/** HTTP status of the page a failed loader leads to: 404, 503, or 500 for the error view. */
export const PAGE_STATUS: Record<UpstreamErrorKind, number> = {
  maintenance: 503,
  'not-found': 404,
  'invalid-request': 500,
  upstream: 500,
};

/** A loader's failure as a route error response, so the page and its status follow it. */
export function toRouteError(error: unknown): unknown {
  const kind = error instanceof UpstreamError ? error.kind : 'upstream';
  return data({ kind }, { status: PAGE_STATUS[kind] });
}

/** For sections that render nothing on failure; maintenance still takes the whole page. */
export async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === 'maintenance') throw toRouteError(error);
    return null;
  }
}

/** For data the page cannot do without. */
export async function orRouteError<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw toRouteError(error);
  }
}
