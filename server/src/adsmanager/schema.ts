/** TypeBox schemas and types of the ads manager's own API: the columns each user keeps in the lists. */
import Type, { type Static } from 'typebox';
import { Nullable, Text } from '../http/fields';
import { OrNull } from '../http/responses';

/** More columns than the catalogue and the settings columns together would be a client bug, not a choice. */
export const MAX_COLUMN_IDS = 160;

const columnId = Text({ title: 'column', maxLength: 64, pattern: '^[a-z][a-z0-9_]{0,63}$', invalid: 'A column must be an id such as cost_per_purchase.' });
const columnIds = (title: string) => Type.Array(columnId, { title, maxItems: MAX_COLUMN_IDS, uniqueItems: true });

export const preferencesBody = Type.Object(
  {
    /** The column preset the user started from (an objective's id such as `sales`), null = custom. */
    preset: Nullable(Text({ title: 'column preset', maxLength: 40, pattern: '^[a-z][a-z0-9_]{0,39}$', invalid: 'A column preset must be an id such as sales.' })),
    columns: Type.Object({ order: columnIds('column order'), hidden: columnIds('hidden columns') }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);

export type PreferencesBody = Static<typeof preferencesBody>;

export const preferencesView = Type.Object({
  /** null: never chose (or custom columns) — the remote shows the objective's preset. */
  preset: OrNull(Type.String()),
  /** null: never saved. */
  columns: OrNull(Type.Object({ order: Type.Array(Type.String()), hidden: Type.Array(Type.String()) })),
});

export type PreferencesView = Static<typeof preferencesView>;
