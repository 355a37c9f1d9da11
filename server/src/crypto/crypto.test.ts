import { hashPassword, verifyPassword } from './password';
import { decryptToken, deriveKeys, encryptToken, hmac, safeEqual } from './secrets';

describe('passwords', () => {
  test('scrypt hashes verify, are salted and carry their parameters', async () => {
    const hash = await hashPassword('demo1234');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('demo1234', hash)).toBe(true);
    expect(await verifyPassword('demo12345', hash)).toBe(false);
    expect(await hashPassword('demo1234')).not.toBe(hash);
  });
  test('malformed hashes never verify', async () => {
    for (const stored of ['', 'plain', 'scrypt$1$1$1$a$b', 'scrypt$999999999$8$1$AAAA$AAAA', 'bcrypt$x$y$z$a$b']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });
});

describe('token encryption', () => {
  const { tokenKey, csrfKey } = deriveKeys('a-test-secret-that-is-long');

  test('AES-256-GCM round trip with a fresh IV each time', () => {
    const a = encryptToken('EAAsandbox-dewi', tokenKey);
    const b = encryptToken('EAAsandbox-dewi', tokenKey);
    expect(a).not.toBe(b);
    expect(a).not.toContain('EAAsandbox');
    expect(decryptToken(a, tokenKey)).toBe('EAAsandbox-dewi');
  });
  test('tampering or a different key is detected', () => {
    const stored = encryptToken('EAAsandbox-dewi', tokenKey);
    const parts = stored.split('.');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => decryptToken([...parts.slice(0, 3), flipped.toString('base64url')].join('.'), tokenKey)).toThrow();
    expect(() => decryptToken(stored, deriveKeys('another-secret-entirely').tokenKey)).toThrow();
    expect(() => decryptToken('v0.x.y.z', tokenKey)).toThrow(/format/);
  });
  test('keys per purpose differ', () => {
    expect(tokenKey.equals(csrfKey)).toBe(false);
    expect(hmac(csrfKey, 'a')).not.toBe(hmac(tokenKey, 'a'));
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
