/**
 * What a saved view holds, as TypeBox schemas: the columns (order, hidden, widths), the sort, the conditional
 * formats and the list's URL parameters (filters, date range, breakdown). Nothing in it names an ad account, so a
 * view applies to any account the user opens.
 */
import Type, { type Static } from 'typebox';
import { Flag, Nullable, OneOf, Text } from '../http/fields';

/** More columns than the catalogue and the settings columns together would be a client bug, not a choice. */
export const MAX_COLUMN_IDS = 160;
export const MAX_SORT_COLUMNS = 3;
export const MAX_FORMAT_RULES = 20;
export const MAX_VIEW_PARAMS = 16;
export const MIN_COLUMN_WIDTH = 40;
export const MAX_COLUMN_WIDTH = 1200;
/** Thresholds are figures a buyer types (a cost, a ratio, a count), never beyond this. */
export const MAX_THRESHOLD = 1e12;

const COLUMN_ID = '^[a-z][a-z0-9_]{0,63}$';
const PARAM_KEY = '^[a-z][a-z0-9_]{0,31}$';

export const columnId = Text({ title: 'column', maxLength: 64, pattern: COLUMN_ID, invalid: 'A column must be an id such as cost_per_purchase.' });
const columnIds = (title: string) => Type.Array(columnId, { title, maxItems: MAX_COLUMN_IDS, uniqueItems: true });

export const columnSettings = Type.Object({ order: columnIds('column order'), hidden: columnIds('hidden columns') }, { additionalProperties: false });

const widths = Type.Record(
  Type.String({ pattern: COLUMN_ID }),
  Type.Integer({ title: 'column width', minimum: MIN_COLUMN_WIDTH, maximum: MAX_COLUMN_WIDTH }),
  { title: 'column widths', maxProperties: MAX_COLUMN_IDS, additionalProperties: false },
);

const sortBy = Type.Array(Type.Object({ id: columnId, desc: Flag({ title: 'descending' }) }, { additionalProperties: false }), {
  title: 'sort',
  maxItems: MAX_SORT_COLUMNS,
});

const threshold = (title: string) => Type.Number({ title, minimum: -MAX_THRESHOLD, maximum: MAX_THRESHOLD });

export const FORMAT_OPERATORS = ['above', 'below', 'between'] as const;
export const FORMAT_COLOURS = ['red', 'amber', 'green'] as const;

export const formatRule = Type.Object(
  {
    metric: columnId,
    operator: OneOf(FORMAT_OPERATORS, { title: 'operator' }),
    /** In the account's currency (major units) for money, a percent for rates. */
    value: threshold('value'),
    /** The upper bound of `between`; null otherwise. */
    to: Nullable(threshold('upper value')),
    colour: OneOf(FORMAT_COLOURS, { title: 'colour' }),
  },
  { additionalProperties: false },
);

const formatRules = Type.Array(formatRule, { title: 'conditional formats', maxItems: MAX_FORMAT_RULES });

/** The list's own URL parameters (q, status, objective, date, since, until, compare, breakdown, …). */
const params = Type.Record(Type.String({ pattern: PARAM_KEY }), Text({ title: 'list parameter', maxLength: 200 }), {
  title: 'list parameters',
  maxProperties: MAX_VIEW_PARAMS,
  additionalProperties: false,
});

/** The layout besides the columns: what the working list keeps per user, and a view saves with its columns. */
export const listLayout = Type.Object({ widths, sort: sortBy, formats: formatRules }, { additionalProperties: false });
export type ListLayout = Static<typeof listLayout>;

export const viewDefinition = Type.Object({ columns: columnSettings, widths, sort: sortBy, formats: formatRules, params }, { additionalProperties: false });
export type ViewDefinition = Static<typeof viewDefinition>;
export type FormatRule = Static<typeof formatRule>;

/** The checks a schema cannot say: a `between` needs an upper value above the lower one; others carry none. */
export function formatRuleProblem(rules: readonly FormatRule[], pointer: string): { field: string; message: string } | null {
  for (const [index, rule] of rules.entries()) {
    const field = `${pointer}/${index}/to`;
    if (rule.operator === 'between' && (rule.to === null || rule.to <= rule.value)) return { field, message: 'A “between” rule needs an upper value above the lower one.' };
    if (rule.operator !== 'between' && rule.to !== null) return { field, message: 'Only a “between” rule has an upper value.' };
  }
  return null;
}
