// `pnpm --filter mfe-research dev` serves the standalone dev shell on http://127.0.0.1:3001.
module.exports = require('build-tools').remoteWebpackConfig({ dir: __dirname, name: 'research', devPort: 3001 });
