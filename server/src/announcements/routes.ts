import { requireRole } from '../auth/guards';
import type { AppContext } from '../context';
import type { Api } from '../http/api';
import { badRequest, notFound } from '../http/errors';
import {
  adminView,
  createAnnouncement,
  deleteAnnouncement,
  listActive,
  listAll,
  publicView,
  updateAnnouncement,
  type AnnouncementInput,
} from './announcements';
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
  if (input.message === '') throw badRequest("Field 'message' must not be empty");
  if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) throw badRequest("Field 'ends_at' must be after 'starts_at'");
  return input;
}

/** GET /api/anouncements (the spec's spelling; public) and the admin's CRUD under /api/admin/announcements. */
export function announcementRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  const admin = requireRole('admin');

  return async function register(app: Api) {
    app.get('/api/anouncements', async () => ({ data: (await listActive(db)).map(publicView) }));

    app.get('/api/admin/announcements', { onRequest: admin }, async () => ({ data: (await listAll(db)).map(adminView) }));

    app.post(
      '/api/admin/announcements',
      { schema: { body: createAnnouncementBody }, onRequest: admin },
      async (request, reply) => {
        const input = toInput(request.body);
        const row = await createAnnouncement(db, { ...input, message: input.message! });
        return reply.status(201).send({ data: adminView(row) });
      },
    );

    app.patch(
      '/api/admin/announcements/:id',
      { schema: { params: announcementParams, body: updateAnnouncementBody }, onRequest: admin },
      async (request) => {
        const row = await updateAnnouncement(db, Number(request.params.id), toInput(request.body));
        if (!row) throw notFound('No such announcement');
        return { data: adminView(row) };
      },
    );

    app.delete(
      '/api/admin/announcements/:id',
      { schema: { params: announcementParams }, onRequest: admin },
      async (request) => {
        if (!(await deleteAnnouncement(db, Number(request.params.id)))) throw notFound('No such announcement');
        return { data: { deleted: true } };
      },
    );
  };
}
