import { LoginLimiter } from './login-limiter';

describe('LoginLimiter', () => {
  test('blocks an IP + login after maxFailures within the window, then lets it go', () => {
    const limiter = new LoginLimiter({ maxFailures: 2, windowMs: 60_000 });
    const t0 = 1_000_000;
    expect(limiter.retryAfter('1.1.1.1', 'demo', t0)).toBe(0);
    limiter.recordFailure('1.1.1.1', 'Demo', t0);
    limiter.recordFailure('1.1.1.1', 'demo ', t0 + 1000);
    expect(limiter.retryAfter('1.1.1.1', 'DEMO', t0 + 2000)).toBe(58);
    expect(limiter.retryAfter('1.1.1.1', 'other', t0 + 2000)).toBe(0);
    expect(limiter.retryAfter('2.2.2.2', 'demo', t0 + 2000)).toBe(0);
    expect(limiter.retryAfter('1.1.1.1', 'demo', t0 + 60_001)).toBe(0);
  });

  test('an IP spraying many logins is blocked as a whole', () => {
    const limiter = new LoginLimiter({ maxFailures: 2, windowMs: 60_000, ipFactor: 3 });
    for (let i = 0; i < 6; i += 1) limiter.recordFailure('3.3.3.3', `user${i}`, 0);
    expect(limiter.retryAfter('3.3.3.3', 'fresh-user', 10)).toBeGreaterThan(0);
  });

  test('a success clears the IP + login counter', () => {
    const limiter = new LoginLimiter({ maxFailures: 2, windowMs: 60_000 });
    limiter.recordFailure('1.1.1.1', 'demo', 0);
    limiter.recordSuccess('1.1.1.1', 'demo');
    limiter.recordFailure('1.1.1.1', 'demo', 1);
    expect(limiter.retryAfter('1.1.1.1', 'demo', 2)).toBe(0);
  });

  test('failures counts one login from one IP within the window (the captcha threshold reads it)', () => {
    const limiter = new LoginLimiter({ maxFailures: 10, windowMs: 60_000 });
    limiter.recordFailure('1.1.1.1', 'Demo', 0);
    limiter.recordFailure('1.1.1.1', 'demo', 1);
    limiter.recordFailure('2.2.2.2', 'demo', 1);
    expect(limiter.failures('1.1.1.1', 'DEMO', 2)).toBe(2);
    expect(limiter.failures('1.1.1.1', 'other', 2)).toBe(0);
    expect(limiter.failures('1.1.1.1', 'demo', 60_001)).toBe(0);
    limiter.recordSuccess('2.2.2.2', 'demo');
    expect(limiter.failures('2.2.2.2', 'demo', 2)).toBe(0);
  });
});
