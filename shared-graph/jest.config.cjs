module.exports = require('../jest.preset.cjs').jestProject({ dir: __dirname, name: 'shared-graph', env: 'jsdom' });
