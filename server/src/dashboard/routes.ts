import { currentUser, requireUser } from '../auth/guards';
import type { AppContext } from '../context';
import type { Api } from '../http/api';
import { readPreferences, savePreferences } from './preferences';
import { Answer } from '../http/responses';
import { preferencesBody, preferencesView } from './schema';

/** The dashboard's server side: the user's remembered preset and metrics. */
export function dashboardRoutes(ctx: AppContext) {
  const { database } = ctx;
  return async function register(app: Api) {
    app.get('/api/dashboard/preferences', { schema: { response: Answer(preferencesView) }, preHandler: requireUser }, async (request) => ({
      data: await readPreferences(database.db, currentUser(request).id),
    }));

    app.put(
      '/api/dashboard/preferences',
      { schema: { body: preferencesBody, response: Answer(preferencesView) }, preHandler: requireUser },
      async (request) => ({ data: await savePreferences(database.db, currentUser(request).id, request.body) }),
    );
  };
}
