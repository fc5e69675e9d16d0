// Small HTTP helpers for tests: raw responses (no redirects followed) and streamed chunks.
import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  raw: Buffer;
}

export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: raw.toString('utf8'), raw });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

export function graphql(baseUrl: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return request(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  }).then((response) => ({
    ...response,
    json: JSON.parse(response.body) as {
      data?: Record<string, unknown>;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    },
  }));
}

/** Opens a streamed response and yields its chunks as they arrive. */
export function openStream(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; chunks: AsyncIterable<string> }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.setEncoding('utf8');
      resolve({ status: res.statusCode ?? 0, headers: res.headers, chunks: res as AsyncIterable<string> });
    });
    req.on('error', reject);
  });
}
