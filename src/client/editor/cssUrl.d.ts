// `import url from './x.css?url'`: a stylesheet built as a file of its own, its name relative to
// the importing chunk (esbuild.config.mjs, plugin css-url).
declare module '*.css?url' {
  const url: string;
  export default url;
}
