// Which file of the browser build holds a module: read from the build's metafile, so a test can
// hold back or watch the one chunk a behaviour depends on, whatever names the build gave.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes';

interface Metafile {
  outputs: Record<string, { entryPoint?: string }>;
}

/** The address (`/assets/chunk-XXXX.js`) of the chunk whose entry is `sourcePath` (e.g. 'src/client/data/createApolloClient.ts'). */
export function chunkOf(sourcePath: string): string {
  const metafile = JSON.parse(readFileSync(path.join(ROOT, 'dist/client/metafile.json'), 'utf8')) as Metafile;
  const found = Object.entries(metafile.outputs).find(([file, output]) => output.entryPoint === sourcePath && file.endsWith('.js'));
  if (!found) throw new Error(`the build has no chunk for ${sourcePath}`);
  return `/assets/${path.basename(found[0])}`;
}
