// esbuild.config.mjs loads `.sql` files as text (the migrations are bundled into dist/cms/main.mjs).
declare module '*.sql' {
  const text: string;
  export default text;
}
