/** libheif compiled to WebAssembly, with the WebAssembly inlined (lib/heic.ts types what it uses). */
declare module 'libheif-js/wasm-bundle.js' {
  const libheif: unknown;
  export default libheif;
}
