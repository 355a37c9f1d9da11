const { remoteConfig } = require('build-tools');

module.exports = (env = {}, argv = {}) =>
  remoteConfig({
    dir: __dirname,
    mode: argv.mode ?? 'production',
    name: 'research',
    exposes: { './routes': './src/routes.tsx' },
    devPort: 3001,
    outputPath: env.outputPath,
  });
