// The one HTTP client through which the gateway reaches the upstream (docs/ARCHITECTURE.md):
// keep-alive connections, a timeout on every call, a size limit on answers, JSON only.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { Tracer } from '@opentelemetry/api';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { AnswerDecoder, CachePolicy, SharedCache, StaleReason } from '../cache/SharedCache';
import type { GatewayObserver, UpstreamOutcome } from '../GatewayObserver';
import { endUpstreamSpan, startUpstreamSpan } from '../tracing/upstreamSpans';
import { decode } from './payloads';
import type { UpstreamCookieJar } from './UpstreamCookieJar';
import { UpstreamError } from './UpstreamError';
import { upstreamResourceOf } from './upstreamResourceOf';

export interface UpstreamCacheBinding {
  cache: SharedCache;
  /** Which answers may be shared and for how long (undefined: never); see cache/upstreamCachePolicy. */
  policyFor(pathname: string): (CachePolicy & { kind: string }) | undefined;
}

export interface UpstreamHttpOptions {
  /** e.g. http://127.0.0.1:3001 */
  baseUrl: string;
  timeoutMs: number;
  /** Sent as x-request-id so upstream logs can be matched with ours. */
  requestId?: string;
  logger?: Logger;
  /** Called once per upstream request with its label (createGateway's onUpstreamRequest). */
  onRequest?: (path: string) => void;
  /** Told of every exchange with the upstream, its outcome and how long it took (the web process's metrics). */
  observer?: Pick<GatewayObserver, 'upstreamCall'> | undefined;
  /** Where an exchange made for a traced request gets its CLIENT span (tracing/upstreamSpans.ts); without it none is made and no `traceparent` sent. */
  tracer?: Tracer | undefined;
  /**
   * The caller's upstream cookies (session, CSRF token, cart). docs/CONVENTIONS.md: the shared cache is for
   * anonymous GETs only, so a request with a staff session never reads or fills it.
   */
  cookies?: UpstreamCookieJar | undefined;
  /** The shared cache for anonymous GETs; without it every call goes upstream. */
  sharedCache?: UpstreamCacheBinding | undefined;
  /** Told of each shared answer served past its TTL (path with query, why, and its kind): the page marks itself stale. */
  onStaleAnswer?: ((label: string, reason: StaleReason, kind: string) => void) | undefined;
}

const MAX_BODY_BYTES = 8 * 1024 * 1024;

/**
 * What the shared cache keeps for a 404 of a shareable GET: an answer too (nothing is there), so
 * a lookup that finds nothing on every page (the magazine's optional page, an unknown event's
 * id) asks the upstream once per TTL, not once per request. No JSON text starts with NUL.
 */
const NOT_FOUND_BODY = '\u0000not_found';
/** A shared 404 as its readers' decoders turn it out (one frozen object for all of them). */
const NOT_FOUND_ANSWER: Readonly<{ notFound: true }> = Object.freeze({ notFound: true });

// Shared by every request of the process: sockets are reused across requests (keep-alive). An
// idle socket is closed after 4 s, before a server's usual 5 s keep-alive timeout (Node's, the
// embedded upstream's) closes it from its end while a request is being written into it.
const AGENT_OPTIONS = { keepAlive: true, maxSockets: 128, keepAliveMsecs: 10_000, timeout: 4000 };
const httpAgent = new http.Agent(AGENT_OPTIONS);
const httpsAgent = new https.Agent(AGENT_OPTIONS);

/**
 * A reused keep-alive socket that the server had closed (ECONNRESET, EPIPE before any answer):
 * the request never reached the upstream, so a read is sent again once, on a new connection.
 * (Node's documentation names this race and this remedy: `request.reusedSocket`.)
 */
class StaleSocket extends Error {}

function isStaleSocket(req: http.ClientRequest, error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return req.reusedSocket && (code === 'ECONNRESET' || code === 'EPIPE');
}

export type QueryValues = Record<string, string | number | undefined | null>;

