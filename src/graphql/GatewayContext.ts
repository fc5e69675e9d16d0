// The per-request context of the gateway (docs/CONVENTIONS.md "Request-scoped everything").
import type { Span } from '@opentelemetry/api';
import type { Logger } from 'pino';
import type { StaleReason } from './cache/SharedCache';
import type { Locale } from '../shared/locales';
import type { Apis, Loaders } from './loaders';
import type { UpstreamHttp } from './sources/UpstreamHttp';

export interface GatewayContext {
  requestId: string;
  logger: Logger;
  /** Reads go through the loaders (deduped per request). */
  loaders: Loaders;
  /** The request's upstream clients: mutations call these directly (writes are never deduped). */
  apis: Apis;
  /** The request's upstream HTTP client (with its cookies), for the clients of new areas. */
  http: UpstreamHttp;
  /** Drops shared cached answers (by key prefix or kind, e.g. 'events:') in every web process. */
  invalidate: (prefixOrTags: string | readonly string[]) => Promise<void>;
  /**
   * Media URLs on the upstream's own origin become site paths (/media/…), which the web
   * process passes through: the visitor's browser may not reach the upstream host at all.
   */
  publicUrl: (url: string) => string;
  /**
   * The gateway's clock: what "now" is for online windows (spec 000 §3 teaser items, hero media).
   * The wall clock, or in a test run the instant SITE_TEST_NOW names (src/server/config.ts).
   */
  now: () => Date;
  /**
   * What the upstream lets the editor do beyond editing (Query.editorCapabilities): whether it
   * carries out scheduled page changes. The gateway's knowledge, shared by every request
   * (editorSchedule/ScheduleWatcher.ts), not asked per request.
   */
  editorCapabilities: () => Promise<{ scheduling: boolean }>;
  /**
   * How often an open editor calls editorPresence (issue 22 part 10; EDITOR_PRESENCE_MS); the
   * mutation hands it to the browser. Left out (contexts made by tests): the default, 5000.
   */
  editorPresenceMs?: number;
  /** What the error page falls back on (spec 000 §2 "Error page"; design/resolvers.ts errorPage). */
  errorPages: ErrorPageSources;
  /**
   * The shared content answers this request was served past their TTL, by path, with why
   * (within their grace, or standing in for an upstream call that failed or was slow): a page
   * says so in its `X-Stale-Content` header (issue 21 item 6). The guards' data is not counted.
   */
  staleAnswers: Map<string, StaleReason>;
  /**
   * The span of the /graphql operation this context serves, named by tracing/operationSpans.ts once
   * Apollo knows the operation; undefined without tracing and for a page render's context.
   */
  operationSpan?: Span | undefined;
}

export interface ErrorPageSources {
  /** The site's static HTML file for the status (raw, as read at start), in this language or for all. */
  staticHtml(status: number, locale: Locale): string | undefined;
  /**
   * Whether the upstream answered the site-status call (online or offline). The page handler
   * has just asked, so this is that answer, without asking the upstream again.
   */
  upstreamReachable(): Promise<boolean>;
}
