import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/html';
import { hashString } from '../lib/random';
import { findCreative } from '../nodes/ad-creative-node';
import { creativePictureUrl, pictureSubject, type PictureSubject } from '../nodes/creative-pictures';
import type { SandboxState } from './sandbox-state';

type PictureQuery = Record<string, string | undefined>;

/** `?hash=` (an image), `?video=` (a video's cover), or `?id=` (a creative: its lead picture). */
function subjectOf(state: SandboxState, query: PictureQuery): PictureSubject | undefined {
  if (query.hash || query.video) return pictureSubject(state.world, { hash: query.hash, video: query.video });
  const creative = query.id ? findCreative(state.world, query.id) : undefined;
  if (!creative) return undefined;
  const url = new URL(creativePictureUrl(state.world, creative, { origin: 'http://sandbox' }, { width: 1, height: 1 }));
  return pictureSubject(state.world, { hash: url.searchParams.get('hash') ?? undefined, video: url.searchParams.get('video') ?? undefined });
}

/** Thumbnails carry the headline so a list tells them apart; full-size pictures leave it to the ad's own text. */
const CAPTIONED_UP_TO_PX = 256;

function drawPicture(subject: PictureSubject | undefined, width: number, height: number): string {
  const hue = hashString(subject?.key ?? '') % 360;
  const title = Math.max(width, height) <= CAPTIONED_UP_TO_PX ? (subject?.title ?? '') : '';
  const play = subject?.video ? '<circle cx="50" cy="50" r="14" fill="rgba(0,0,0,.45)"/><path d="M45 42 L60 50 L45 58 Z" fill="#fff"/>' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 100" preserveAspectRatio="xMidYMid slice">
<rect width="100" height="100" fill="hsl(${hue},45%,42%)"/>
<circle cx="78" cy="24" r="12" fill="hsl(${(hue + 40) % 360},70%,70%)"/>
<path d="M0 100 L34 58 L58 82 L72 66 L100 100 Z" fill="hsl(${(hue + 180) % 360},35%,30%)" opacity=".7"/>${play}
${title ? `<text x="8" y="92" font-family="Helvetica, Arial, sans-serif" font-size="9" fill="#fff">${escapeHtml(title.slice(0, 20))}</text>` : ''}
</svg>`;
}

/**
 * `GET /platform/creative/?hash=…|video=…|id=…&width&height`: an SVG picture for thumbnails, image URLs and
 * previews. The same image hash is the same picture wherever it is used.
 */
export function registerCreativePictures(app: FastifyInstance, state: SandboxState): void {
  app.get('/platform/creative/', async (request, reply) => {
    const query = request.query as PictureQuery;
    // An uploaded image is served as uploaded (the browser scales it), so previews show the advertiser's picture.
    const upload = query.hash ? state.world.uploadedImages.find((image) => image.hash === query.hash) : undefined;
    if (upload) return reply.type(upload.mimeType).header('cache-control', 'public, max-age=86400').send(upload.bytes);
    const size = (value: string | undefined): number => Math.min(2048, Math.max(16, Number(value) || 64));
    const width = size(query.width);
    const height = size(query.height ?? query.width);
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(drawPicture(subjectOf(state, query), width, height));
  });
}
