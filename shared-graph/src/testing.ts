// The surface a remote's own tests use to stand in for the host: configure the runtime and reset the session
// between tests. Lint keeps it out of production code (only src/testing and *.test files may import it).
export { configureRuntime } from './runtime';
export { resetSession } from './auth/resetSession';
