// Emits /sw.js: the service-worker template with this build's version and the list of static assets to cache.
const fs = require('node:fs');
const { Compilation, sources } = require('webpack');

const SKIP = /(\.map|\.html|\.LICENSE\.txt|module-map\.json|first-load\.json|\.br|\.gz)$/;

class ServiceWorkerPlugin {
  constructor({ template, fileName = 'sw.js' }) {
    this.template = template;
    this.fileName = fileName;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      compilation.fileDependencies.add(this.template);
      compilation.hooks.processAssets.tap(
        { name: 'ServiceWorkerPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          const files = Object.keys(assets).filter((name) => !SKIP.test(name) && name !== this.fileName).sort();
          const source = fs
            .readFileSync(this.template, 'utf8')
            .replace('= __SW_VERSION__;', `= ${JSON.stringify(compilation.fullHash ?? compilation.hash ?? String(Date.now()))};`)
            .replace('= __SW_ASSETS__;', `= ${JSON.stringify(files.map((name) => `/${name}`))};`);
          compilation.emitAsset(this.fileName, new sources.RawSource(source));
        },
      );
    });
  }
}

module.exports = { ServiceWorkerPlugin };
