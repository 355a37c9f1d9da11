// Playwright's global setup: fail at once, with the fix, when the production builds are missing (each worker
// starts its own stack from them: support/fixtures.ts).
import { assertBuilt } from './stack';

export default function checkBuilds() {
  assertBuilt();
}
