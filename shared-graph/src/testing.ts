// The surface a remote's own tests use to stand in for the host and the servers: configure the runtime, start a
// session, and answer the product API and the Graph proxy with the typed doubles (MSW underneath). Lint keeps it
// out of production code (only tests and testing/ folders import it), and no remote shares it at run time.
export { configureRuntime } from './runtime';
export { resetSession } from './auth/resetSession';
export { account, makeUser } from './test-utils';
export { renderArea, shownToasts, type AreaRoute, type RenderAreaOptions } from './renderArea';
export { startSession, type SessionOptions, type TestSession } from './testing/session';
export {
  apiError,
  apiPage,
  apiReply,
  networkError,
  noAnswer,
  productApiDouble,
  rawReply,
  Reply,
  type ApiAnswer,
  type ApiErrorFields,
  type ApiHandler,
  type ApiRequest,
  type ProductApiDouble,
  type RecordedRequest,
} from './testing/productApiDouble';
export {
  GRAPH_NULL,
  graphError,
  graphReply,
  GraphReply,
  type GraphAnswer,
  type GraphDouble,
  type GraphHandler,
  type GraphOperation,
  type MetaError,
} from './testing/graphDouble';
