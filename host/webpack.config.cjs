const path = require('node:path');
const { hostWebpackConfig } = require('build-tools');
const { ServiceWorkerPlugin } = require('./build/service-worker-plugin.cjs');

const base = hostWebpackConfig({ dir: __dirname });

// The host also emits /sw.js (a service worker for its static assets) in production builds.
module.exports = (env = {}, argv = {}) => {
  const config = base(env, argv);
  if ((argv.mode ?? 'production') === 'production') {
    config.plugins.push(new ServiceWorkerPlugin({ template: path.join(__dirname, 'build', 'sw.template.js') }));
  }
  return config;
};
