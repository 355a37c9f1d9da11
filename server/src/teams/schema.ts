import Type from 'typebox';
import { IdString, Text } from '../http/fields';

export const createTeamBody = Type.Object({
  name: Text({ title: 'team name', minLength: 1, maxLength: 80, pattern: '\\S', invalid: 'The team name must not be only spaces.' }),
});

export const teamParams = Type.Object({ id: IdString({ title: 'team id' }) });
export const memberParams = Type.Object({ id: IdString({ title: 'team id' }), userId: IdString({ title: 'member id' }) });
export const joinParams = Type.Object({
  token: Text({
    title: 'invitation link',
    maxLength: 43,
    pattern: '^[A-Za-z0-9_-]{43}$',
    invalid: 'This invitation link is not complete. Open the link you were sent again.',
  }),
});
