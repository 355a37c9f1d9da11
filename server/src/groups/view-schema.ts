/** What the saved collections routes answer (SPEC §7 /group): schemas. */
import Type from 'typebox';
import { ErrorBody } from '../http/responses';

export const groupSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** How many interests the collection holds. */
  count: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
});

/** An interest as the research screen saved it: `id` and `name`, and any other fields as they were sent. */
export const savedInterest = Type.Object({ id: Type.String(), name: Type.String() }, { additionalProperties: true });

export const groupsDeleted = Type.Object({ deleted: Type.Array(Type.Integer()) });
export const groupDeleted = Type.Object({ id: Type.Integer() });
export const itemsAdded = Type.Object({ ...groupSummary.properties, added: Type.Integer() });
export const itemsRemoved = Type.Object({ ...groupSummary.properties, removed: Type.Integer() });

/** The 409 of create and rename (other conflicts keep the error envelope's general shape, so it is that shape). */
export const nameTaken = Type.Object(ErrorBody.properties, {
  description:
    'code collection_exists: another collection of the scope (your own collections, or the team’s) already has this name, ' +
    'compared without case and surrounding spaces. The message names it; `field` is /name, the request field to show it beside.',
});
