// Node, plus what every server suite would otherwise build again, once per jest worker: PGlite's engine (every suite
// opens its own PGlite; compiling its 9 MB WebAssembly module and reading its file bundle for each file cost more
// than opening the database) and the route validators of the test servers. This module is loaded once per worker
// (outside the suites' sandboxes), so what it keeps outlives each test file.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

const pgliteDist = path.dirname(require.resolve('@electric-sql/pglite', { paths: [__dirname] }));
let engine;
/** The route validators compiled by the first suite of this worker, for the next ones (src/http/validators.ts). */
const validatorCache = {};
const compiledEngine = () =>
  (engine ??= WebAssembly.compile(readFileSync(path.join(pgliteDist, 'pglite.wasm'))).then((pgliteWasmModule) => ({
    pgliteWasmModule,
    fsBundle: new Blob([readFileSync(path.join(pgliteDist, 'pglite.data'))]),
  })));

class ServerTestEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    this.global.__SASAR_PGLITE_ENGINE__ = await compiledEngine();
    this.global[Symbol.for('sasar.validatorCache')] = validatorCache;
    // PGlite tells a compiled module from its bytes by `instanceof WebAssembly.Module`, and each suite runs in a realm
    // of its own: there the shared module (compiled in this realm) counts as a module too, beside the suite's own.
    const suiteModule = this.global.WebAssembly.Module;
    Object.defineProperty(suiteModule, Symbol.hasInstance, {
      value: (value) => value instanceof WebAssembly.Module || Function.prototype[Symbol.hasInstance].call(suiteModule, value),
    });
  }
}

module.exports = ServerTestEnvironment;
