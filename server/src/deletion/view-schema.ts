/** What the account deletion routes answer: schemas. */
import Type from 'typebox';
import { Enum, OrNull } from '../http/responses';
import { DELETION_STATUSES } from './table';

export const deletionRequestView = Type.Object({
  id: Type.String(),
  status: Enum(DELETION_STATUSES),
  requested_at: Type.String(),
  /** When the account is deleted unless the request is cancelled first. */
  scheduled_for: Type.String(),
  completed_at: OrNull(Type.String()),
});

export const deletionCancelled = Type.Object({ cancelled: Type.Literal(true) });
