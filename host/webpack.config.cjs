const path = require('node:path');
const { hostWebpackConfig } = require('build-tools');
const { ServiceWorkerPlugin } = require('./build/service-worker-plugin.cjs');
const { PrerenderPlugin, loginPage } = require('./build/prerender-plugin.cjs');
const { FirstLoadPlugin } = require('./build/first-load-plugin.cjs');

const base = hostWebpackConfig({ dir: __dirname });

// The host also emits /sw.js (a service worker for its static assets), the prerendered login page
// (user/login.html) and first-load.json (the files the server names in a page's first HTML) in production builds.
module.exports = (env = {}, argv = {}) => {
  const config = base(env, argv);
  if ((argv.mode ?? 'production') === 'production') {
    config.plugins.push(new ServiceWorkerPlugin({ template: path.join(__dirname, 'build', 'sw.template.js'), start: path.join(__dirname, 'src', 'bootstrap.tsx') }));
    config.plugins.push(new PrerenderPlugin(loginPage(__dirname)));
    config.plugins.push(new FirstLoadPlugin({ dir: __dirname }));
  }
  return config;
};
