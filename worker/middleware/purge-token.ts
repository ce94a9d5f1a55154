// The company's own endpoints (the purge, the search misses) take `Authorization: Bearer
// <PURGE_TOKEN>`, checked by Hono's bearerAuth in constant time; nothing is accepted while it is unset.
import { bearerAuth } from 'hono/bearer-auth';
import type { WorkerEnv } from '../core/env.ts';
import { sameToken } from '../core/tokens.ts';

/** Every refusal of the token (missing, malformed, wrong) is the same bare 401: it tells a guesser nothing. */
const unauthorized = () => new Response(null, { status: 401 });

export const purgeToken = bearerAuth<WorkerEnv>({
  verifyToken: (token, c) => sameToken(token, c.env.PURGE_TOKEN ?? ''),
  noAuthenticationHeader: { message: unauthorized },
  invalidAuthenticationHeader: { message: unauthorized },
  invalidToken: { message: unauthorized },
});
