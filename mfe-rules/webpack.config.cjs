const { remoteConfig } = require('build-tools');

module.exports = (env = {}, argv = {}) =>
  remoteConfig({
    dir: __dirname,
    mode: argv.mode ?? 'production',
    name: 'rules',
    exposes: { './routes': './src/routes.tsx' },
    devPort: 3004,
    outputPath: env.outputPath,
  });
