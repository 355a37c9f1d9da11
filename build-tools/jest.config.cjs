module.exports = require('../jest.preset.cjs').jestProject({ dir: __dirname, name: 'build-tools', env: 'node' });
