// Names the app's start in a standalone page's HTML (`<link rel="prefetch">`): main.js and the files of the app's
// start and layout, from the app build's first-load.json (build/first-load-plugin.cjs). The login page does not run
// them; the browser fetches them at idle priority while the visitor types, so the app starts from the cache once the
// login leaves for it. The page's build runs after the app's (standalonePageConfig), which has written the file.
const fs = require('node:fs');
const { Compilation, sources } = require('webpack');

const PLUGIN = 'AppPrefetchPlugin';
const FILE = /^[\w-][\w.-]*\.js$/;

/** The app's start files named by first-load.json, main.js first; none when the file is missing or unreadable. */
function appStartFiles(firstLoadJson) {
  let firstLoad;
  try {
    firstLoad = JSON.parse(fs.readFileSync(firstLoadJson, 'utf8'));
  } catch {
    return [];
  }
  const listed = [...(firstLoad.bootstrap ?? []), ...(firstLoad.layout ?? [])].filter((file) => typeof file === 'string' && FILE.test(file));
  return [...new Set(['main.js', ...listed])];
}

/** `html` with a prefetch link per file at the end of <head>. */
function withPrefetches(html, files) {
  const links = files.map((file) => `<link rel="prefetch" href="/${file}" as="script">`).join('');
  return html.replace('</head>', () => `${links}</head>`);
}

class AppPrefetchPlugin {
  /** @param {{ page: string, firstLoadJson: string }} options — the page to add to, and the app's first-load.json */
  constructor({ page, firstLoadJson }) {
    this.page = page;
    this.firstLoadJson = firstLoadJson;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // With the page's other changes (html-webpack-plugin, the prerender), before the compressed copies are made.
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 200 }, () => {
        const html = compilation.getAsset(this.page);
        if (!html) throw new Error(`${PLUGIN}: no ${this.page} in the build`);
        const files = appStartFiles(this.firstLoadJson);
        if (files.length === 0) compilation.warnings.push(new Error(`${PLUGIN}: no app start files in ${this.firstLoadJson}`));
        compilation.updateAsset(this.page, new sources.RawSource(withPrefetches(html.source.source().toString(), files)));
      });
    });
  }
}

module.exports = { AppPrefetchPlugin, appStartFiles, withPrefetches };
