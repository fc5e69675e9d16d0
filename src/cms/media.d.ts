// esbuild.config.mjs (and vitest.config.ts) load the seed's media files as bytes.
declare module '*.webm' {
  const bytes: Uint8Array;
  export default bytes;
}
declare module '*.mp3' {
  const bytes: Uint8Array;
  export default bytes;
}
