import { CONTRACT_VERSION, isCompatibleRemote, resolveRemoteModule } from './index';

const route = (name?: string) => (name ? { path: 'x', handle: { name } } : { path: 'x' });

describe('isCompatibleRemote', () => {
  it('accepts a module built against this contract, directly or as a namespace default', () => {
    const mod = { contractVersion: CONTRACT_VERSION, routes: [{ ...route('search'), children: [{ index: true }] }] };
    expect(isCompatibleRemote(mod)).toBeNull();
    expect(isCompatibleRemote({ default: mod })).toBeNull();
    expect(resolveRemoteModule({ default: mod })).toBe(mod);
  });

  it('refuses another contract version with a clear reason', () => {
    const older = CONTRACT_VERSION - 1;
    expect(isCompatibleRemote({ contractVersion: older, routes: [] }, 'research')).toBe(
      `research was built against contract version ${older}, the host supports version ${CONTRACT_VERSION}`,
    );
  });

  it.each([
    [undefined, 'did not export a route module'],
    [{ routes: [] }, 'does not declare a contract version'],
    [{ contractVersion: CONTRACT_VERSION }, 'does not export a list of routes'],
    [{ contractVersion: CONTRACT_VERSION, routes: [route()] }, 'has no handle'],
    [{ contractVersion: CONTRACT_VERSION, routes: [{ ...route('a'), children: [{ handle: {} }] }] }, 'routes[0].children[0] has a handle without a name'],
  ])('gives a reason for a broken module (%#)', (mod, reason) => {
    expect(isCompatibleRemote(mod, 'x')).toContain(reason);
  });
});
