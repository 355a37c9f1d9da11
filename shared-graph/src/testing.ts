// The surface a remote's own tests use to stand in for the host: configure the runtime, reset the session, and
// answer fetch with a recording double. Lint keeps it out of production code (only src/testing and *.test files).
export { configureRuntime } from './runtime';
export { resetSession } from './auth/resetSession';
export { account, fakeFetch, jsonResponse, makeUser, type Handler, type RecordedCall } from './test-utils';
export { stubApi, type RecordedApiCall } from './stubApi';
export { renderArea, shownToasts, type AreaRoute, type RenderAreaOptions } from './renderArea';
