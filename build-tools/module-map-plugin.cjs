// Writes `module-map.json` beside a build: for every emitted JS file, the packages whose code it carries.
// The e2e suite maps the scripts a browser fetched to these lists to prove each singleton loaded once.
const path = require('node:path');

const PLUGIN = 'SasarModuleMapPlugin';

/** The package a module file belongs to: the last `node_modules/<pkg>` in its path, or a workspace package. */
function packageOf(resource, workspaceDirs) {
  const parts = resource.split(path.sep);
  const last = parts.lastIndexOf('node_modules');
  if (last >= 0) {
    const first = parts[last + 1] ?? '';
    return first.startsWith('@') ? `${first}/${parts[last + 2]}` : first;
  }
  for (const [name, dir] of workspaceDirs) {
    if (resource.startsWith(dir + path.sep)) return name;
  }
  return null;
}

class ModuleMapPlugin {
  /** @param {{ workspaceDirs: Array<[string, string]> }} options — [package name, absolute dir] pairs */
  constructor({ workspaceDirs }) {
    this.workspaceDirs = workspaceDirs;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = {};
          for (const chunk of compilation.chunks) {
            const packages = new Set();
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              for (const inner of module.modules ?? [module]) {
                const resource = inner.resource ?? inner.rootModule?.resource;
                if (!resource) continue;
                const pkg = packageOf(resource, this.workspaceDirs);
                if (pkg) packages.add(pkg);
              }
            }
            for (const file of chunk.files) {
              if (file.endsWith('.js')) files[file] = [...packages].sort();
            }
          }
          compilation.emitAsset('module-map.json', new RawSource(JSON.stringify({ files }, null, 1)));
        },
      );
    });
  }
}

module.exports = { ModuleMapPlugin, packageOf };
