// Requests to the local stack's workerd from Node (tests, benches).

/** Node's own fetch, whatever later replaces the global (the cost harness does). */
const nodeFetch = globalThis.fetch;

/**
 * fetch, tried once more when the connection fails: workerd closes idle keep-alive connections on
 * its own clock, and one reused just then fails before anything was asked.
 */
export async function fetchWithOneRetry(request: Request): Promise<Response> {
  const copy = request.clone();
  try {
    return await nodeFetch(request);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return nodeFetch(copy);
  }
}
