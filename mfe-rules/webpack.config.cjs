// `pnpm --filter mfe-rules dev` serves the standalone dev shell on http://127.0.0.1:3004.
// `./notices` is the rules' part of the shell's notice area (area.json `notices: true`).
module.exports = require('build-tools').remoteWebpackConfig({
  dir: __dirname,
  name: 'rules',
  devPort: 3004,
  exposes: { './routes': './src/routes.tsx', './notices': './src/notices/RuleNotices.tsx' },
});
