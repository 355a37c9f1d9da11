// `pnpm test:unit` runs every package's jest project in one run.
module.exports = {
  projects: [
    'shared-graph', 'shared-ui', 'host',
    'mfe-research', 'mfe-adsmanager', 'mfe-dashboard', 'mfe-rules', 'mfe-admin',
    'server', 'graph-sandbox', 'build-tools',
  ].map((dir) => `<rootDir>/${dir}`),
};
