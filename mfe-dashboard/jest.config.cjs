module.exports = require('../jest.preset.cjs').jestProject({ dir: __dirname, name: 'mfe-dashboard', env: 'jsdom' });
