// The browser bundle's hashed file names, from the manifest esbuild.config.mjs writes.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface Assets {
  script: string;
  style: string;
  /**
   * The files a first page preloads for the lazily loaded chunk `name`: its screen
   * (src/client/screens/screenRegistry.tsx) or its language's texts (src/shared/i18n/createTranslator.ts);
   * for `entry-client`, the chunk the entry file imports (esbuild.config.mjs, lazyChunksAfterEntry).
   */
  preloadOf(chunk: string): readonly string[];
}

interface Manifest {
  [name: string]: unknown;
  preload?: Record<string, string[]>;
}

export function loadAssets(clientDir: string): Assets {
  const file = path.join(clientDir, 'manifest.json');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`Cannot read ${file}; run the build first (npm run build)`, { cause: error });
  }
  const script = manifest['entry-client'];
  const style = manifest.site;
  if (typeof script !== 'string' || typeof style !== 'string') throw new Error(`${file} lacks entry-client or site`);
  const preload = manifest.preload ?? {};
  return {
    script,
    style,
    preloadOf(chunk) {
      const files = preload[chunk];
      if (!files) throw new Error(`${file} has no lazily loaded chunk ${chunk}`);
      return files;
    },
  };
}
