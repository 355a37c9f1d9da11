import type { FastifyRequest } from 'fastify';
import { currentUser, requireUser } from '../auth/guards';
import type { AppContext } from '../context';
import type { Api } from '../http/api';
import { ApiError, notFound } from '../http/errors';
import { teamAccess } from '../teams/membership';
import {
  COLLECTION_PAGE_SIZE,
  createGroup,
  deleteGroups,
  findGroup,
  findGroups,
  findNameInScope,
  isNameTaken,
  listGroups,
  mergeItems,
  MAX_GROUP_ITEMS,
  renameGroup,
  saveItems,
  summary,
  type GroupScope,
} from './groups';
import {
  addItemsBody,
  batchDeleteBody,
  collectionBody,
  createGroupBody,
  groupParams,
  removeItemsBody,
  renameGroupBody,
  teamQuery,
  type TeamQuery,
} from './schema';
import type { GroupItem } from './table';
import Type from 'typebox';
import { Answer, CreatedAnswer, PageAnswer } from '../http/responses';
import * as answers from './view-schema';

const groupNotFound = () => notFound('This collection does not exist or belongs to another team');
const tooManyItems = () => new ApiError(400, 'bad_request', `A collection holds at most ${MAX_GROUP_ITEMS} items`);
/** Names are unique per scope, whatever their case, so two collections in one picker can be told apart. */
const nameTaken = (name: string) =>
  new ApiError(409, 'collection_exists', `A collection named “${name}” already exists. Choose another name.`, '/name');
/** A taken name's refusal, listed in the OpenAPI document on its own (its shape is narrower than the 4xx range's). */
const nameTakenAnswer = { 409: answers.nameTaken };

/** Saved collections (SPEC §7 /group): team-scoped by the `team` query parameter like other team calls. */
export function groupRoutes(ctx: AppContext) {
  const { database } = ctx;

  async function scopeOf(request: FastifyRequest<{ Querystring: TeamQuery }>): Promise<GroupScope> {
    const user = currentUser(request);
    const teamId = Number(request.query.team ?? 0);
    await teamAccess(database.db, teamId, user.id);
    return { teamId, userId: user.id };
  }

  /**
   * Runs a create or rename; when the database refuses the name (another collection of the scope has it, perhaps
   * saved a moment ago by a concurrent request) the answer is 409 naming that collection as it is spelled.
   */
  async function withFreeName<T>(scope: GroupScope, name: string, exceptId: number | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isNameTaken(error)) throw error;
      throw nameTaken((await findNameInScope(database.db, scope, name, exceptId)) ?? name);
    }
  }

  return async function register(app: Api) {
    app.get(
      '/api/group',
      { schema: { querystring: teamQuery, response: Answer(Type.Array(answers.groupSummary)) }, onRequest: requireUser },
      async (request) => ({ data: await listGroups(database.db, await scopeOf(request), request.query.q) }),
    );

    app.post(
      '/api/group',
      { schema: { querystring: teamQuery, body: createGroupBody, response: { ...CreatedAnswer(answers.groupSummary), ...nameTakenAnswer } }, onRequest: requireUser },
      async (request, reply) => {
        const items = (request.body.items ?? []) as GroupItem[];
        if (mergeItems([], items).length > MAX_GROUP_ITEMS) throw tooManyItems();
        const scope = await scopeOf(request);
        const name = request.body.name.trim();
        const row = await withFreeName(scope, name, undefined, () => createGroup(database.db, scope, name, items));
        reply.code(201);
        return { data: summary(row) };
      },
    );

    app.post(
      '/api/group/batchdelete',
      { schema: { querystring: teamQuery, body: batchDeleteBody, response: Answer(answers.groupsDeleted) }, onRequest: requireUser },
      async (request) => {
        const deleted = await deleteGroups(database.db, await scopeOf(request), [...new Set(request.body.id)]);
        return { data: { deleted } };
      },
    );

    app.post(
      '/api/group/collection',
      { schema: { querystring: teamQuery, body: collectionBody, response: PageAnswer(Type.Array(answers.savedInterest)) }, onRequest: requireUser },
      async (request) => {
        const ids = [...new Set(request.body.groups)];
        const rows = await findGroups(database.db, await scopeOf(request), ids);
        if (rows.length !== ids.length) throw groupNotFound();
        const byId = new Map(rows.map((row) => [row.id, row]));
        const items = ids.reduce<GroupItem[]>((all, id) => mergeItems(all, byId.get(id)!.items), []);
        const page = Number(request.query.page ?? request.body.page ?? 1);
        const start = (page - 1) * COLLECTION_PAGE_SIZE;
        return { data: items.slice(start, start + COLLECTION_PAGE_SIZE), has_more: items.length > start + COLLECTION_PAGE_SIZE };
      },
    );

    app.patch(
      '/api/group/:id',
      { schema: { querystring: teamQuery, params: groupParams, body: renameGroupBody, response: { ...Answer(answers.groupSummary), ...nameTakenAnswer } }, onRequest: requireUser },
      async (request) => {
        const scope = await scopeOf(request);
        const id = Number(request.params.id);
        const name = request.body.name.trim();
        const row = await withFreeName(scope, name, id, () => renameGroup(database.db, scope, id, name));
        if (!row) throw groupNotFound();
        return { data: summary(row) };
      },
    );

    app.delete(
      '/api/group/:id',
      { schema: { querystring: teamQuery, params: groupParams, response: Answer(answers.groupDeleted) }, onRequest: requireUser },
      async (request) => {
        const id = Number(request.params.id);
        const deleted = await deleteGroups(database.db, await scopeOf(request), [id]);
        if (deleted.length === 0) throw groupNotFound();
        return { data: { id } };
      },
    );

    app.post(
      '/api/group/:id',
      { schema: { querystring: teamQuery, params: groupParams, body: addItemsBody, response: Answer(answers.itemsAdded) }, onRequest: requireUser },
      async (request) => {
        const scope = await scopeOf(request);
        const id = Number(request.params.id);
        const result = await database.transaction(async (tx) => {
          const row = await findGroup(tx, scope, id, { lock: true });
          if (!row) throw groupNotFound();
          const merged = mergeItems(row.items, request.body.data as GroupItem[]);
          if (merged.length > MAX_GROUP_ITEMS) throw tooManyItems();
          const saved = await saveItems(tx, id, merged);
          return { ...summary(saved), added: merged.length - row.items.length };
        });
        return { data: result };
      },
    );

    app.post(
      '/api/group/:id/remove',
      { schema: { querystring: teamQuery, params: groupParams, body: removeItemsBody, response: Answer(answers.itemsRemoved) }, onRequest: requireUser },
      async (request) => {
        const scope = await scopeOf(request);
        const id = Number(request.params.id);
        const result = await database.transaction(async (tx) => {
          const row = await findGroup(tx, scope, id, { lock: true });
          if (!row) throw groupNotFound();
          const drop = new Set(request.body.id);
          const kept = row.items.filter((item) => !drop.has(item.id));
          const saved = kept.length === row.items.length ? row : await saveItems(tx, id, kept);
          return { ...summary(saved), removed: row.items.length - kept.length };
        });
        return { data: result };
      },
    );
  };
}
