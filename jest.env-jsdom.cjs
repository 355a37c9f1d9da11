// jsdom plus the web platform pieces Node has and jsdom lacks (fetch, streams, encoders, structuredClone),
// so ky and react-router behave in tests as they do in the browser. AbortController comes from Node too, because
// Node's fetch accepts only its own AbortSignal. FormData and Blob stay jsdom's: they must read jsdom's <form>.
// Styles are jsdom's, computed for less (jest.jsdom-styles.cjs).
const { TestEnvironment } = require('jest-environment-jsdom');
const { installFastCascade, lazyComputedStyle } = require('./jest.jsdom-styles.cjs');

installFastCascade();

const FROM_NODE = [
  'fetch', 'Request', 'Response', 'Headers',
  'TextEncoder', 'TextDecoder', 'ReadableStream', 'WritableStream', 'TransformStream',
  'CompressionStream', 'DecompressionStream', 'structuredClone', 'AbortController', 'AbortSignal', 'BroadcastChannel',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    this.global.getComputedStyle = lazyComputedStyle(this.global);
    // styled-components adds its rules with insertRule, as in production, instead of appending text to one <style>,
    // which jsdom parses again whole at every new component (about 5 % of a screen test's CPU).
    this.global.SC_DISABLE_SPEEDY = false;
  }
}

module.exports = JsdomWithFetchEnvironment;
