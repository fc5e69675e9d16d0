// How GraphiQL reaches the gateway: a JSON POST to our own endpoint (which Apollo's CSRF
// prevention accepts), with the cookies of this origin, so the editor's login holds for the
// mutations after it. Our own few lines instead of @graphiql/toolkit's fetcher, which would
// bundle a WebSocket client for subscriptions this API does not have.

/** What GraphiQL hands a fetcher (the shape of @graphiql/toolkit's FetcherParams and FetcherOpts). */
export interface SandboxRequest {
  query: string;
  operationName?: string | null;
  variables?: unknown;
}

export type SandboxResult = Record<string, unknown>;

export function createSandboxFetcher(endpoint: string, fetchImpl: typeof fetch = fetch) {
  return async (request: SandboxRequest, options?: { headers?: Record<string, unknown> }): Promise<SandboxResult> => {
    const headers: Record<string, string> = {};
    // Lower-cased, so that a Content-Type from the header editor is replaced, not joined to ours.
    for (const [name, value] of Object.entries(options?.headers ?? {})) headers[name.toLowerCase()] = String(value);
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...headers, 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({
        query: request.query,
        operationName: request.operationName ?? undefined,
        variables: request.variables ?? undefined,
      }),
    });
    const text = await response.text();
    try {
      const parsed = JSON.parse(text) as unknown;
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as SandboxResult;
    } catch {
      // not JSON: reported below
    }
    // An answer that is no GraphQL response (e.g. a proxy's error page) shown as an error.
    return { errors: [{ message: `HTTP ${response.status}: the endpoint answered without a GraphQL response` }] };
  };
}
