import Type from 'typebox';
import type { Api } from '../http/api';
import { Answer } from '../http/responses';
import { CHANGELOG } from './entries';
import { changelogEntry } from './schema';

/** GET /api/changelog (public): every release note, newest first. */
export function changelogRoutes() {
  return async function register(app: Api) {
    app.get('/api/changelog', { schema: { response: Answer(Type.Array(changelogEntry)) } }, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { data: [...CHANGELOG] };
    });
  };
}
