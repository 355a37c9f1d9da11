import Type, { type Static } from 'typebox';
import { Nullable, Text } from '../http/fields';

export const loginBody = Type.Object({
  user: Text({ title: 'user name', minLength: 1, maxLength: 200 }),
  password: Text({ title: 'password', minLength: 1, maxLength: 1024 }),
  /** Accepted for client compatibility; connecting a platform token is update-token's job. */
  token: Type.Optional(Nullable(Text({ title: 'token', maxLength: 4096 }))),
  device: Type.Optional(Nullable(Text({ title: 'device id', maxLength: 512 }))),
  /** The answer to the challenge the server issued (required after repeated failures). */
  captcha: Type.Optional(
    Nullable(
      Type.Object(
        {
          id: Text({ title: 'captcha id', minLength: 1, maxLength: 64 }),
          answer: Text({ title: 'captcha answer', maxLength: 32 }),
        },
        { title: 'captcha', additionalProperties: false },
      ),
    ),
  ),
});

export type LoginBody = Static<typeof loginBody>;
