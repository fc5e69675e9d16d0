// spec 000 §6: staff are logged in only with a session cookie. Without one, an editor call is
// refused here, without asking the upstream (which would answer 401 anyway).
import type { Locale } from '../../shared/locales';
import type { GatewayContext } from '../GatewayContext';
import { UpstreamError } from '../sources/UpstreamError';
import { toGraphQLError } from '../upstreamErrors';

export function requireSession(context: Pick<GatewayContext, 'http'>, locale: Locale): void {
  if (!context.http.hasSession()) throw toGraphQLError(new UpstreamError('unauthenticated', 'editor', 'No session cookie'), locale);
}
