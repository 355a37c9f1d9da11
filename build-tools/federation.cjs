// The Module Federation contract every build shares: which packages are singletons, and who provides them.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..');

/** Package name → the version the host provides (read from the installed package). */
function installedVersion(pkg, fromDir) {
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [fromDir] });
  return require(manifest).version;
}

/** The singletons of DESIGN.md §3. `subpaths` also shares every deep import (react/jsx-runtime, …). */
const SINGLETONS = [
  { name: 'react', subpaths: true },
  { name: 'react-dom', subpaths: true },
  { name: 'react-router', subpaths: false },
  { name: 'react-router-dom', subpaths: false },
  { name: 'jotai', subpaths: true },
  { name: 'styled-components', subpaths: false },
  { name: 'shared-graph', subpaths: false },
  { name: 'shared-ui', subpaths: false },
];

/** The packages the one-copy e2e check watches (react-router is the engine behind react-router-dom). */
const CHECKED_SINGLETONS = ['react', 'react-dom', 'react-router', 'react-router-dom', 'jotai', 'styled-components', 'shared-graph', 'shared-ui'];

/**
 * Shared config for one build.
 * - provider (the host, or a remote's standalone dev shell): bundles each singleton once and offers it.
 * - consumer (a remote in production): ships no copy at all (`import: false`) and takes the host's.
 */
function sharedConfig({ fromDir, provide }) {
  const shared = {};
  for (const { name, subpaths } of SINGLETONS) {
    const version = installedVersion(name, fromDir);
    const entry = {
      singleton: true,
      strictVersion: false,
      requiredVersion: `^${version}`,
      version,
      ...(provide ? {} : { import: false }),
    };
    shared[name] = entry;
    if (subpaths) shared[`${name}/`] = { ...entry };
  }
  return shared;
}

module.exports = { SINGLETONS, CHECKED_SINGLETONS, sharedConfig, repoRoot };
