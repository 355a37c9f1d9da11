// `pnpm --filter mfe-adsmanager dev` serves the standalone dev shell on http://127.0.0.1:3002.
module.exports = require('build-tools').remoteWebpackConfig({ dir: __dirname, name: 'adsmanager', devPort: 3002 });
