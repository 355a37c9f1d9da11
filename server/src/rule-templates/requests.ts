/** TypeBox schemas of the rule-template API. */
import Type, { type Static } from 'typebox';
import { Flag, IdString, Int, Text } from '../http/fields';
import { ruleDefinition } from './definition';

const fields = {
  name: Text({ title: 'template name', minLength: 1, maxLength: 100 }),
  description: Text({ title: 'description', maxLength: 1000 }),
  category: Text({ title: 'category', minLength: 1, maxLength: 40 }),
  definition: ruleDefinition,
  published: Flag({ title: 'published option' }),
};

export const createTemplateBody = Type.Object(
  { ...fields, description: Type.Optional(fields.description), published: Type.Optional(fields.published) },
  { additionalProperties: false },
);
export const updateTemplateBody = Type.Partial(Type.Object(fields, { additionalProperties: false }), { minProperties: 1 });
export const templateParams = Type.Object({ id: IdString({ title: 'template id' }) });
export const orderBody = Type.Object(
  { ids: Type.Array(Int({ title: 'template id' }), { title: 'template order', minItems: 1, maxItems: 500, uniqueItems: true }) },
  { additionalProperties: false },
);

export type CreateTemplateBody = Static<typeof createTemplateBody>;
export type UpdateTemplateBody = Static<typeof updateTemplateBody>;
