// jsdom plus the web platform pieces Node has and jsdom lacks (fetch, streams, encoders, structuredClone),
// so ky and react-router behave in tests as they do in the browser.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob',
  'TextEncoder', 'TextDecoder', 'ReadableStream', 'WritableStream', 'TransformStream',
  'CompressionStream', 'DecompressionStream', 'structuredClone', 'AbortController', 'AbortSignal',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
