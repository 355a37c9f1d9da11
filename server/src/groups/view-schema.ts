/** What the saved collections routes answer (SPEC §7 /group): schemas. */
import Type from 'typebox';

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
