module.exports = require('build-tools').hostWebpackConfig({ dir: __dirname });
