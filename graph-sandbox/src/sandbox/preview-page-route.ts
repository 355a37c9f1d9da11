import type { FastifyInstance } from 'fastify';
import { decodeContent } from '../endpoints/previews/preview-content';
import { PREVIEW_PATH } from '../endpoints/previews/preview-edges';
import { invalidPreviewPage, previewPage } from '../endpoints/previews/preview-page';

/** `GET /ads/api/preview_iframe.php?d=…`: the page a preview's iframe shows (the URL /previews answered). */
export function registerPreviewPages(app: FastifyInstance): void {
  app.get(PREVIEW_PATH, async (request, reply) => {
    const { d } = request.query as Record<string, unknown>;
    const content = typeof d === 'string' && d.length < 20_000 ? decodeContent(d) : undefined;
    reply.type('text/html; charset=utf-8').header('cache-control', 'private, max-age=86400');
    return content ? reply.send(previewPage(content)) : reply.code(400).send(invalidPreviewPage());
  });
}
