// `pnpm --filter mfe-rules dev` serves the standalone dev shell on http://127.0.0.1:3004.
module.exports = require('build-tools').remoteWebpackConfig({ dir: __dirname, name: 'rules', devPort: 3004 });
