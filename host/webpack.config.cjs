const path = require('node:path');
const { hostWebpackConfig, standalonePageConfig } = require('build-tools');
const { ServiceWorkerPlugin } = require('./build/service-worker-plugin.cjs');
const { PrerenderPlugin } = require('./build/prerender-plugin.cjs');
const { FirstLoadPlugin } = require('./build/first-load-plugin.cjs');
const { AppPrefetchPlugin } = require('./build/app-prefetch-plugin.cjs');

const host = hostWebpackConfig({ dir: __dirname });

/**
 * Production builds are two: the app (with /sw.js, a service worker for its static assets), and the standalone
 * login page (login/*.js and user/login.html, its form prerendered) that the server sends for /user/login, so a
 * visitor who has to log in first downloads the form, not the app. In development the app serves /user/login.
 */
module.exports = (env = {}, argv = {}) => {
  const app = host(env, argv);
  const mode = argv.mode ?? 'production';
  if (mode !== 'production') return app;
  app.plugins.push(new ServiceWorkerPlugin({ template: path.join(__dirname, 'build', 'sw.template.js'), dir: __dirname }));
  // first-load.json: the files the server names in a page's first HTML (server/src/static/firstLoadHints.ts).
  app.plugins.push(new FirstLoadPlugin({ dir: __dirname }));
  const loginPage = standalonePageConfig({
    dir: __dirname,
    mode,
    name: 'login',
    entry: './src/login-page/index.tsx',
    htmlFile: 'user/login.html',
    title: 'Sasar',
    plugins: [
      new PrerenderPlugin({ module: path.join(__dirname, 'src', 'login-page', 'prerender.tsx'), exportName: 'renderLoginPage', page: 'user/login.html' }),
      new AppPrefetchPlugin({ page: 'user/login.html', firstLoadJson: path.join(__dirname, 'dist', 'first-load.json') }),
    ],
  });
  return [app, loginPage];
};
