/** What the e-mail address routes answer: schemas. */
import Type from 'typebox';
import { OrNull } from '../http/responses';

/** `email` is verified (reset and rule mails go there); `pending_email` awaits its mailed link. */
export const emailStatus = Type.Object({
  email: OrNull(Type.String()),
  verified_at: OrNull(Type.String()),
  pending_email: OrNull(Type.String()),
});

export const emailVerified = Type.Object({ verified: Type.Literal(true), email: Type.String() });
