// jsdom lacks a few web APIs that ky, react-router and the app use.
const { TextEncoder, TextDecoder } = require('node:util');
const { ReadableStream, TransformStream } = require('node:stream/web');
Object.assign(globalThis, { TextEncoder, TextDecoder, ReadableStream, TransformStream });
if (!globalThis.fetch) {
  const undici = globalThis.Response ? globalThis : require('node:undici');
  Object.assign(globalThis, { fetch: undici.fetch, Request: undici.Request, Response: undici.Response, Headers: undici.Headers });
}
