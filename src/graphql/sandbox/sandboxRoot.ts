// Names shared by the sandbox's build (esbuild.config.mjs), its page (renderSandboxPage) and
// its browser entry: the manifest keys of its files and the data attributes that carry them.

/** The element GraphiQL renders into; its data attributes name the endpoint and the workers. */
export const SANDBOX_ROOT_ID = 'graphql-sandbox';

/** The sandbox's entries in dist/client/manifest.json (written by esbuild.config.mjs). */
export const SANDBOX_MANIFEST_KEYS = {
  script: 'entry-sandbox',
  style: 'sandbox-style',
  editorWorker: 'sandbox-editor-worker',
  jsonWorker: 'sandbox-json-worker',
  graphqlWorker: 'sandbox-graphql-worker',
} as const;

/** The Monaco workers by the label Monaco asks for (`getWorker(id, label)`); any other label gets the editor worker. */
export const SANDBOX_WORKER_LABELS = { json: 'jsonWorker', graphql: 'graphqlWorker' } as const;

export type SandboxWorkerName = 'editorWorker' | 'jsonWorker' | 'graphqlWorker';
