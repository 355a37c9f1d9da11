import { decodeFromStorage, encodeForStorage } from './storageCodec';

test('the research cache is stored gzip-compressed where the browser can, plain JSON otherwise, and reads both back', async () => {
  const text = JSON.stringify({ hello: 'dunia'.repeat(50) });
  const plain = await encodeForStorage(text, 'none');
  const packed = await encodeForStorage(text, 'auto');
  expect(plain.startsWith('j1:')).toBe(true);
  expect(packed.length).toBeLessThan(plain.length);
  await expect(decodeFromStorage(plain)).resolves.toBe(text);
  await expect(decodeFromStorage(packed)).resolves.toBe(text);
});

test('a stored value it cannot read is nothing, not an error', async () => {
  await expect(decodeFromStorage('garbage')).resolves.toBeNull();
  await expect(decodeFromStorage('c1:not-base64!')).resolves.toBeNull();
});
