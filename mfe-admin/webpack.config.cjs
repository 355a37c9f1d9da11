const { remoteConfig } = require('build-tools');

module.exports = (env = {}, argv = {}) =>
  remoteConfig({
    dir: __dirname,
    mode: argv.mode ?? 'production',
    name: 'admin',
    exposes: { './routes': './src/routes.tsx' },
    devPort: 3005,
    outputPath: env.outputPath,
  });
