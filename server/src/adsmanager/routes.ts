import { currentUser, requireUser } from '../auth/guards';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import type { Api } from '../http/api';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import { Answer, CreatedAnswer } from '../http/responses';
import { memberTeamOr404 } from '../teams/membership';
import { readPreferences, savePreferences } from './preferences';
import {
  createViewBody,
  MAX_VIEWS_PER_USER,
  objectiveParams,
  preferencesBody,
  preferencesView,
  savedView,
  updateViewBody,
  viewDefaultBody,
  viewDeleted,
  viewList,
  viewParams,
  type PreferencesView,
  type SavedView,
} from './schema';
import { formatRuleProblem, type ViewDefinition } from './view-definition';
import { countViewsOf, createView, deleteView, findVisibleView, isViewNameTaken, listViews, setViewDefault, updateView } from './views';

const viewNotFound = () => notFound('This view does not exist or is no longer shared with you.');
const nameTaken = (name: string) => new ApiError(409, 'view_exists', `You already have a view named “${name}”. Choose another name.`, '/name');

function checkDefinition(definition: ViewDefinition | undefined) {
  const problem = definition && formatRuleProblem(definition.formats, '/definition/formats');
  if (problem) throw new ApiError(400, 'bad_request', problem.message, problem.field);
}

/** The ads manager's server side: the list layout each user keeps, and the views they save and share. */
export function adsmanagerRoutes(ctx: AppContext) {
  const { database } = ctx;
  const db = database.db;

  async function ownView(tx: Db, userId: number, id: number): Promise<SavedView> {
    const view = await findVisibleView(tx, userId, id);
    if (!view) throw viewNotFound();
    if (!view.mine) throw forbidden(`Only ${view.owner.name} can change this view. Copy it to make one of your own.`);
    return view;
  }

  async function withFreeName<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (name !== undefined && isViewNameTaken(error)) throw nameTaken(name);
      throw error;
    }
  }

  /** The view the layout came from, while the user may still open it (a team's view goes when they leave the team). */
  async function withVisibleView(userId: number, preferences: PreferencesView): Promise<PreferencesView> {
    if (preferences.view_id === null || (await findVisibleView(db, userId, preferences.view_id))) return preferences;
    return { ...preferences, view_id: null };
  }

  /** Sharing with a team needs the user's membership of it: the teams module's one check (404 for strangers). */
  async function shareable(userId: number, teamId: number | null | undefined) {
    if (teamId) await memberTeamOr404(db, teamId, userId);
  }

  return async function register(app: Api) {
    app.get('/api/adsmanager/preferences', { schema: { response: Answer(preferencesView) }, preHandler: requireUser }, async (request) => ({
      data: await withVisibleView(currentUser(request).id, await readPreferences(db, currentUser(request).id)),
    }));

    app.put('/api/adsmanager/preferences', { schema: { body: preferencesBody, response: Answer(preferencesView) }, preHandler: requireUser }, async (request) => {
      const user = currentUser(request);
      const problem = request.body.layout && formatRuleProblem(request.body.layout.formats, '/layout/formats');
      if (problem) throw new ApiError(400, 'bad_request', problem.message, problem.field);
      if (request.body.view_id && !(await findVisibleView(db, user.id, request.body.view_id))) throw viewNotFound();
      return { data: await withVisibleView(user.id, await savePreferences(db, user.id, request.body)) };
    });

    app.get('/api/adsmanager/views', { schema: { response: Answer(viewList) }, preHandler: requireUser }, async (request) => ({
      data: await listViews(db, currentUser(request).id),
    }));

    app.post('/api/adsmanager/views', { schema: { body: createViewBody, response: CreatedAnswer(savedView) }, preHandler: requireUser }, async (request, reply) => {
      const user = currentUser(request);
      const { definition, team_id: teamId = null } = request.body;
      const name = request.body.name.trim();
      checkDefinition(definition);
      await shareable(user.id, teamId);
      if ((await countViewsOf(db, user.id)) >= MAX_VIEWS_PER_USER) throw badRequest(`You can keep up to ${MAX_VIEWS_PER_USER} views. Delete one you no longer use first.`);
      const id = await withFreeName(name, () => createView(db, user.id, { name, definition, teamId }));
      reply.code(201);
      return { data: (await findVisibleView(db, user.id, id))! };
    });

    app.put('/api/adsmanager/views/:id', { schema: { params: viewParams, body: updateViewBody, response: Answer(savedView) }, preHandler: requireUser }, async (request) => {
      const user = currentUser(request);
      const id = Number(request.params.id);
      const { definition, team_id: teamId } = request.body;
      const name = request.body.name?.trim();
      checkDefinition(definition);
      await ownView(db, user.id, id);
      await shareable(user.id, teamId);
      await withFreeName(name, () => updateView(db, id, { ...(name !== undefined ? { name } : {}), ...(definition ? { definition } : {}), ...(teamId !== undefined ? { teamId } : {}) }));
      return { data: (await findVisibleView(db, user.id, id))! };
    });

    app.delete('/api/adsmanager/views/:id', { schema: { params: viewParams, response: Answer(viewDeleted) }, preHandler: requireUser }, async (request) => {
      const user = currentUser(request);
      const id = Number(request.params.id);
      await ownView(db, user.id, id);
      return { data: { deleted: await deleteView(db, id) } };
    });

    app.put(
      '/api/adsmanager/view-defaults/:objective',
      { schema: { params: objectiveParams, body: viewDefaultBody, response: Answer(viewList) }, preHandler: requireUser },
      async (request) => {
        const user = currentUser(request);
        const viewId = request.body.view_id;
        if (viewId !== null && !(await findVisibleView(db, user.id, viewId))) throw viewNotFound();
        await setViewDefault(db, user.id, request.params.objective, viewId);
        return { data: await listViews(db, user.id) };
      },
    );
  };
}
