// The per-request context of the gateway (STYLE.md "Request-scoped everything").
import type { Logger } from 'pino';
import type { Loaders } from './loaders';

export interface GatewayContext {
  requestId: string;
  logger: Logger;
  loaders: Loaders;
  /**
   * Media URLs on the upstream's own origin become site paths (/media/…), which the web
   * process passes through: the visitor's browser may not reach the upstream host at all.
   */
  publicUrl: (url: string) => string;
}
