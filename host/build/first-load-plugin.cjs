// Emits `first-load.json`: which of this build's files a page's first load needs before the app gets round to asking
// for them, so the server can name them in the page's first HTML (server/src/static/firstLoadHints.ts).
// - `bootstrap`: the files of the app's start (`import('./bootstrap')` in src/index.ts), which every page runs;
// - `layout`: the shell layout's files, which every logged-in page renders in;
// - `shared`: for each singleton the host provides, the files that hold it (shared-ui/table: its on-demand chunks).
const path = require('node:path');
const { Compilation, sources } = require('webpack');

const PLUGIN = 'FirstLoadPlugin';

const resourceOf = (module) => module.resource ?? module.rootModule?.resource;

/** The JS files of every chunk group that holds the module of `resource` (the chunks an import() of it loads). */
function filesLoading(compilation, resource) {
  const files = new Set();
  for (const chunk of compilation.chunks) {
    const modules = [...compilation.chunkGraph.getChunkModulesIterable(chunk)].flatMap((module) => module.modules ?? [module]);
    if (!modules.some((module) => resourceOf(module) === resource)) continue;
    for (const group of chunk.groupsIterable) {
      for (const member of group.chunks) for (const file of member.files) if (file.endsWith('.js')) files.add(file);
    }
  }
  return [...files].sort();
}

/** Share name → the JS files its provider loads (none for a singleton offered eagerly). */
function sharedFiles(compilation) {
  const shared = {};
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ProvideSharedModule' || typeof module._name !== 'string') continue;
    const files = new Set();
    for (const block of module.blocks) {
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      for (const chunk of group?.chunks ?? []) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    }
    shared[module._name] = [...files].sort();
  }
  return Object.fromEntries(Object.entries(shared).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The first-load files of the host in `dir`: `{ bootstrap, layout, shared }`. Call it once the content hashes are
 * final (RealContentHashPlugin renames the files before PROCESS_ASSETS_STAGE_REPORT).
 */
function firstLoadFiles(compilation, dir) {
  return {
    bootstrap: filesLoading(compilation, path.join(dir, 'src', 'bootstrap.tsx')),
    layout: filesLoading(compilation, path.join(dir, 'src', 'shell', 'ShellLayout.tsx')),
    shared: sharedFiles(compilation),
  };
}

/** Every file a first load names, once: the start, the layout and the singletons' files. */
function allFirstLoadFiles({ bootstrap, layout, shared }) {
  return [...new Set([...bootstrap, ...layout, ...Object.values(shared).flat()])];
}

class FirstLoadPlugin {
  /** @param {{ dir: string, fileName?: string }} options — `dir` the host package */
  constructor({ dir, fileName = 'first-load.json' }) {
    this.dir = dir;
    this.fileName = fileName;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const firstLoad = firstLoadFiles(compilation, this.dir);
        compilation.emitAsset(this.fileName, new sources.RawSource(`${JSON.stringify(firstLoad, null, 1)}\n`));
      });
    });
  }
}

module.exports = { FirstLoadPlugin, firstLoadFiles, allFirstLoadFiles };
