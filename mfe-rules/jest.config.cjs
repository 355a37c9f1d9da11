module.exports = require('../jest.preset.cjs').jestProject({ dir: __dirname, name: 'mfe-rules', env: 'jsdom' });
