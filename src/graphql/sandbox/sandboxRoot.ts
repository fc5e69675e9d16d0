/** The element the sandbox renders into; its data-endpoint names the GraphQL endpoint. */
export const SANDBOX_ROOT_ID = 'graphql-sandbox';
/** The sandbox's build entry in esbuild.config.mjs, and so its key in dist/client/manifest.json. */
export const SANDBOX_ENTRY = 'entry-sandbox';
