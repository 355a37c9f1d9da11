// jest's module runtime, with V8's code cache kept across the test files of a worker, and built-ins read as locals.
//
// jest runs every test file in a new VM context and compiles every module again for it: react-dom, jsdom's
// globals, Testing Library, fastify, drizzle… A worker runs dozens of files, and each compiled (to bytecode) the same
// functions of the same sources. Here a module's first compile in a worker is kept; at its next compile, V8's code
// cache is taken from it (after its file ran, so it holds the functions that file compiled lazily too) and given to
// every later compile of the same source, which V8 then reads instead of compiling. The module still runs afresh in
// each file's context: only bytecode is shared, never objects. Measured in one process: the ads manager's screen
// tests 117 → 94 CPU-s, the server's suites 194 → 181. Reading the common built-ins (BUILT_INS) from locals of the
// wrapper took the ads manager's tests from 74 to 69 CPU-s more.
//
// It replaces the executor's `compile` (jest-runtime 30's ModuleExecutor, where jest compiles each module with
// vm.compileFunction, which takes no code cache from a previous run), so it depends on that internal: when a jest
// upgrade moves it, the runtime says so once and compiles as jest does.
const path = require('node:path');
const vm = require('node:vm');

/** jest-runtime as jest's runner loads it (jest → @jest/core → jest-runner → jest-runtime, each beside the last). */
function resolveJestRuntime() {
  let dir = path.dirname(require.resolve('jest/package.json'));
  for (const name of ['@jest/core', 'jest-runner', 'jest-runtime']) {
    dir = path.dirname(require.resolve(`${name}/package.json`, { paths: [dir] }));
  }
  return require(dir).default;
}

const Runtime = resolveJestRuntime();

/** Per source file: the source compiled first, and the script until its code cache has been taken. */
const compiled = new Map();

/** V8's code cache for `source` at `filename`, from the first compile of that source in this worker. */
function cachedDataFor(filename, source) {
  const entry = compiled.get(filename);
  if (!entry || entry.source !== source) return undefined;
  if (entry.script) {
    entry.data = entry.script.createCachedData();
    entry.script = undefined;
  }
  return entry.data;
}

/**
 * Built-ins a module reads from a local of its wrapper, not from the context's global object: in a VM context every
 * global lookup goes through Node's interceptor, and libraries look these up in their hottest paths (drizzle's `is()`
 * calls Object.prototype.hasOwnProperty on every query part). The module runs in a function inside the wrapper, so
 * its own declarations of these names shadow the locals instead of clashing with them. Only built-ins that nothing
 * replaces on the global while a file runs: jest's fake timers swap `Date` (and the timer functions), so those stay
 * global lookups.
 */
const BUILT_INS = ['Object', 'Array', 'Math', 'Symbol', 'Reflect', 'JSON', 'Number', 'String', 'Map', 'Set', 'WeakMap', 'Promise', 'Error', 'TypeError'].join(', ');

let warned = false;

class CodeCachingRuntime extends Runtime {
  constructor(config, environment, resolver, transformer, cacheFS, coverageOptions, ...rest) {
    super(config, environment, resolver, transformer, cacheFS, coverageOptions, ...rest);
    const executor = this.executor;
    if (typeof executor?.compile !== 'function' || !Array.isArray(executor.injectedModuleParameters) || typeof executor.dynamicImport !== 'function') {
      if (!warned) console.warn('jest.runtime.cjs: this jest-runtime has no ModuleExecutor.compile; modules compile without the code cache.');
      warned = true;
      return;
    }
    // V8's coverage counts what compiles; a code cache would hide functions from it.
    if (coverageOptions?.collectCoverage) return;
    const compile = executor.compile.bind(executor);
    executor.compile = (source, filename) => {
      const context = executor.environment.getVmContext();
      if (context == null || executor.resolution.isCoreModule(filename)) return compile(source, filename);
      const parameters = executor.injectedModuleParameters.join(', ');
      const prefix = `(function (${parameters}) { const { ${BUILT_INS} } = globalThis; return (function (${parameters}) {`;
      let script;
      try {
        script = new vm.Script(`${prefix}${source}\n}).apply(this, arguments); })`, {
          filename,
          // Stack traces and source maps keep the module's own columns on its first line.
          columnOffset: -prefix.length,
          cachedData: cachedDataFor(filename, source),
          importModuleDynamically: (specifier, _script, attributes, phase) => executor.dynamicImport(specifier, filename, context, attributes, phase),
        });
      } catch {
        // jest's own compile reports the syntax error as jest does (an ES module where CommonJS was expected, …).
        return compile(source, filename);
      }
      if (compiled.get(filename)?.source !== source) compiled.set(filename, { source, script, data: undefined });
      return script.runInContext(context);
    };
  }
}

module.exports = CodeCachingRuntime;
