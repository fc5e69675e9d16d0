// What a load balancer in front of several web processes answers when none of them can take a
// request: the web process's own 503 overload page in each language, the GraphQL error it gives
// under overload, and the same Retry-After. Built on its own to dist/server/balancerPages.mjs
// (esbuild.config.mjs): `npm run cluster` (scripts/cluster/topology.mjs) imports it and writes the
// files into its HAProxy's folder; in a container, `node dist/server/balancerPages.mjs <folder>`
// writes them there (deploy/compose.yaml runs it once for its HAProxy, deploy/haproxy.cfg reads them).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALES, type Locale } from '../shared/locales';
import { BUSY_RETRY_AFTER_SECONDS, busyApiAnswer, busyDocument } from './loadShedding';

export interface BalancerPages {
  retryAfterSeconds: number;
  /** The 503 page (a whole HTML document) by language. */
  html: Record<Locale, string>;
  /** The JSON body of a refused GraphQL request by language. */
  graphql: Record<Locale, string>;
}

export function balancerPages(): BalancerPages {
  const byLocale = (make: (locale: Locale) => string) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Record<Locale, string>;
  return {
    retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
    html: byLocale(busyDocument),
    graphql: byLocale((locale) => JSON.stringify(busyApiAnswer(locale))),
  };
}

/** A whole HTTP response for HAProxy's `errorfile`, which sends the file as it is. */
export function rawErrorResponse(html: string, retryAfterSeconds: number): Buffer {
  const body = Buffer.from(html, 'utf8');
  const head = [
    'HTTP/1.1 503 Service Unavailable',
    'content-type: text/html; charset=utf-8',
    'cache-control: no-store',
    `retry-after: ${retryAfterSeconds}`,
    'connection: close',
    `content-length: ${body.length}`,
  ].join('\r\n');
  return Buffer.concat([Buffer.from(`${head}\r\n\r\n`, 'latin1'), body]);
}

/**
 * The files a balancer's configuration names, by file name: `503.<locale>.html` (a page),
 * `503.<locale>.json` (the API's answer) and `503.http` (the German page as a whole response, for
 * `errorfile`).
 */
export function balancerPageFiles(pages: BalancerPages = balancerPages()): Map<string, Buffer> {
  const files = new Map<string, Buffer>([['503.http', rawErrorResponse(pages.html.de, pages.retryAfterSeconds)]]);
  for (const locale of LOCALES) {
    files.set(`503.${locale}.html`, Buffer.from(pages.html[locale], 'utf8'));
    files.set(`503.${locale}.json`, Buffer.from(pages.graphql[locale], 'utf8'));
  }
  return files;
}

/** Writes balancerPageFiles() into `folder` (made when missing). */
export async function writeBalancerPages(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  for (const [name, content] of balancerPageFiles()) await writeFile(path.join(folder, name), content);
}

// `node dist/server/balancerPages.mjs <folder>`: write the files and say where.
const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('usage: node dist/server/balancerPages.mjs <folder>  (writes the load balancer’s 503 pages there)');
    process.exitCode = 2;
  } else {
    writeBalancerPages(folder).then(
      () => console.log(`the load balancer's 503 pages are in ${path.resolve(folder)}`),
      (error: unknown) => {
        console.error(
          `could not write the load balancer's 503 pages into ${folder}: ${error instanceof Error ? error.message : String(error)}`,
        );
        process.exitCode = 1;
      },
    );
  }
}
