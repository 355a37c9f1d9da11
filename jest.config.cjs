// `pnpm test:unit` runs every package's jest project in one run.
module.exports = {
  // A global option: jest ignores testTimeout inside a project. Server suites boot PGlite and a server in their
  // hooks, which takes seconds on 2 busy cores; a hung test still fails, just later.
  testTimeout: 60_000,
  // A worker that has grown past this after a file is replaced: each file leaves some of itself behind, and a
  // worker's collections grew slower with it (2 % of the CPU of the server, ads manager and host projects).
  workerIdleMemoryLimit: '1GB',
  projects: [
    'shared-graph', 'shared-ui', 'host',
    'mfe-research', 'mfe-adsmanager', 'mfe-dashboard', 'mfe-rules', 'mfe-admin',
    'server', 'graph-sandbox', 'build-tools',
  ].map((dir) => `<rootDir>/${dir}`),
};
