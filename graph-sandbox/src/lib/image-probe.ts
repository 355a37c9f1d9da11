// Reads what kind of picture a byte string is and how large, from its header alone (no decoding), for ad image
// uploads: JPEG, PNG, GIF, BMP, WebP and TIFF, the formats Meta takes.

export interface ImageInfo {
  mimeType: string;
  width: number;
  height: number;
}

function jpegSize(bytes: Buffer): [number, number] | undefined {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] as number;
    const length = bytes.readUInt16BE(offset + 2);
    // Start-of-frame markers carry the size (C4, C8 and CC are not frames).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return [bytes.readUInt16BE(offset + 7), bytes.readUInt16BE(offset + 5)];
    }
    offset += 2 + length;
  }
  return undefined;
}

function tiffSize(bytes: Buffer): [number, number] | undefined {
  const little = bytes[0] === 0x49;
  const u16 = (at: number) => (little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const u32 = (at: number) => (little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > bytes.length) return undefined;
  let width = 0;
  let height = 0;
  const count = u16(ifd);
  for (let i = 0; i < count; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > bytes.length) break;
    const tag = u16(entry);
    const value = u16(entry + 2) === 3 ? u16(entry + 8) : u32(entry + 8);
    if (tag === 256) width = value;
    if (tag === 257) height = value;
  }
  return width && height ? [width, height] : undefined;
}

function webpSize(bytes: Buffer): [number, number] | undefined {
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ' && bytes.length >= 30) return [bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff];
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = bytes.readUInt32LE(21);
    return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1];
  }
  if (chunk === 'VP8X' && bytes.length >= 30) return [bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1];
  return undefined;
}

/** The picture's type and size, or undefined when the bytes are not a picture of a known format. */
export function probeImage(bytes: Buffer): ImageInfo | undefined {
  if (bytes.length < 24) return undefined;
  let size: [number, number] | undefined;
  let mimeType = '';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    mimeType = 'image/jpeg';
    size = jpegSize(bytes);
  } else if (bytes.readUInt32BE(0) === 0x89504e47) {
    mimeType = 'image/png';
    size = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  } else if (bytes.toString('ascii', 0, 4) === 'GIF8') {
    mimeType = 'image/gif';
    size = [bytes.readUInt16LE(6), bytes.readUInt16LE(8)];
  } else if (bytes.toString('ascii', 0, 2) === 'BM') {
    mimeType = 'image/bmp';
    size = [Math.abs(bytes.readInt32LE(18)), Math.abs(bytes.readInt32LE(22))];
  } else if (bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') {
    mimeType = 'image/webp';
    size = webpSize(bytes);
  } else if (bytes.toString('ascii', 0, 4) === 'II*\0' || bytes.toString('ascii', 0, 4) === 'MM\0*') {
    mimeType = 'image/tiff';
    size = tiffSize(bytes);
  }
  if (!size || !(size[0] > 0) || !(size[1] > 0)) return undefined;
  return { mimeType, width: size[0], height: size[1] };
}
