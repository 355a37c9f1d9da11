// One webpack + Module Federation configuration for the host and every remote.
const path = require('node:path');
const { DefinePlugin, NormalModuleReplacementPlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerWebpackPlugin = require('minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig, providerAliases, repoRoot } = require('./federation.cjs');
const { ModuleMapPlugin } = require('./module-map-plugin.cjs');
const { RemoteAreaPlugin, readArea, contractVersionOf } = require('./remote-area-plugin.cjs');

const WORKSPACE_DIRS = ['shared-graph', 'shared-ui', 'host', 'mfe-research', 'mfe-adsmanager', 'mfe-dashboard', 'mfe-rules', 'mfe-admin']
  .map((name) => [name, path.join(repoRoot, name)]);

const swcRule = (mode) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: mode === 'development', refresh: false } },
      },
    },
  },
});

/**
 * Production files are also written brotli- and gzip-compressed (`x.js.br`, `x.js.gz`); the server sends the
 * best one the browser accepts, so nothing is compressed per request.
 */
function compressedCopies() {
  const test = /\.(js|json|html|css|svg)$/;
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024, minRatio: 0.9, compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      threshold: 1024,
      minRatio: 0.9,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

function baseConfig({ dir, mode, outputPath }) {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    // The package's own node_modules as a fallback, for shared sources outside it (build-tools/dev-shell).
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], modules: ['node_modules', path.join(dir, 'node_modules')] },
    module: { rules: [swcRule(mode)] },
    output: {
      path: outputPath ?? path.join(dir, 'dist'),
      publicPath: 'auto',
      // Entry files keep a stable name (served no-cache); every other chunk carries its content hash.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
      uniqueName: path.basename(dir),
    },
    optimization: {
      chunkIds: 'named',
      minimizer: [new MinimizerWebpackPlugin({ test: /\.m?js(\?.*)?$/i, minify: MinimizerWebpackPlugin.swcMinify })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/** Packages every page of the shell runs at boot (the singletons and what they import). */
const BOOT_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|jotai|styled-components|stylis|@emotion[\\/][^\\/]+|@tanstack[\\/](react-query|query-core)|ky)[\\/]/;
const SHARED_SOURCES = [path.join(repoRoot, 'shared-graph', 'src'), path.join(repoRoot, 'shared-ui', 'src')];
const ROUTER_SURFACE = path.join(__dirname, 'router-surface.mjs');
/** shared-ui's table and the charts' echarts side (EChartCanvas) are loaded on demand, in chunks of their own. */
const ON_DEMAND = /[\\/]shared-ui[\\/]src[\\/](table[\\/]|charts[\\/]EChartCanvas\.tsx$)/;
/**
 * What EChartCanvas imports stays in its `charts` chunk instead of a vendors chunk: webpack hoists modules into one
 * scope only within a chunk, and split from EChartCanvas, 113 echarts modules kept their own wrapper and every call
 * between them went through webpack's require (the charts chunk: 193.7 → 181.2 KB gzip).
 */
const CHART_PACKAGES = /[\\/]node_modules[\\/](echarts|zrender|tslib)[\\/]/;
const isVendorModule = (module) => {
  const resource = module.nameForCondition?.() ?? '';
  return /[\\/]node_modules[\\/]/.test(resource) && !CHART_PACKAGES.test(resource);
};

function isBootModule(module) {
  const resource = module.resource ?? module.rootModule?.resource ?? '';
  if (!resource || ON_DEMAND.test(resource)) return false;
  return resource === ROUTER_SURFACE || BOOT_PACKAGES.test(resource) || SHARED_SOURCES.some((dir) => resource.startsWith(dir + path.sep));
}

/**
 * The plugin that hands the host's federation runtime to the remotes is imported as CommonJS, which pulled a second,
 * CommonJS copy of the runtime (runtime-core, sdk, error codes) next to the ES one the bundler runtime uses: its ES
 * build shares the one copy (main.js 202 → 106 KB, 36 → 26 KB brotli).
 */
const oneFederationRuntime = () =>
  new NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
    resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
  });

/** The host: provides every singleton, loads remotes at runtime from /remotes.json (no remote URL here). */
function hostConfig({ dir, mode, title, devPort = 3000, apiTarget = 'http://127.0.0.1:8080' }) {
  const config = baseConfig({ dir, mode });
  return {
    ...config,
    entry: { main: './src/index.ts' },
    resolve: { ...config.resolve, alias: providerAliases({ fromDir: dir }) },
    optimization: {
      ...config.optimization,
      // The singletons come as one file instead of a dozen: each is needed at boot anyway, and each request also
      // costs its headers (about 1 KB here).
      splitChunks: {
        cacheGroups: {
          boot: { test: isBootModule, name: 'boot', chunks: 'async', enforce: true, priority: 20 },
          // webpack's own vendors group, minus the chart kit's packages.
          defaultVendors: { test: isVendorModule, idHint: 'vendors', priority: -10, reuseExistingChunk: true },
        },
      },
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'host',
        remotes: {},
        shared: sharedConfig({ fromDir: dir, provide: true }),
        dts: false,
        manifest: false,
        // The host carries the one Module Federation runtime; production remotes use it (externalRuntime).
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      oneFederationRuntime(),
      new HtmlWebpackPlugin({ template: './src/index.html', title }),
      new ModuleMapPlugin({ workspaceDirs: WORKSPACE_DIRS }),
      ...(mode === 'production' ? compressedCopies() : []),
    ],
    output: { ...config.output, publicPath: '/' },
    devServer: {
      port: devPort,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/remotes', '/remotes.json'], target: apiTarget }],
    },
  };
}

