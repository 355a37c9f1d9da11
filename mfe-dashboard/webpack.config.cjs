// `pnpm --filter mfe-dashboard dev` serves the standalone dev shell on http://127.0.0.1:3003.
module.exports = require('build-tools').remoteWebpackConfig({ dir: __dirname, name: 'dashboard', devPort: 3003 });
