// Node has WebAssembly, but TypeScript declares it only with the DOM library, which the server does not load.
declare namespace WebAssembly {
  /** A compiled module, for PGlite to instantiate without compiling its WebAssembly again. */
  class Module {
    constructor(bytes: Uint8Array)
  }
}