/**
 * A remote: exposes `./routes` and takes every singleton from the host. In development (`pnpm dev`) it also
 * builds a standalone dev shell that provides the singletons itself, so a team can work without the host.
 * `./routes` is stamped with the contract version of the shared-graph it was built against (or `contractVersion`,
 * for a test that needs a build made against another one), and `area.json` describes the area for the registry.
 */
function remoteConfig({ dir, mode, name, exposes, devPort, apiTarget = 'http://127.0.0.1:8080', outputPath, contractVersion, packagesFrom = dir }) {
  const standalone = mode === 'development';
  const config = baseConfig({ dir, mode, outputPath });
  const sharedGraphDir = path.dirname(require.resolve('shared-graph/package.json', { paths: [packagesFrom] }));
  const builtAgainst = contractVersion ?? contractVersionOf(sharedGraphDir);
  const { './routes': routesModule, ...otherExposes } = exposes;
  const area = readArea(dir);
  if (area.notices && !otherExposes['./notices']) throw new Error(`${dir}/area.json says the remote has notices, but it exposes no ./notices module`);
  return {
    ...config,
    entry: standalone ? { devShell: './src/dev/index.ts' } : {},
    resolve: {
      ...config.resolve,
      modules: [...config.resolve.modules, path.join(packagesFrom, 'node_modules')],
      alias: { 'sasar-remote-routes$': path.resolve(dir, routesModule), ...(standalone ? providerAliases({ fromDir: packagesFrom }) : {}) },
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './routes': path.join(__dirname, 'remote-routes.ts'), ...otherExposes },
        shared: sharedConfig({ fromDir: packagesFrom, provide: standalone }),
        dts: false,
        manifest: { fileName: 'mf-manifest.json' },
        // In production the host provides the federation runtime; the standalone dev shell bundles its own.
        ...(standalone ? {} : { experiments: { externalRuntime: true } }),
      }),
      new DefinePlugin({ __SASAR_CONTRACT_VERSION__: JSON.stringify(builtAgainst) }),
      new RemoteAreaPlugin({ area, contractVersion: builtAgainst }),
      ...(standalone ? [new HtmlWebpackPlugin({ template: path.join(__dirname, 'dev-shell.html'), chunks: ['devShell'], title: `${name} (standalone)` })] : []),
      new ModuleMapPlugin({ workspaceDirs: WORKSPACE_DIRS }),
      ...(mode === 'production' ? compressedCopies() : []),
    ],
    devServer: {
      port: devPort,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: apiTarget }],
    },
  };
}

/** A remote's whole webpack.config.cjs: `module.exports = remoteWebpackConfig({ dir: __dirname, name, devPort })`. */
function remoteWebpackConfig({ dir, name, devPort, exposes = { './routes': './src/routes.tsx' } }) {
  return (env = {}, argv = {}) =>
    remoteConfig({ dir, name, devPort, exposes, mode: argv.mode ?? 'production', outputPath: env.outputPath });
}

/**
 * A page of the host's that runs without the app (the login page): its own small bundle, no federation runtime
 * and no shared scope, only what its entry imports (tree-shaken). Written next to the host's build as
 * `<name>/<name>.<hash>.js`, and its HTML as `htmlFile` from the host's index.html; it runs after the host's build,
 * which cleans the folder.
 */
function standalonePageConfig({ dir, mode, name, entry, htmlFile, title, plugins = [] }) {
  const config = baseConfig({ dir, mode });
  return {
    ...config,
    name,
    dependencies: ['host'],
    entry: { [name]: entry },
    output: { ...config.output, filename: `${name}/[name].[contenthash:8].js`, chunkFilename: `${name}/[name].[contenthash:8].js`, publicPath: '/', clean: false },
    // What the entry imports on demand comes as one chunk, not split by package: every part of it is needed at once.
    optimization: { ...config.optimization, splitChunks: false },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/index.html', filename: htmlFile, title, scriptLoading: 'defer' }),
      ...plugins,
      ...(mode === 'production' ? compressedCopies() : []),
    ],
  };
}

/** The host's whole webpack.config.cjs. */
function hostWebpackConfig({ dir, title = 'Sasar' }) {
  return (env, argv = {}) => ({ ...hostConfig({ dir, title, mode: argv.mode ?? 'production' }), name: 'host' });
}

module.exports = { hostConfig, remoteConfig, hostWebpackConfig, remoteWebpackConfig, standalonePageConfig };
