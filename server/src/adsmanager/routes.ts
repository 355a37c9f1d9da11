import { currentUser, requireUser } from '../auth/guards';
import type { AppContext } from '../context';
import type { Api } from '../http/api';
import { readPreferences, savePreferences } from './preferences';
import { Answer } from '../http/responses';
import { preferencesBody, preferencesView } from './schema';

/** The ads manager's server side: the list columns each user keeps. */
export function adsmanagerRoutes(ctx: AppContext) {
  const { database } = ctx;
  return async function register(app: Api) {
    app.get('/api/adsmanager/preferences', { schema: { response: Answer(preferencesView) }, preHandler: requireUser }, async (request) => ({
      data: await readPreferences(database.db, currentUser(request).id),
    }));

    app.put('/api/adsmanager/preferences', { schema: { body: preferencesBody, response: Answer(preferencesView) }, preHandler: requireUser }, async (request) => ({
      data: await savePreferences(database.db, currentUser(request).id, request.body),
    }));
  };
}
