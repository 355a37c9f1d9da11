/** TypeBox schemas and types of the ads manager's own API: the list layout each user keeps, and saved views. */
import Type, { type Static } from 'typebox';
import { IdString, Int, Nullable, Text } from '../http/fields';
import { OrNull } from '../http/responses';
import { columnSettings, listLayout, viewDefinition } from './view-definition';

export { MAX_COLUMN_IDS } from './view-definition';

export const MAX_VIEW_NAME = 60;
/** Saved views per user: more would be a script, not a buyer. */
export const MAX_VIEWS_PER_USER = 100;

export const preferencesBody = Type.Object(
  {
    /** The column preset the user started from (an objective's id such as `sales`), null = custom. */
    preset: Nullable(Text({ title: 'column preset', maxLength: 40, pattern: '^[a-z][a-z0-9_]{0,39}$', invalid: 'A column preset must be an id such as sales.' })),
    columns: columnSettings,
    /** Widths, sort and conditional formats; left as stored when absent. */
    layout: Type.Optional(listLayout),
    /** The saved view the list came from (its changes are "unsaved" until saved); left as stored when absent. */
    view_id: Type.Optional(Nullable(Int({ title: 'view' }))),
  },
  { additionalProperties: false },
);

export type PreferencesBody = Static<typeof preferencesBody>;

const layoutView = Type.Object({
  widths: Type.Record(Type.String(), Type.Integer()),
  sort: Type.Array(Type.Object({ id: Type.String(), desc: Type.Boolean() })),
  formats: Type.Array(
    Type.Object({
      metric: Type.String(),
      operator: Type.Union([Type.Literal('above'), Type.Literal('below'), Type.Literal('between')]),
      value: Type.Number(),
      to: OrNull(Type.Number()),
      colour: Type.Union([Type.Literal('red'), Type.Literal('amber'), Type.Literal('green')]),
    }),
  ),
});

const columnsView = Type.Object({ order: Type.Array(Type.String()), hidden: Type.Array(Type.String()) });

export const preferencesView = Type.Object({
  /** null: never chose (or custom columns) — the remote shows the objective's preset. */
  preset: OrNull(Type.String()),
  /** null: never saved. */
  columns: OrNull(columnsView),
  /** null: never changed widths, sort or formats. */
  layout: OrNull(layoutView),
  /** The saved view the list came from, null for none. */
  view_id: OrNull(Type.Integer()),
});

export type PreferencesView = Static<typeof preferencesView>;

const viewName = Text({ title: 'view name', minLength: 1, maxLength: MAX_VIEW_NAME, pattern: '\\S', invalid: 'A view name needs a letter or a digit.' });
const teamId = Nullable(Int({ title: 'team', description: 'The team the view is shared with (read-only for its members); null: only you.' }));

export const createViewBody = Type.Object({ name: viewName, definition: viewDefinition, team_id: Type.Optional(teamId) }, { additionalProperties: false });
export type CreateViewBody = Static<typeof createViewBody>;

export const updateViewBody = Type.Object(
  { name: Type.Optional(viewName), definition: Type.Optional(viewDefinition), team_id: Type.Optional(teamId) },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateViewBody = Static<typeof updateViewBody>;

export const viewParams = Type.Object({ id: IdString({ title: 'view id' }) });

/** `ALL` is the list without an objective filter; otherwise one of Meta's objectives such as OUTCOME_SALES. */
export const objectiveParams = Type.Object({
  objective: Text({ title: 'objective', maxLength: 40, pattern: '^[A-Z][A-Z_]{0,39}$', invalid: 'The objective must be an id such as OUTCOME_SALES.' }),
});

export const viewDefaultBody = Type.Object({ view_id: Nullable(Int({ title: 'view' })) }, { additionalProperties: false });

const definitionView = Type.Object({
  columns: columnsView,
  widths: Type.Record(Type.String(), Type.Integer()),
  sort: layoutView.properties.sort,
  formats: layoutView.properties.formats,
  params: Type.Record(Type.String(), Type.String()),
});

export const savedView = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  owner: Type.Object({ id: Type.Integer(), name: Type.String() }),
  /** The caller owns it: may rename, change, share and delete it. Otherwise a team member's, read-only. */
  mine: Type.Boolean(),
  team: OrNull(Type.Object({ id: Type.Integer(), name: Type.String() })),
  definition: definitionView,
  updated_at: Type.String(),
});
export type SavedView = Static<typeof savedView>;

export const viewDefault = Type.Object({ objective: Type.String(), view_id: Type.Integer() });

export const viewList = Type.Object({ views: Type.Array(savedView), defaults: Type.Array(viewDefault) });
export type ViewList = Static<typeof viewList>;

export const viewDeleted = Type.Object({ deleted: Type.Integer() });
