import { currentUser, requireRole } from '../auth/guards';
import { recordAudit } from '../admin/audit';
import type { AppContext } from '../context';
import type { Api } from '../http/api';
import { badRequest, notFound } from '../http/errors';
import {
  adminView,
  createAnnouncement,
  deleteAnnouncement,
  findAnnouncement,
  listActive,
  listAll,
  publicView,
  updateAnnouncement,
  type AnnouncementInput,
} from './announcements';
import { adminAnnouncementView, announcementDeleted, announcementView } from './view-schema';
import { Answer, CreatedAnswer } from '../http/responses';
import Type from 'typebox';
import { announcementParams, createAnnouncementBody, updateAnnouncementBody, type AnnouncementBody } from './schema';

function toInput(body: AnnouncementBody): AnnouncementInput {
  const input: AnnouncementInput = {};
  if (body.message !== undefined) input.message = body.message.trim();
  if (body.extra_title !== undefined) input.extraTitle = body.extra_title?.trim() || null;
  if (body.extra_link !== undefined) input.extraLink = body.extra_link || null;
  if (body.dismissable !== undefined) input.dismissable = body.dismissable;
  if (body.background_color !== undefined) input.backgroundColor = body.background_color || null;
  if (body.active !== undefined) input.active = body.active;
  if (body.starts_at !== undefined) input.startsAt = body.starts_at ? new Date(body.starts_at) : null;
  if (body.ends_at !== undefined) input.endsAt = body.ends_at ? new Date(body.ends_at) : null;
  if (input.message === '') throw badRequest('The message is required.');
  if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) throw badRequest('The end time must be after the start time.');
  return input;
}

const label = (message: string) => (message.length > 60 ? `${message.slice(0, 59)}…` : message);

/**
 * GET /api/anouncements (the spec's spelling; public) and the admin's sticky-message editor under
 * /api/admin/announcements: CRUD, publish / unpublish (one active at a time), each write audited.
 */
export function announcementRoutes(ctx: AppContext) {
  const { database } = ctx;
  const { db } = database;
  const admin = requireRole('admin');

  return async function register(app: Api) {
    app.get('/api/anouncements', { schema: { response: Answer(Type.Array(announcementView)) } }, async () => ({ data: (await listActive(db)).map(publicView) }));

    app.get('/api/admin/announcements', { schema: { response: Answer(Type.Array(adminAnnouncementView)) }, onRequest: admin }, async () => ({ data: (await listAll(db)).map(adminView) }));

    app.post(
      '/api/admin/announcements',
      { schema: { body: createAnnouncementBody, response: CreatedAnswer(adminAnnouncementView) }, onRequest: admin },
      async (request, reply) => {
        const input = toInput(request.body);
        const row = await database.transaction(async (tx) => {
          const created = await createAnnouncement(tx, { ...input, message: input.message! });
          await recordAudit(tx, currentUser(request), {
            action: 'announcement.create',
            target: { type: 'announcement', id: created.id, label: label(created.message) },
            after: adminView(created),
          });
          return created;
        });
        return reply.status(201).send({ data: adminView(row) });
      },
    );

    const change = (id: number, input: AnnouncementInput, action: 'announcement.update' | 'announcement.publish' | 'announcement.unpublish', actor: Parameters<typeof recordAudit>[1]) =>
      database.transaction(async (tx) => {
        const before = await findAnnouncement(tx, id);
        if (!before) throw notFound('No such announcement');
        const after = (await updateAnnouncement(tx, id, input))!;
        await recordAudit(tx, actor, {
          action,
          target: { type: 'announcement', id, label: label(after.message) },
          before: adminView(before),
          after: adminView(after),
        });
        return after;
      });

    app.patch(
      '/api/admin/announcements/:id',
      { schema: { params: announcementParams, body: updateAnnouncementBody, response: Answer(adminAnnouncementView) }, onRequest: admin },
      async (request) => ({
        data: adminView(await change(Number(request.params.id), toInput(request.body), 'announcement.update', currentUser(request))),
      }),
    );

    app.post(
      '/api/admin/announcements/:id/publish',
      { schema: { params: announcementParams, response: Answer(adminAnnouncementView) }, onRequest: admin },
      async (request) => ({
        data: adminView(await change(Number(request.params.id), { active: true, startsAt: null, endsAt: null }, 'announcement.publish', currentUser(request))),
      }),
    );

    app.post(
      '/api/admin/announcements/:id/unpublish',
      { schema: { params: announcementParams, response: Answer(adminAnnouncementView) }, onRequest: admin },
      async (request) => ({
        data: adminView(await change(Number(request.params.id), { active: false }, 'announcement.unpublish', currentUser(request))),
      }),
    );

    app.delete(
      '/api/admin/announcements/:id',
      { schema: { params: announcementParams, response: Answer(announcementDeleted) }, onRequest: admin },
      async (request) => {
        const id = Number(request.params.id);
        await database.transaction(async (tx) => {
          const before = await findAnnouncement(tx, id);
          if (!before || !(await deleteAnnouncement(tx, id))) throw notFound('No such announcement');
          await recordAudit(tx, currentUser(request), {
            action: 'announcement.delete',
            target: { type: 'announcement', id, label: label(before.message) },
            before: adminView(before),
          });
        });
        return { data: { deleted: true as const } };
      },
    );
  };
}
