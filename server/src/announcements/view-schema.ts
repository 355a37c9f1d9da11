/** What the announcement routes answer: schemas (announcements.ts builds the values). */
import Type from 'typebox';
import { OrNull } from '../http/responses';

/** An announcement as every visitor reads it (GET /api/anouncements, the ribbon). */
export const announcementView = Type.Object({
  id: Type.Integer(),
  message: Type.String(),
  extra_title: OrNull(Type.String()),
  extra_link: OrNull(Type.String()),
  dismissable: Type.Boolean(),
  /** `#rrggbb` or `#rgb`; null = the ribbon's default pale yellow. */
  background_color: OrNull(Type.String()),
});

/** Everything, for the admin's sticky-message editor. */
export const adminAnnouncementView = Type.Object({
  ...announcementView.properties,
  active: Type.Boolean(),
  starts_at: OrNull(Type.String()),
  ends_at: OrNull(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
});

export const announcementDeleted = Type.Object({ deleted: Type.Literal(true) });
