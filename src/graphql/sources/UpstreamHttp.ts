// The one HTTP client through which the gateway reaches the upstream (ARCHITECTURE.md):
// keep-alive connections, a timeout on every call, a size limit on answers, JSON only.
import http from 'node:http';
import https from 'node:https';
import type { Logger } from 'pino';
import { UpstreamError } from './UpstreamError';

export interface UpstreamHttpOptions {
  /** e.g. http://127.0.0.1:3001 */
  baseUrl: string;
  timeoutMs: number;
  /** Sent as x-request-id so upstream logs can be matched with ours. */
  requestId?: string;
  logger?: Logger;
  /** Called once per upstream request, for metrics and tests. */
  onRequest?: (path: string) => void;
}

const MAX_BODY_BYTES = 8 * 1024 * 1024;

// Shared by every request of the process: sockets are reused across requests (keep-alive).
const httpAgent = new http.Agent({ keepAlive: true, maxSockets: 128, keepAliveMsecs: 10_000 });
const httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 128, keepAliveMsecs: 10_000 });

export type QueryValues = Record<string, string | number | undefined | null>;

export class UpstreamHttp {
  private readonly base: URL;

  constructor(private readonly options: UpstreamHttpOptions) {
    this.base = new URL(options.baseUrl);
  }

  /** GET a JSON document; resolves with the parsed body of a 2xx answer, rejects with UpstreamError. */
  async getJson(path: string, query: QueryValues = {}): Promise<unknown> {
    const url = new URL(path, this.base);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
    }
    const label = `${url.pathname}${url.search}`;
    this.options.onRequest?.(label);
    const started = performance.now();
    try {
      const { status, body } = await this.request(url);
      this.options.logger?.debug({ upstream: label, status, ms: Math.round(performance.now() - started) }, 'upstream');
      if (status >= 200 && status < 300) return parseJson(body, label);
      throw errorForStatus(status, label, body);
    } catch (error) {
      if (error instanceof UpstreamError) {
        this.options.logger?.warn({ upstream: label, failure: error.failure, status: error.status }, error.message);
      }
      throw error;
    }
  }

  private request(url: URL): Promise<{ status: number; body: string }> {
    const { timeoutMs, requestId } = this.options;
    const isHttps = url.protocol === 'https:';
    return new Promise((resolve, reject) => {
      const req = (isHttps ? https : http).request(
        url,
        {
          method: 'GET',
          agent: isHttps ? httpsAgent : httpAgent,
          headers: { accept: 'application/json', ...(requestId ? { 'x-request-id': requestId } : {}) },
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
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', (error) => reject(toUpstreamError(error, url.pathname)));
        },
      );
      // One deadline for the whole exchange, not an idle timeout per socket event.
      const timer = setTimeout(() => {
        req.destroy(new UpstreamError('timeout', url.pathname, `Upstream did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
      req.on('close', () => clearTimeout(timer));
      req.on('error', (error) => reject(toUpstreamError(error, url.pathname)));
      req.end();
    });
  }
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
