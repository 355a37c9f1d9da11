// Node, plus what every server suite would otherwise build again, once per jest worker: PGlite's engine (every suite
// opens its own PGlite; compiling its 9 MB WebAssembly module, reading its file bundle and running its JavaScript in
// a fresh realm for each file cost more than opening the database) and the route validators of the test servers.
// This module is loaded once per worker (outside the suites' sandboxes), so what it keeps outlives each test file.
const asyncHooks = require('node:async_hooks');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

const pgliteDist = path.dirname(require.resolve('@electric-sql/pglite', { paths: [__dirname] }));
let engine;
/** The route validators compiled by the first suite of this worker, for the next ones (src/http/validators.ts). */
const validatorCache = {};
const compiledEngine = () =>
  (engine ??= WebAssembly.compile(readFileSync(path.join(pgliteDist, 'pglite.wasm'))).then((pgliteWasmModule) => ({
    // This realm's PGlite: its rows are plain objects, arrays, strings and numbers, and Dates a suite reads by value.
    PGlite: require('@electric-sql/pglite').PGlite,
    pgliteWasmModule,
    fsBundle: new Blob([readFileSync(path.join(pgliteDist, 'pglite.data'))]),
  })));

/**
 * The AsyncLocalStorage instances a suite makes (the request trace, each database's write tracker), disabled when its
 * file ends. Node's built-in modules are shared by every file of a worker, and Node 20 keeps each instance ever used
 * in one list that it walks on every promise made afterwards: left enabled, each file's instances slowed every later
 * file of the worker (a twentieth of the server project's CPU went to that walk).
 */
const madeByThisFile = new Set();
const { AsyncLocalStorage } = asyncHooks;
asyncHooks.AsyncLocalStorage = class TrackedAsyncLocalStorage extends AsyncLocalStorage {
  constructor(...args) {
    super(...args);
    madeByThisFile.add(this);
  }
};

class ServerTestEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    this.global.__SASAR_PGLITE_ENGINE__ = await compiledEngine();
    this.global[Symbol.for('sasar.validatorCache')] = validatorCache;
  }

  async teardown() {
    for (const storage of madeByThisFile) storage.disable();
    madeByThisFile.clear();
    await super.teardown();
  }
}

module.exports = ServerTestEnvironment;
