// Fills a page html-webpack-plugin made from the host's index.html (`user/login.html`) with what a TSX module renders:
// markup in #root, styles at the end of <head>, and the page's title and description, so the form paints before
// any JavaScript runs. The server sends it for /user/login (server/src/static/routes.ts); the page's script
// replaces the markup when it starts (host/README.md, "First paint").
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { Compilation, sources } = require('webpack');

const PLUGIN = 'SasarPrerenderPlugin';
const ROOT = /<div id="root">[\s\S]*<\/div>(?=<\/body>)/;

const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

/**
 * The page with `markup` in #root (the shell frame's place), `styles` at the end of <head>, and, when given, its
 * `title` and meta `description`.
 */
function prerenderedHtml(html, { markup, styles, title, description }) {
  if (!ROOT.test(html)) throw new Error(`${PLUGIN}: the page has no <div id="root"> right before </body>`);
  let page = html.replace('</head>', () => `${styles}</head>`).replace(ROOT, () => `<div id="root">${markup}</div>`);
  if (title !== undefined) page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description !== undefined) {
    page = page.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(description)}" />`);
  }
  return page;
}

/** A visitor's empty storage, for modules that read it as they load (the page is rendered for a first visit). */
function emptyStorage() {
  const items = new Map();
  return {
    get length() { return items.size; },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** Runs `render` with empty localStorage and sessionStorage globals, as a first visit in a browser has. */
async function withEmptyStorage(render) {
  const names = ['localStorage', 'sessionStorage'].filter((name) => !(name in globalThis));
  for (const name of names) globalThis[name] = emptyStorage();
  try {
    return await render();
  } finally {
    for (const name of names) delete globalThis[name];
  }
}

class PrerenderPlugin {
  /** @param {{ module: string, exportName: string, page: string }} options — a TSX module rendering the page */
  constructor({ module, exportName, page }) {
    this.module = module;
    this.exportName = exportName;
    this.page = page;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After html-webpack-plugin has emitted the page (OPTIMIZE_INLINE), before the compressed copies are made.
      compilation.hooks.processAssets.tapPromise({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 100 }, async () => {
        const html = compilation.getAsset(this.page);
        if (!html) throw new Error(`${PLUGIN}: no ${this.page} in the build`);
        const { tsImport } = await import('tsx/esm/api');
        const page = await withEmptyStorage(async () => {
          // The workspace's compiler options for the host and the shared packages (outside them tsx applies none).
          const previous = process.env.TSX_TSCONFIG_PATH;
          process.env.TSX_TSCONFIG_PATH = path.join(__dirname, 'tsconfig.prerender.json');
          try {
            const rendered = await tsImport(pathToFileURL(this.module).href, pathToFileURL(__filename).href);
            const render = rendered[this.exportName] ?? rendered.default?.[this.exportName];
            if (typeof render !== 'function') throw new Error(`${PLUGIN}: ${this.module} exports no ${this.exportName}()`);
            return render();
          } finally {
            if (previous === undefined) delete process.env.TSX_TSCONFIG_PATH;
            else process.env.TSX_TSCONFIG_PATH = previous;
          }
        });
        compilation.updateAsset(this.page, new sources.RawSource(prerenderedHtml(html.source.source().toString(), page)));
      });
    });
  }
}

module.exports = { PrerenderPlugin, prerenderedHtml };
