const path = require('node:path');
const { hostWebpackConfig } = require('build-tools');
const { ServiceWorkerPlugin } = require('./build/service-worker-plugin.cjs');
const { PrerenderPlugin, loginPage } = require('./build/prerender-plugin.cjs');

const base = hostWebpackConfig({ dir: __dirname });

// The host also emits /sw.js (a service worker for its static assets) and the prerendered login page
// (user/login.html) in production builds.
module.exports = (env = {}, argv = {}) => {
  const config = base(env, argv);
  if ((argv.mode ?? 'production') === 'production') {
    config.plugins.push(new ServiceWorkerPlugin({ template: path.join(__dirname, 'build', 'sw.template.js') }));
    config.plugins.push(new PrerenderPlugin(loginPage(__dirname)));
  }
  return config;
};
