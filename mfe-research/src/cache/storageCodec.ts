/** The storage codec of the research cache: gzip + base64 where the browser can compress, plain JSON text otherwise. */

const COMPRESSED = 'c1:';
const PLAIN = 'j1:';

function canCompress(): boolean {
  return typeof CompressionStream === 'function' && typeof DecompressionStream === 'function' && typeof Response === 'function';
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const source = new Response(bytes as unknown as BodyInit).body;
  if (!source) throw new Error('no stream');
  const out = await new Response(source.pipeThrough(stream)).arrayBuffer();
  return new Uint8Array(out);
}

/** Encodes text for storage: gzip + base64 when possible, plain otherwise (prefix says which). */
export async function encodeForStorage(text: string, compression: 'auto' | 'none' = 'auto'): Promise<string> {
  if (compression === 'auto' && canCompress()) {
    const compressed = await pipe(new TextEncoder().encode(text), new CompressionStream('gzip'));
    return COMPRESSED + toBase64(compressed);
  }
  return PLAIN + text;
}

/** Decodes what encodeForStorage wrote; null when it cannot. */
export async function decodeFromStorage(stored: string): Promise<string | null> {
  if (stored.startsWith(PLAIN)) return stored.slice(PLAIN.length);
  if (stored.startsWith(COMPRESSED) && canCompress()) {
    try {
      const bytes = await pipe(fromBase64(stored.slice(COMPRESSED.length)), new DecompressionStream('gzip'));
      return new TextDecoder().decode(bytes);
    } catch {
      return null;
    }
  }
  return null;
}
