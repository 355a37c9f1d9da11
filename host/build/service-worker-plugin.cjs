// Emits /sw.js: the service-worker template with this build's version, the list of static assets to cache, and the
// scripts a page's first load runs (the entry and every file first-load.json names: the app's start, the shell's
// layout, the shared table), which the worker keeps while it installs.
const fs = require('node:fs');
const { Compilation, sources } = require('webpack');
const { allFirstLoadFiles, firstLoadFiles } = require('./first-load-plugin.cjs');

const SKIP = /(\.map|\.html|\.LICENSE\.txt|module-map\.json|first-load\.json|\.br|\.gz)$/;

class ServiceWorkerPlugin {
  /** @param {{ template: string, fileName?: string, dir: string }} options — `dir`: the host package */
  constructor({ template, fileName = 'sw.js', dir }) {
    this.template = template;
    this.fileName = fileName;
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      compilation.fileDependencies.add(this.template);
      compilation.hooks.processAssets.tap(
        { name: 'ServiceWorkerPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          const files = Object.keys(assets).filter((name) => !SKIP.test(name) && name !== this.fileName).sort();
          const entries = [...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles()).filter((name) => name.endsWith('.js'));
          const start = [...new Set([...entries, ...allFirstLoadFiles(firstLoadFiles(compilation, this.dir))])];
          const source = fs
            .readFileSync(this.template, 'utf8')
            .replace('= __SW_VERSION__;', `= ${JSON.stringify(compilation.fullHash ?? compilation.hash ?? String(Date.now()))};`)
            .replace('= __SW_ASSETS__;', `= ${JSON.stringify(files.map((name) => `/${name}`))};`)
            .replace('= __SW_START__;', `= ${JSON.stringify(start.map((name) => `/${name}`))};`);
          compilation.emitAsset(this.fileName, new sources.RawSource(source));
        },
      );
    });
  }
}

module.exports = { ServiceWorkerPlugin };
