import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/html';
import type { SandboxState } from './sandbox-state';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** `GET /platform/profilepic/?asid=…&width&height`: an SVG avatar for users and pages, so pictures work offline. */
export function registerProfilePictures(app: FastifyInstance, state: SandboxState): void {
  app.get('/platform/profilepic/', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const size = (value: string | undefined): number => Math.min(1024, Math.max(16, Number(value) || 50));
    const width = size(query.width);
    const height = size(query.height ?? query.width);
    const node = query.asid ? state.world.node(query.asid) : undefined;
    const entity = node?.kind === 'user' || node?.kind === 'page' ? node.entity : undefined;
    const color = entity?.pictureColor ?? '#bec3c9';
    const label = entity ? initialsOf(entity.name) : '';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 100">
<rect width="100" height="100" fill="${escapeHtml(color)}"/>
<text x="50" y="50" dy=".35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="40" fill="#fff">${escapeHtml(label)}</text>
</svg>`;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
