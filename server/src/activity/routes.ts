import { currentUser, requireUser } from '../auth/guards';
import type { AppContext } from '../context';
import type { Api } from '../http/api';
import type { UserRow } from '../db/schema';
import type { Db } from '../db/database';
import { teamAccess } from '../teams/membership';
import { listActivities, recordActivities, type ActivityScope } from './activities';
import Type from 'typebox';
import { Answer, CreatedAnswer, PageAnswer } from '../http/responses';
import { undoActivities } from '../undo/undo-activities';
import { activityParams, listActivityQuery, postActivityBody, undoActivityParams, undoBatchParams } from './schema';
import { activitiesRecorded, activityEntry, undoAnswer } from './view-schema';

/** Team 0 is the user's own log; any other team only for its members (404 otherwise, nothing leaks). */
async function scopeFor(db: Db, teamId: number, user: UserRow): Promise<ActivityScope> {
  const access = await teamAccess(db, teamId, user.id);
  return access.team ? { teamId } : { ownerId: user.id };
}

/** POST|GET /api/user/team/:teamId/activity — the team's activity log (SPEC §3 "Team activity record"). */
export function activityRoutes(ctx: AppContext) {
  const { db } = ctx.database;

  return async function register(app: Api) {
    /**
     * Undo: the change (or every change of its batch, a bulk change) goes back where nothing changed it since,
     * through the team owner's connection; each change once (a retried undo answers the earlier result).
     */
    app.post(
      '/api/user/team/:teamId/activity/:id/undo',
      { schema: { params: undoActivityParams, response: Answer(undoAnswer) }, onRequest: requireUser },
      async (request) => {
        const { batchId, results } = await undoActivities(ctx, currentUser(request), Number(request.params.teamId), { activityId: Number(request.params.id) });
        return { data: { batch_id: batchId, results } };
      },
    );
    app.post(
      '/api/user/team/:teamId/activity/batches/:batchId/undo',
      { schema: { params: undoBatchParams, response: Answer(undoAnswer) }, onRequest: requireUser },
      async (request) => {
        const { batchId, results } = await undoActivities(ctx, currentUser(request), Number(request.params.teamId), { batchId: request.params.batchId });
        return { data: { batch_id: batchId, results } };
      },
    );

    app.post(
      '/api/user/team/:teamId/activity',
      { schema: { params: activityParams, body: postActivityBody, response: CreatedAnswer(activitiesRecorded) }, onRequest: requireUser },
      async (request, reply) => {
        const user = currentUser(request);
        const scope = await scopeFor(db, Number(request.params.teamId), user);
        const recorded = await recordActivities(db, scope, user.id, request.body.activities);
        return reply.status(201).send({ data: { recorded } });
      },
    );

    app.get(
      '/api/user/team/:teamId/activity',
      { schema: { params: activityParams, querystring: listActivityQuery, response: PageAnswer(Type.Array(activityEntry)) }, onRequest: requireUser },
      async (request) => {
        const user = currentUser(request);
        const scope = await scopeFor(db, Number(request.params.teamId), user);
        const { page, member, object_type: objectType, q } = request.query;
        const { items, hasMore } = await listActivities(db, scope, {
          page: page ? Number(page) : 1,
          ...(member ? { member: Number(member) } : {}),
          ...(objectType ? { objectType } : {}),
          ...(q?.trim() ? { q: q.trim() } : {}),
        });
        return { data: items, has_more: hasMore };
      },
    );
  };
}
