import Type, { type Static } from 'typebox';
import { DateTime, Flag, IdString, Nullable, Text } from '../http/fields';

const HEX_COLOUR = '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';
const LINK = '^(https?://[^\\s]+|/(?!/)[^\\s]*)$';

const fields = {
  message: Text({ title: 'message', minLength: 1, maxLength: 500 }),
  extra_title: Type.Optional(Nullable(Text({ title: 'link text', maxLength: 80 }))),
  extra_link: Type.Optional(
    Nullable(
      Text({
        title: 'link',
        maxLength: 1000,
        pattern: LINK,
        invalid: 'The link must be an http(s):// address or a path in the app such as /updates.',
      }),
    ),
  ),
  dismissable: Type.Optional(Flag({ title: 'dismissable option' })),
  background_color: Type.Optional(
    Nullable(Text({ title: 'background colour', maxLength: 7, pattern: HEX_COLOUR, invalid: 'The background colour must look like #1a2b3c or #abc.' })),
  ),
  active: Type.Optional(Flag({ title: 'active option' })),
  starts_at: Type.Optional(Nullable(DateTime({ title: 'start time' }))),
  ends_at: Type.Optional(Nullable(DateTime({ title: 'end time' }))),
};

export const createAnnouncementBody = Type.Object(fields);
export const updateAnnouncementBody = Type.Partial(Type.Object(fields), { minProperties: 1 });
export const announcementParams = Type.Object({ id: IdString({ title: 'announcement id' }) });

export type AnnouncementBody = Static<typeof updateAnnouncementBody>;
