/** What the rule-template routes answer: schemas (templates.ts builds the values). */
import Type from 'typebox';
import { ruleDefinition } from './definition';

/** A published template as users pick it on /rules/template: a rule without a team and an ad account. */
export const templateView = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  category: Type.String(),
  definition: ruleDefinition,
});

/** Everything, for the admin's template screens. */
export const adminTemplateView = Type.Object({
  ...templateView.properties,
  published: Type.Boolean(),
  /** The place in the users' list (smallest first). */
  position: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
});

export const templateDeleted = Type.Object({ deleted: Type.Literal(true) });
