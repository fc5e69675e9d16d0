// The static error pages (spec 000 §2 "Error page", §7 "Static HTML is fetched for error pages"):
// HTML files in src/server/errorPages, copied to dist/server/errorPages by the build and read once
// at start. The gateway's errorPage query shows one when the design settings have no custom HTML
// for the status; it sanitises them like staff HTML (src/graphql/html/sanitizeCustomHtml.ts).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';

/** `404.html` for every language, `404.de.html` / `404.en.html` for one; only the statuses with custom pages. */
const FILE_NAME = /^(404|500|503)(?:\.(de|en))?\.html$/;
/** A static page larger than this is a mistake, not a page: it is left out (and logged). */
const MAX_BYTES = 100_000;

/** The pages by `{status}.{locale}` or `{status}`; a missing folder is no pages. */
export async function readStaticErrorPages(dir: string, logger: Logger): Promise<ReadonlyMap<string, string>> {
  const pages = new Map<string, string>();
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    logger.info({ dir }, 'no static error pages');
    return pages;
  }
  for (const name of names.sort()) {
    const match = FILE_NAME.exec(name);
    if (!match) continue;
    const html = await readFile(path.join(dir, name), 'utf8');
    if (Buffer.byteLength(html) > MAX_BYTES) {
      logger.warn({ file: name, bytes: Buffer.byteLength(html) }, 'static error page too large: left out');
      continue;
    }
    pages.set(match[2] ? `${match[1]}.${match[2]}` : (match[1] ?? name), html);
  }
  logger.info({ pages: [...pages.keys()] }, 'static error pages');
  return pages;
}
