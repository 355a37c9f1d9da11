// jsdom plus the web platform pieces Node has and jsdom lacks (fetch, streams, encoders, structuredClone),
// so ky and react-router behave in tests as they do in the browser. AbortController comes from Node too, because
// Node's fetch accepts only its own AbortSignal. FormData and Blob stay jsdom's: they must read jsdom's <form>.
const path = require('node:path');
const { TestEnvironment } = require('jest-environment-jsdom');

// jsdom's own modules, the instances the environment's window runs on (its wrapper → element map is private to them).
const jsdomDir = path.dirname(require.resolve('jsdom/package.json', { paths: [path.dirname(require.resolve('jest-environment-jsdom'))] }));
const { implForWrapper } = require(path.join(jsdomDir, 'lib/jsdom/living/generated/utils.js'));
const { getDeclarationForElement, getResolvedValue, propertiesWithResolvedValueImplemented } = require(
  path.join(jsdomDir, 'lib/jsdom/living/helpers/style-rules.js'),
);

const kebabCase = (name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * window.getComputedStyle answering each property when it is read, from the cascade jsdom caches per element.
 * jsdom's own copies every declared property into a new declaration (every colour parsed again) on each call, and
 * Testing Library calls it for every element a role query looks at: a third of a screen test's CPU. Values are the
 * same: the declared value, or jsdom's resolved value for the properties it resolves (visibility, colours, …).
 */
function lazyComputedStyle(window) {
  const computeStyle = window.getComputedStyle;
  return function getComputedStyle(element, pseudoElement) {
    const impl = implForWrapper(element);
    if (pseudoElement || !impl || impl.nodeType !== 1) return computeStyle.call(window, element, pseudoElement);
    const valueOf = (property) =>
      property in propertiesWithResolvedValueImplemented
        ? getResolvedValue(impl, property)
        : getDeclarationForElement(impl).getPropertyValue(property);
    let whole;
    return new Proxy(
      {},
      {
        get(_, key) {
          if (key === 'getPropertyValue') return (property) => valueOf(String(property).toLowerCase());
          if (typeof key === 'string' && /^[a-z][a-zA-Z]*$/.test(key) && !(key in window.CSSStyleDeclaration.prototype)) {
            return valueOf(kebabCase(key));
          }
          whole ??= computeStyle.call(window, element);
          const value = Reflect.get(whole, key);
          return typeof value === 'function' ? value.bind(whole) : value;
        },
      },
    );
  };
}

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
