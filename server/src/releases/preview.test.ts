import { previewKey, signPreview, verifyPreview } from './preview';

const key = previewKey('test-secret-0123456789abcdef');
const claim = { releaseId: 12, userId: 7, expiresAt: new Date('2026-12-01T10:00:00Z') };
const before = new Date('2026-12-01T09:00:00Z');

test('a signed link names the release, the user and its expiry, and verifies until it expires', () => {
  const token = signPreview(key, claim);
  expect(token).toMatch(/^12\.7\.1796119200\.[A-Za-z0-9_-]{43}$/);
  expect(verifyPreview(key, token, before)).toEqual(claim);
  expect(verifyPreview(key, token, claim.expiresAt)).toBe('expired');
});

test('a changed release, user or expiry, another secret or a mangled token is refused', () => {
  const token = signPreview(key, claim);
  const [, , , signature] = token.split('.');
  expect(verifyPreview(key, `13.7.1796119200.${signature}`, before)).toBe('forged');
  expect(verifyPreview(key, `12.8.1796119200.${signature}`, before)).toBe('forged');
  expect(verifyPreview(key, `12.7.1896119200.${signature}`, before)).toBe('forged');
  expect(verifyPreview(previewKey('another-secret-0123456789'), token, before)).toBe('forged');
  for (const bad of ['', '12.7', `${token}.x`, `0.7.1796119200.${signature}`, `12.7.1796119200.${signature}\u0000`, 'x'.repeat(500)]) {
    expect(verifyPreview(key, bad, before)).toBe('malformed');
  }
});