/**
 * What an upstream answer must match, at the edge (docs/CONVENTIONS.md): a zod schema, or a function that
 * decodes with schemas (e.g. pageEditorPayloads' decodePage) and throws an UpstreamError. Its
 * identity keys the shared cache's memo of decoded answers: pass module-level ones.
 */
export type PayloadDecoder<T> = z.ZodType<T> | ((value: unknown, path: string) => T);

function decodeWith<T>(decoder: PayloadDecoder<T>, value: unknown, path: string): T {
  return typeof decoder === 'function' ? decoder(value, path) : decode(decoder, value, path);
}

export class UpstreamHttp {
  private readonly base: URL;

  constructor(private readonly options: UpstreamHttpOptions) {
    this.base = new URL(options.baseUrl);
  }

  /** `url` resolved against the upstream's base URL (relative or absolute); null when it is no URL. */
  absoluteUrl(url: string): URL | null {
    return URL.canParse(url, this.base) ? new URL(url, this.base) : null;
  }

  /** Whether the caller sent a session cookie (spec 000 §6: only then can it be logged-in staff). */
  hasSession(): boolean {
    return this.options.cookies?.hasSession() ?? false;
  }

  /**
   * GET a JSON document and decode it: resolves with the decoded body of a 2xx answer, rejects
   * with UpstreamError (`invalid_payload` when it is not JSON or does not match; errors name
   * `path`). An answer from the shared cache was decoded once for all requests and is deeply
   * frozen: copy before changing it.
   */
  async getDecoded<T>(decoder: PayloadDecoder<T>, path: string, query: QueryValues = {}, options: { live?: boolean } = {}): Promise<T> {
    const url = new URL(path, this.base);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
    }
    const label = `${url.pathname}${url.search}`;
    const shared = this.options.sharedCache;
    // `live`: an answer that must be as new as the upstream's data (seats left, spec 001 §4).
    const policy = options.live || this.options.cookies?.hasSession() ? undefined : shared?.policyFor(url.pathname);
    if (!shared || !policy) return decodeWith(decoder, parseJson(await this.fetchText(url, label), label), path);
    // The decoder is the memo's key; only answers it accepts are shared.
    const answer: AnswerDecoder<T | typeof NOT_FOUND_ANSWER> = {
      id: decoder,
      decode: (text) => (text === NOT_FOUND_BODY ? NOT_FOUND_ANSWER : decodeWith(decoder, parseJson(text, label), path)),
    };
    const load = async (): Promise<string> => {
      try {
        return await this.fetchText(url, label);
      } catch (error) {
        if (error instanceof UpstreamError && error.failure === 'not_found') return NOT_FOUND_BODY;
        throw error;
      }
    };
    const onStale = this.options.onStaleAnswer;
    const value = await shared.cache.getOrLoad(
      `${policy.kind}:${label}`,
      policy,
      load,
      answer,
      onStale && ((reason) => onStale(label, reason, policy.kind)),
    );
    // The caller hears a shared 404 as it would hear the upstream's.
    if (value === NOT_FOUND_ANSWER) throw new UpstreamError('not_found', label, 'Upstream answered 404', 404);
    return value as T;
  }

  /**
   * An unsafe call (POST, PATCH, DELETE) with a JSON body, the caller's cookies and the CSRF
   * header (spec 000 §7: editor calls send a CSRF header and credentials; spec 001 §7: the cart
   * too). Answers below 500 come back with their status for the caller to read (the cart answers
   * 409 with a response_code); 401/403 reject as unauthenticated, 5xx and transport failures as
   * UpstreamError. Never cached.
   */
  async send(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return this.write(method, path, payload, payload !== undefined ? 'application/json' : undefined);
  }

  /** A POST of one file as multipart/form-data (e.g. spec 000 §7 temp-files); like send otherwise. */
  async sendFile(
    path: string,
    field: string,
    file: { filename: string; mimeType: string; content: Buffer },
  ): Promise<{ status: number; body: unknown }> {
    const boundary = `----gateway${randomBytes(12).toString('hex')}`;
    // The name as plain ASCII and, for everything else, RFC 5987's filename* (RFC 7578 §4.2).
    const asciiName = file.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${asciiName}"; ` +
      `filename*=UTF-8''${encodeURIComponent(file.filename)}\r\nContent-Type: ${file.mimeType.replace(/[\r\n]/g, '') || 'application/octet-stream'}\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head), file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    return this.write('POST', path, body, `multipart/form-data; boundary=${boundary}`);
  }

  private async write(
    method: string,
    path: string,
    payload: string | Buffer | undefined,
    contentType: string | undefined,
  ): Promise<{ status: number; body: unknown }> {
    const url = new URL(path, this.base);
    const label = `${method} ${url.pathname}`;
    this.options.onRequest?.(label);
    const started = performance.now();
    const csrf = this.options.cookies?.csrfToken();
    try {
      const answer = await this.request(url, {
        method,
        body: payload,
        headers: {
          ...(contentType ? { 'content-type': contentType } : {}),
          // Node frames a DELETE's body only with a length (it sends no chunked DELETE by default).
          ...(payload === undefined ? {} : { 'content-length': String(Buffer.byteLength(payload)) }),
          ...(csrf ? { 'x-csrftoken': csrf } : {}),
        },
      });
      this.options.cookies?.absorb(answer.setCookies);
      this.options.logger?.debug({ upstream: label, status: answer.status, ms: Math.round(performance.now() - started) }, 'upstream');
      if (answer.status === 401 || answer.status === 403 || answer.status >= 500) throw errorForStatus(answer.status, label, answer.body);
      return { status: answer.status, body: answer.body === '' ? null : parseJson(answer.body, label) };
    } catch (error) {
      if (error instanceof UpstreamError) {
        this.options.logger?.warn({ upstream: label, failure: error.failure, status: error.status }, error.message);
      }
      throw error;
    }
  }

  /** One upstream GET: the body of a 2xx answer, or an UpstreamError. */
  private async fetchText(url: URL, label: string): Promise<string> {
    this.options.onRequest?.(label);
    const started = performance.now();
    try {
      const { status, body } = await this.request(url);
      this.options.logger?.debug({ upstream: label, status, ms: Math.round(performance.now() - started) }, 'upstream');
      if (status >= 200 && status < 300) return body;
      throw errorForStatus(status, label, body);
    } catch (error) {
      if (error instanceof UpstreamError) {
        // A 404 is an answer (nothing there: an unknown id, an optional page), not a failure.
        const level = error.failure === 'not_found' ? 'debug' : 'warn';
        this.options.logger?.[level]({ upstream: label, failure: error.failure, status: error.status }, error.message);
      }
      throw error;
    }
  }

  private async request(
    url: URL,
    write?: { method: string; body: string | Buffer | undefined; headers: Record<string, string> },
  ): Promise<{ status: number; body: string; setCookies: string[] }> {
    const started = performance.now();
    const resource = upstreamResourceOf(url.pathname);
    const traced = this.options.tracer && startUpstreamSpan(this.options.tracer, write?.method ?? 'GET', url, resource);
    const observe = (outcome: UpstreamOutcome, status?: number) => {
      this.options.observer?.upstreamCall(resource, outcome, (performance.now() - started) / 1000);
      if (traced) endUpstreamSpan(traced.span, outcome, status);
    };
    try {
      const answer = await this.exchangeOnceMore(url, write, traced?.headers);
      observe(outcomeOfStatus(answer.status), answer.status);
      return answer;
    } catch (error) {
      observe(outcomeOfError(error));
      throw error;
    }
  }

  private async exchangeOnceMore(
    url: URL,
    write?: { method: string; body: string | Buffer | undefined; headers: Record<string, string> },
    traceHeaders?: Record<string, string>,
  ): Promise<{ status: number; body: string; setCookies: string[] }> {
    try {
      return await this.exchange(url, write, traceHeaders);
    } catch (error) {
      if (!(error instanceof StaleSocket)) throw error;
      this.options.logger?.debug({ path: url.pathname }, 'upstream closed a kept-alive connection: asked again');
      // On a connection of its own: the agent's other idle sockets may be just as dead (an
      // upstream that restarted closed them all), and a second StaleSocket would reach the caller
      // as an internal error instead of the upstream being unavailable.
      return this.exchange(url, write, traceHeaders, { fresh: true });
    }
  }

  private exchange(
    url: URL,
    write?: { method: string; body: string | Buffer | undefined; headers: Record<string, string> },
    traceHeaders?: Record<string, string>,
    { fresh = false }: { fresh?: boolean } = {},
  ): Promise<{ status: number; body: string; setCookies: string[] }> {
    const { timeoutMs, requestId, cookies } = this.options;
    const isHttps = url.protocol === 'https:';
    const cookieHeader = cookies?.header();
    return new Promise((resolve, reject) => {
      const req = (isHttps ? https : http).request(
        url,
        {
          method: write?.method ?? 'GET',
          // false: a new connection, closed after this exchange.
          agent: fresh ? false : isHttps ? httpsAgent : httpAgent,
          headers: {
            accept: 'application/json',
            ...(requestId ? { 'x-request-id': requestId } : {}),
            ...traceHeaders,
            ...(cookieHeader ? { cookie: cookieHeader } : {}),
            ...write?.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_BODY_BYTES) {
              req.destroy(new UpstreamError('invalid_payload', url.pathname, `Upstream answer larger than ${MAX_BODY_BYTES} bytes`));
              return;
            }
            chunks.push(chunk);
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              setCookies: res.headers['set-cookie'] ?? [],
            }),
          );
          res.on('error', (error) => reject(toUpstreamError(error, url.pathname)));
        },
      );
      // One deadline for the whole exchange, not an idle timeout per socket event.
      const timer = setTimeout(() => {
        req.destroy(new UpstreamError('timeout', url.pathname, `Upstream did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
      req.on('close', () => clearTimeout(timer));
      // Only a read is sent again: a write may have been taken before the connection broke.
      req.on('error', (error) =>
        reject(!write && isStaleSocket(req, error) ? new StaleSocket(error.message) : toUpstreamError(error, url.pathname)),
      );
      req.end(write?.body);
    });
  }
}

