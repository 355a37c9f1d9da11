/** What the account settings routes answer (Settings › Account, SPEC §4): schemas and types. */
import Type from 'typebox';
import { Enum, OrNull } from '../http/responses';
import { LANGUAGES, NOTIFICATION_FIELDS } from './settings';

export const notificationSettings = Type.Object(
  Object.fromEntries(NOTIFICATION_FIELDS.map((field) => [field, Type.Boolean()])) as Record<(typeof NOTIFICATION_FIELDS)[number], ReturnType<typeof Type.Boolean>>,
);

export const accountSettings = Type.Object({
  login: Type.String(),
  email: OrNull(Type.String()),
  device_fingerprint: OrNull(Type.String()),
  plan: Type.Object({ package: OrNull(Type.String()), expires_at: OrNull(Type.String()) }),
  api_version: Type.String(),
  /** The graph versions the user may pick. */
  api_versions: Type.Array(Type.String()),
  notification: notificationSettings,
  /** The language of titles, descriptions and country names; null until the user picks one. */
  language: OrNull(Enum(LANGUAGES)),
  /** The languages the user may pick. */
  languages: Type.Array(Enum(LANGUAGES)),
});

export const passwordChanged = Type.Object({ changed: Type.Literal(true) });
