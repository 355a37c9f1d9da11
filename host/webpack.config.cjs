const { hostConfig } = require('build-tools');

module.exports = (_env, argv) => hostConfig({ dir: __dirname, mode: argv.mode ?? 'production', title: 'Sasar' });
