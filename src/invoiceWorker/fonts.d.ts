// A TrueType font imported by the invoicing worker: a Data module under wrangler
// (workers/invoicing/wrangler.toml [[rules]]), esbuild's binary loader in the vitest build.
declare module '*.ttf' {
  const data: ArrayBuffer | Uint8Array;
  export default data;
}
