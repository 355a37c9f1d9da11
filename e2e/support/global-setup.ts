// One stack for a script that is not a Playwright run (`pnpm bench`): starts it, publishes its addresses as the
// E2E_* variables and returns the teardown.
import { startStack } from './stack';

export default async function globalSetup() {
  const stack = await startStack();
  Object.assign(process.env, stack.env);
  console.log(`stack: server ${stack.baseUrl}, sandbox ${stack.sandboxUrl}, logs ${stack.workDir}/stack.log`);
  return async () => stack.stop();
}