function outcomeOfStatus(status: number): UpstreamOutcome {
  if (status === 404) return 'not_found';
  if (status >= 400 && status < 500) return 'client_error';
  return status >= 500 || status < 100 ? 'server_error' : 'ok';
}

function outcomeOfError(error: unknown): UpstreamOutcome {
  if (!(error instanceof UpstreamError)) return 'unavailable';
  return error.failure === 'timeout' || error.failure === 'invalid_payload' ? error.failure : 'unavailable';
}

function parseJson(body: string, label: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new UpstreamError('invalid_payload', label, 'Upstream answer is not JSON');
  }
}

function errorForStatus(status: number, label: string, body: string): UpstreamError {
  if (status === 404) return new UpstreamError('not_found', label, 'Upstream answered 404', status);
  if (status === 401 || status === 403) return new UpstreamError('unauthenticated', label, `Upstream answered ${status}`, status);
  if (status === 400) return new UpstreamError('bad_request', label, 'Upstream rejected the request', status, fieldErrorsOf(body));
  // The upstream cannot serve for now (its database is restarting: src/cms/README.md "Conventions").
  if (status === 503) return new UpstreamError('unavailable', label, 'Upstream answered 503', status);
  return new UpstreamError('status', label, `Upstream answered ${status}`, status);
}

function fieldErrorsOf(body: string): Record<string, string[]> | undefined {
  try {
    const parsed = JSON.parse(body) as { errors?: unknown };
    if (typeof parsed.errors !== 'object' || parsed.errors === null) return undefined;
    const result: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(parsed.errors)) {
      if (Array.isArray(messages)) result[field] = messages.filter((m): m is string => typeof m === 'string');
    }
    return result;
  } catch {
    return undefined;
  }
}

function toUpstreamError(error: unknown, path: string): UpstreamError {
  if (error instanceof UpstreamError) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return new UpstreamError('unavailable', path, `Upstream unreachable${code ? ` (${code})` : ''}`);
}
