module.exports = {
  ...require('../jest.preset.cjs').jestProject({ dir: __dirname, name: 'server', env: 'node' }),
  globalSetup: '<rootDir>/jest.global-setup.ts',
  testEnvironment: '<rootDir>/jest.environment.cjs',
};
