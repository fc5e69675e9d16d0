// The browser's scripts and stylesheets compressed once, at build time, with brotli's and gzip's
// strongest settings: `name.br` and `name.gz` beside each `name` in the folder. The server sends
// them as they are (src/server/precompressedAssets.ts): about 14 % fewer bytes than brotli at the
// quality a server can afford per answer (compression's 4), and no CPU spent on them per request.
import { readdir, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is compressed: text the browser loads (source maps are for developers, and stay as they are). */
const COMPRESSED = /\.(js|css)$/;

/** Writes `.br` and `.gz` beside every script and stylesheet in `dir` (not its subfolders); returns how many files. */
export async function precompress(dir) {
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSED.test(entry.name))
    .map((entry) => entry.name);
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return names.length;
}
