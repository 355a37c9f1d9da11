import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/html';
import { hashString } from '../lib/random';
import { findCreative } from '../nodes/ad-creative-node';
import type { SandboxState } from './sandbox-state';

/** `GET /platform/creative/?id=…&width&height`: an SVG picture for a creative's thumbnail and image URLs. */
export function registerCreativePictures(app: FastifyInstance, state: SandboxState): void {
  app.get('/platform/creative/', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const size = (value: string | undefined): number => Math.min(2048, Math.max(16, Number(value) || 64));
    const width = size(query.width);
    const height = size(query.height ?? query.width);
    const creative = query.id ? findCreative(state.world, query.id) : undefined;
    const hue = hashString(query.id ?? '') % 360;
    const title = creative ? (creative.ad.name.split(' | ')[1] ?? creative.ad.name) : '';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 100">
<rect width="100" height="100" fill="hsl(${hue},45%,42%)"/>
<circle cx="78" cy="24" r="12" fill="hsl(${(hue + 40) % 360},70%,70%)"/>
<text x="8" y="86" font-family="Helvetica, Arial, sans-serif" font-size="10" fill="#fff">${escapeHtml(title.slice(0, 18))}</text>
</svg>`;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
