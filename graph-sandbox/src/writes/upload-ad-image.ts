import { createHash } from 'node:crypto';
import { GraphError } from '../graph/errors/graph-error';
import type { GraphParams } from '../graph/params';
import { probeImage } from '../lib/image-probe';
import { isUploadedFile } from '../sandbox/multipart-body';
import type { AdAccount } from '../world/accounts/ad-account';
import type { UploadedImage } from '../world/creatives/uploaded-image';
import type { World } from '../world/world';

/** Meta takes ad images up to 30 MB. */
export const MAX_IMAGE_BYTES = 30 * 1024 * 1024;
const MAX_NAME = 100;

function imageError(title: string, message: string): GraphError {
  return new GraphError(400, {
    message: 'Invalid parameter',
    type: 'OAuthException',
    code: 100,
    is_transient: false,
    error_user_title: title,
    error_user_msg: message,
    error_data: JSON.stringify({ blame_field_specs: [['bytes']] }),
  });
}

export const imageErrors = {
  noImage: (): GraphError => imageError('No Image Uploaded', 'Upload an image file or send its contents, base64-encoded, in the bytes parameter.'),
  notBase64: (): GraphError => imageError('Invalid Image Data', 'The bytes parameter must be the image file encoded in base64.'),
  notAnImage: (name: string): GraphError =>
    imageError('Image Format Not Supported', `${name} isn't an image we can use. Upload a JPG, PNG, GIF, BMP, TIFF or WebP file.`),
  tooLarge: (name: string, bytes: number): GraphError =>
    imageError('Image Too Large', `${name} is ${(bytes / 1024 / 1024).toFixed(1)} MB. Images can be at most 30 MB.`),
};

interface Upload {
  /** The key of the answer: the file name, or `bytes`. */
  key: string;
  data: Buffer;
}

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

function decodeBase64(text: string): Buffer {
  const compact = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!compact || !BASE64.test(compact) || compact.length % 4 === 1) throw imageErrors.notBase64();
  return Buffer.from(compact.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

function uploadsOf(params: GraphParams): Upload[] {
  const uploads: Upload[] = [];
  for (const [name] of params.entries()) {
    const value = params.raw(name);
    if (isUploadedFile(value)) uploads.push({ key: value.filename || name, data: value.data });
  }
  if (params.has('bytes') && !isUploadedFile(params.raw('bytes'))) {
    const name = params.string('name')?.trim();
    uploads.push({ key: name ? name.slice(0, MAX_NAME) : 'bytes', data: decodeBase64(params.string('bytes') ?? '') });
  }
  if (!uploads.length) throw imageErrors.noImage();
  return uploads;
}

/** The upload as Meta answers it: `{hash, url, url_128, url_256, …, width, height, name}`. */
export interface ImageAnswer {
  image: UploadedImage;
  key: string;
}

/**
 * `POST /act_…/adimages` with `bytes` (base64) or file parts: every upload is checked first (a picture of a known
 * format, at most 30 MB), then kept in the account's library under the MD5 of its bytes, as Meta keys images.
 */
export function uploadAdImages(world: World, account: AdAccount, params: GraphParams, now: number): ImageAnswer[] {
  const checked = uploadsOf(params).map(({ key, data }) => {
    if (data.length > MAX_IMAGE_BYTES) throw imageErrors.tooLarge(key, data.length);
    const info = probeImage(data);
    if (!info) throw imageErrors.notAnImage(key);
    return { key, data, info };
  });
  return checked.map(({ key, data, info }) => ({
    key,
    image: world.addUploadedImage({
      hash: createHash('md5').update(data).digest('hex'),
      accountId: account.id,
      name: key,
      mimeType: info.mimeType,
      bytes: data,
      width: info.width,
      height: info.height,
      createdAt: now,
    }),
  }));
}
