// `pnpm --filter mfe-admin dev` serves the standalone dev shell on http://127.0.0.1:3005.
module.exports = require('build-tools').remoteWebpackConfig({ dir: __dirname, name: 'admin', devPort: 3005 });
