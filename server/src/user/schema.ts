import Type from 'typebox';
import { Flag, Nullable, Text } from '../http/fields';

export const getUserQuery = Type.Object({
  /** `skip=1` answers from the stored data only (no lazy fetch from the platform). */
  skip: Type.Optional(Text({ title: 'skip option', maxLength: 16 })),
});

export const getUserHeaders = Type.Object({
  'x-device-id': Type.Optional(Text({ title: 'device id', maxLength: 512 })),
});

export const updateTokenBody = Type.Object({
  token: Text({
    title: 'Facebook token',
    minLength: 1,
    maxLength: 4096,
    pattern: '^\\S+$',
    invalid: 'The Facebook token must not contain spaces.',
  }),
  /** The platform user id the client expects the token to belong to. */
  id: Type.Optional(
    Type.Unsafe<string | number | null>({
      type: ['string', 'integer', 'null'],
      title: 'Facebook user id',
      maxLength: 64,
      pattern: '^\\d*$',
      minimum: 0,
      'x-invalid': 'The Facebook user id must be a number.',
    }),
  ),
  connect: Type.Optional(Nullable(Flag({ title: 'connect option' }))),
});

export const disconnectBody = Type.Object({
  keep_login: Flag({ title: 'choice to stay logged in' }),
  reason: Type.Optional(Nullable(Text({ title: 'reason', maxLength: 2000 }))),
});
