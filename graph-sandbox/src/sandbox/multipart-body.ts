// `multipart/form-data` bodies, as Meta's SDKs send file uploads (`POST /act_…/adimages` with a file part): text
// parts become parameters, file parts an UploadedFile under their field name, keyed for the answer by file name.

export interface UploadedFile {
  kind: 'file';
  filename: string;
  contentType: string;
  data: Buffer;
}

export const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'file' && Buffer.isBuffer((value as { data?: unknown }).data);

function boundaryOf(contentType: string): string | undefined {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2]?.trim();
}

function headerParam(headers: string, name: string): string | undefined {
  const match = new RegExp(`${name}="([^"]*)"`, 'i').exec(headers);
  return match?.[1];
}

/** The parts of a multipart body; undefined when it is not well formed. */
export function parseMultipart(body: Buffer, contentType: string): Record<string, unknown> | undefined {
  const boundary = boundaryOf(contentType);
  if (!boundary) return undefined;
  const delimiter = Buffer.from(`--${boundary}`);
  const values: Record<string, unknown> = {};
  let start = body.indexOf(delimiter);
  if (start < 0) return undefined;
  while (start >= 0) {
    const partStart = start + delimiter.length;
    if (body.subarray(partStart, partStart + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, partStart);
    if (next < 0) return undefined;
    const part = body.subarray(partStart + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) return undefined;
    const headers = part.subarray(0, split).toString('utf8');
    const data = part.subarray(split + 4);
    const name = headerParam(headers, 'name');
    if (name) {
      const filename = headerParam(headers, 'filename');
      if (filename !== undefined) {
        const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream';
        values[name] = { kind: 'file', filename, contentType: type, data: Buffer.from(data) } satisfies UploadedFile;
      } else if (!(name in values)) {
        values[name] = data.toString('utf8');
      }
    }
    start = next;
  }
  return values;
}
