/** What the platform connection routes answer (Settings › Integrations, SPEC §4 token check): schemas. */
import Type from 'typebox';
import { Enum, OrNull } from '../http/responses';
import { CONNECTION_STATUSES } from '../platform/table';
import { MIGRATION_REASONS } from './token-check';

/** The debug_token check of the stored platform token. */
export const tokenCheckResult = Type.Union([
  Type.Object({ status: Type.Literal('ok'), checked_at: Type.String() }),
  Type.Object({ status: Type.Literal('no_adstoken'), message: Type.String() }),
  Type.Object({ status: Type.Literal('disconnected'), reason: Enum(MIGRATION_REASONS), message: Type.String() }),
  Type.Object({ status: Type.Literal('unavailable'), message: Type.String() }),
]);

/** The connection as /setting/integrations shows it (never the token itself). */
export const connectionView = Type.Object({
  platform_user_id: Type.String(),
  name: Type.String(),
  picture_url: OrNull(Type.String()),
  token_last4: Type.String(),
  scopes: Type.Array(Type.String()),
  expires_at: OrNull(Type.String()),
  status: Enum(CONNECTION_STATUSES),
  connected_at: Type.String(),
});
