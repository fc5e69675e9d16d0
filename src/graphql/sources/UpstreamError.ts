// What can go wrong between the gateway and the upstream, named so resolvers can map it to a
// GraphQL error code without knowing HTTP.
export type UpstreamFailure =
  /** Connection refused, reset or DNS: the upstream is not there; or it answered 503: it cannot serve for now. */
  | 'unavailable'
  /** No complete answer within the timeout. */
  | 'timeout'
  /** The upstream answered 404. */
  | 'not_found'
  /** The upstream rejected the request as invalid (400). */
  | 'bad_request'
  /** The upstream answered 401 or 403. */
  | 'unauthenticated'
  /** Any other non-2xx status. */
  | 'status'
  /** The answer was not the JSON the contract promises. */
  | 'invalid_payload';

export class UpstreamError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    readonly path: string,
    message: string,
    readonly status?: number,
    /** Field errors of a 400 answer (`errors` in the upstream's body), when it gave any. */
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}
