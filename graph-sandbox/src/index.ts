export { createSandbox } from './sandbox/create-sandbox';
export { startSandbox, type RunningSandbox, type StartSandboxOptions } from './sandbox/start-sandbox';
export { DEFAULT_APP_ID, DEFAULT_APP_SECRET, type SandboxOptions } from './sandbox/options';
export { FAULT_KINDS, type FaultKind } from './control/fault-kinds';
export { PLATFORM_USERS, type PlatformUser } from './world/people/platform-users';
