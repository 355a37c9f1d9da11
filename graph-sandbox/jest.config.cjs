module.exports = require('../jest.preset.cjs').jestProject({ dir: __dirname, name: 'graph-sandbox', env: 'node' });
