module.exports = require('../jest.preset.cjs').jestProject({ dir: __dirname, name: 'shared-ui', env: 'jsdom' });
