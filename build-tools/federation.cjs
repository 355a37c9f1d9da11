// The Module Federation contract every build shares: which packages are singletons, and who provides them.
const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..');

/** Where a package's own dependencies resolve from (its real folder, inside pnpm's store). */
function packageDir(pkg, fromDir) {
  try {
    return fs.realpathSync(path.dirname(require.resolve(`${pkg}/package.json`, { paths: [fromDir] })));
  } catch {
    return null;
  }
}

/** The package a shared key belongs to: `shared-ui/table` is an entry of `shared-ui`. */
const packageOf = (name) => (name.startsWith('@') ? name.split('/').slice(0, 2) : name.split('/').slice(0, 1)).join('/');

/**
 * Package name → the version the host provides (read from the installed package). A build that does not depend on
 * a singleton itself reads the version of the copy its dependencies use: react-router through react-router-dom,
 * @tanstack/react-query through shared-graph (whose hooks the remotes call).
 */
function installedVersion(name, fromDir) {
  const pkg = packageOf(name);
  const via = ['react-router-dom', 'shared-graph'].map((dependent) => packageDir(dependent, fromDir)).filter(Boolean);
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [fromDir, ...via] });
  return require(manifest).version;
}

/** The singletons of DESIGN.md §3. `subpaths` also shares every deep import (react/jsx-runtime, …). */
const SINGLETONS = [
  { name: 'react', subpaths: true },
  { name: 'react-dom', subpaths: true },
  // react-router offers only what the suite uses (router-surface.mjs): a singleton is otherwise shipped whole.
  { name: 'react-router', subpaths: false, provideSurface: path.join(__dirname, 'router-surface.mjs') },
  { name: 'react-router-dom', subpaths: false },
  { name: 'jotai', subpaths: true },
  { name: 'styled-components', subpaths: false },
  { name: 'shared-graph', subpaths: false },
  { name: 'shared-ui', subpaths: false },
  // The data table is shared-ui's second entry: pages without a table never download TanStack Table. The host has
  // no table of its own, so it offers the entry by its file (a provider otherwise offers only what it imports).
  { name: 'shared-ui/table', subpaths: false, provideByFile: true },
  { name: '@tanstack/react-query', subpaths: false },
];

/** The packages the one-copy e2e check watches (react-router is the engine behind react-router-dom). */
const CHECKED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'jotai',
  'styled-components',
  'shared-graph',
  'shared-ui',
  '@tanstack/react-query',
];

/**
 * Shared config for one build.
 * - provider (the host, or a remote's standalone dev shell): bundles each singleton once and offers it.
 * - consumer (a remote in production): ships no copy at all (`import: false`) and takes the host's.
 */
function sharedConfig({ fromDir, provide }) {
  const shared = {};
  for (const { name, subpaths, provideByFile, provideSurface } of SINGLETONS) {
    const version = installedVersion(name, fromDir);
    const entry = {
      singleton: true,
      strictVersion: false,
      requiredVersion: `^${version}`,
      version,
      ...(provide ? {} : { import: false }),
      ...(provide && provideByFile ? { import: require.resolve(name, { paths: [fromDir] }) } : {}),
      ...(provide && provideSurface ? { import: provideSurface } : {}),
    };
    shared[name] = entry;
    if (subpaths) shared[`${name}/`] = { ...entry };
  }
  return shared;
}

/**
 * The aliases a provider build needs: router-surface.mjs re-exports from the real react-router ES module under a
 * name of its own, which the share plugins leave alone (importing `react-router` there would consume itself).
 */
function providerAliases({ fromDir }) {
  const via = packageDir('react-router-dom', fromDir) ?? fromDir;
  const routerDir = packageDir('react-router', via);
  const { exports } = require(path.join(routerDir, 'package.json'));
  const esm = exports['.'].module?.default ?? exports['.'].import.default;
  return { 'sasar-react-router-full$': path.join(routerDir, esm) };
}

module.exports = { SINGLETONS, CHECKED_SINGLETONS, sharedConfig, providerAliases, repoRoot };
