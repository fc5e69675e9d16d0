// SDL files are bundled as text (esbuild.config.mjs, vitest.config.ts).
declare module '*.graphql' {
  const sdl: string;
  export default sdl;
}
