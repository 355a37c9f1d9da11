import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { activeAccount, BUDI_TOKEN, DEWI_TOKEN, graphGet, postJson, testSandbox, type Json } from '../../test-support/sandbox-harness';

/** A 2×3 PNG: the header is all the sandbox reads. */
function png(width: number, height: number, salt = 0): Buffer {
  const bytes = Buffer.alloc(40);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(bytes);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes[39] = salt;
  return bytes;
}

function jpeg(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(40);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0, 0, 0xff, 0xc0, 0x00, 0x11, 0x08]).copy(bytes);
  bytes.writeUInt16BE(height, 13);
  bytes.writeUInt16BE(width, 15);
  return bytes;
}

function multipart(parts: Array<{ name: string; value: string | Buffer; filename?: string }>): { payload: Buffer; contentType: string } {
  const boundary = '----sandbox-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `Content-Disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename ? '\r\nContent-Type: image/jpeg' : '';
    chunks.push(Buffer.from(`--${boundary}\r\n${disposition}${type}\r\n\r\n`), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

let app: FastifyInstance;
let act: string;

beforeEach(async () => {
  app = testSandbox();
  act = await activeAccount(app, 'IDR');
});
afterEach(() => app.close());

const upload = (body: Record<string, unknown>, token = DEWI_TOKEN) => postJson(app, `/v21.0/${act}/adimages?access_token=${token}`, body);

describe('POST /act_…/adimages', () => {
  it('takes base64 bytes and answers Meta\'s images map keyed "bytes", hashed by the MD5 of the picture', async () => {
    const picture = png(1200, 628);
    const answer = await upload({ bytes: picture.toString('base64') });
    expect(answer.status).toBe(200);
    const image = answer.body.images.bytes;
    expect(image).toEqual({
      hash: createHash('md5').update(picture).digest('hex'),
      url: expect.stringContaining(`/platform/creative/?hash=${image.hash}&width=1200&height=628`),
      url_128: expect.stringContaining('width=128&height=67'),
      url_256: expect.stringContaining('width=256&height=134'),
      url_256_width: '256',
      url_256_height: '134',
      width: 1200,
      height: 628,
      name: 'bytes',
    });
  });

  it('keys the answer by `name` when sent, lists the upload in GET adimages and serves its bytes at its url', async () => {
    const picture = png(1080, 1080, 7);
    const answer = await upload({ bytes: picture.toString('base64'), name: 'summer-sale.png' });
    const { hash, url } = answer.body.images['summer-sale.png'];
    const listed = await graphGet(app, `/${act}/adimages`, { hashes: JSON.stringify([hash]), fields: 'hash,name,width,height,url,status' });
    expect(listed.body.data).toEqual([{ hash, name: 'summer-sale.png', width: 1080, height: 1080, url: expect.any(String), status: 'ACTIVE', id: `${act.slice(4)}:${hash}` }]);
    const served = await app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(picture)).toBe(true);
  });

  it('takes multipart file parts, each keyed by its file name (the SDKs\' upload)', async () => {
    const { payload, contentType } = multipart([
      { name: 'access_token', value: DEWI_TOKEN },
      { name: 'filename', value: jpeg(640, 480), filename: 'banner.jpg' },
    ]);
    const response = await app.inject({ method: 'POST', url: `/v21.0/${act}/adimages`, headers: { 'content-type': contentType }, payload });
    expect(response.statusCode).toBe(200);
    expect(response.json().images['banner.jpg']).toMatchObject({ width: 640, height: 480, name: 'banner.jpg' });
  });

  it('gives the same hash for the same picture uploaded twice, and lists it once', async () => {
    const bytes = png(600, 600, 3).toString('base64');
    const first = await upload({ bytes });
    const second = await upload({ bytes });
    expect(second.body.images.bytes.hash).toBe(first.body.images.bytes.hash);
    const listed = await graphGet(app, `/${act}/adimages`, { hashes: JSON.stringify([first.body.images.bytes.hash]) });
    expect(listed.body.data).toHaveLength(1);
  });

  it.each([
    ['no image', {}, 'No Image Uploaded'],
    ['bytes that are not base64', { bytes: 'not base64!!' }, 'Invalid Image Data'],
    ['bytes that are not a picture', { bytes: Buffer.from('hello, this is a text file and not a picture').toString('base64') }, 'Image Format Not Supported'],
  ])('refuses %s with Meta\'s code 100 and a user message, changing nothing', async (_case, body, title) => {
    const before = (await graphGet(app, `/${act}/adimages`, { limit: '500' })).body.data.length;
    const answer = await upload(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 100, message: 'Invalid parameter', error_user_title: title, error_user_msg: expect.any(String) });
    expect((await graphGet(app, `/${act}/adimages`, { limit: '500' })).body.data).toHaveLength(before);
  });

  it('refuses a picture over 30 MB', async () => {
    const big = Buffer.concat([png(4000, 4000), Buffer.alloc(30 * 1024 * 1024)]);
    const { payload, contentType } = multipart([{ name: 'access_token', value: DEWI_TOKEN }, { name: 'filename', value: big, filename: 'huge.png' }]);
    const response = await app.inject({ method: 'POST', url: `/v21.0/${act}/adimages`, headers: { 'content-type': contentType }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 100, error_user_title: 'Image Too Large' });
    expect(response.json().error.error_user_msg).toContain('huge.png is 30.0 MB');
  });

  it("refuses another user's account as Meta does (100/33)", async () => {
    const answer = await upload({ bytes: png(10, 10).toString('base64') }, BUDI_TOKEN);
    expect(answer.body.error).toMatchObject({ code: 100, error_subcode: 33 } satisfies Json);
  });
});
