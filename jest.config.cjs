// `pnpm test:unit` runs every package's jest project in one run.
module.exports = {
  // A global option: jest ignores testTimeout inside a project. Server suites boot PGlite and a server in their
  // hooks, which takes seconds on 2 busy cores; a hung test still fails, just later.
  testTimeout: 60_000,
  projects: [
    'shared-graph', 'shared-ui', 'host',
    'mfe-research', 'mfe-adsmanager', 'mfe-dashboard', 'mfe-rules', 'mfe-admin',
    'server', 'graph-sandbox', 'build-tools',
  ].map((dir) => `<rootDir>/${dir}`),
};
