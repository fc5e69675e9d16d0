// The browser bundle's hashed file names, from the manifest esbuild.config.mjs writes.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface Assets {
  script: string;
  style: string;
}

export function loadAssets(clientDir: string): Assets {
  const file = path.join(clientDir, 'manifest.json');
  let manifest: Record<string, string>;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch (error) {
    throw new Error(`Cannot read ${file}; run the build first (npm run build)`, { cause: error });
  }
  const script = manifest['entry-client'];
  const style = manifest.site;
  if (!script || !style) throw new Error(`${file} lacks entry-client or site`);
  return { script, style };
}
