const { remoteConfig } = require('build-tools');

module.exports = (env = {}, argv = {}) =>
  remoteConfig({
    dir: __dirname,
    mode: argv.mode ?? 'production',
    name: 'adsmanager',
    exposes: { './routes': './src/routes.tsx' },
    devPort: 3002,
    outputPath: env.outputPath,
  });
