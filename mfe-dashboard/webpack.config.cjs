const { remoteConfig } = require('build-tools');

module.exports = (env = {}, argv = {}) =>
  remoteConfig({
    dir: __dirname,
    mode: argv.mode ?? 'production',
    name: 'dashboard',
    exposes: { './routes': './src/routes.tsx' },
    devPort: 3003,
    outputPath: env.outputPath,
  });
