import { graphErrors } from '../errors/error-catalog';
import { graphUrl, type GraphContext } from '../graph-context';
import { DEFAULT_PAGE_SIZE, paginate, pagingFor, type Paging } from '../paging/paginate';
import { serializeFields, type FieldSpec } from './field-spec';
import { projectStructField } from './struct-fields';
import type { EdgeDefinition, EdgeQuery, EdgeRow, NodeType } from './node-type';

const asSpecs = (names: readonly string[]): FieldSpec[] => names.map((name) => ({ name, modifiers: {} }));

/** The node as JSON for a field selection (`undefined` = the type's default fields); `id` always comes back. */
export function projectNode<E>(type: NodeType<E>, entity: E, specs: FieldSpec[] | undefined, ctx: GraphContext): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const spec of specs ?? asSpecs(type.defaultFields)) {
    const key = spec.alias ?? spec.name;
    const field = type.fields[spec.name];
    if (field) {
      const value = projectStructField(type.name, spec, field(entity, spec, ctx));
      if (value !== undefined) result[key] = value;
      continue;
    }
    const edge = type.edges?.[spec.name];
    if (!edge) throw graphErrors.nonexistingField(spec.name, type.name);
    const expanded = expandEdge(type, entity, spec, edge, ctx);
    if (expanded) result[key] = expanded;
  }
  if (!('id' in result)) result.id = type.id(entity);
  return result;
}

/** An edge row for each item, projecting through `type`. */
export function rowsOf<I>(type: NodeType<I>, items: readonly I[], ctx: GraphContext): EdgeRow[] {
  return items.map((item) => (specs) => projectNode(type, item, specs, ctx));
}

export interface EdgePage {
  data: Array<Record<string, unknown>>;
  paging?: Paging;
  summary?: { total_count: number };
}

export interface EdgePageRequest {
  rows: EdgeRow[];
  specs: FieldSpec[] | undefined;
  limit: number;
  after?: string;
  before?: string;
  summary: boolean;
  /** Builds `previous` / `next`. */
  urlFor(param: 'after' | 'before', cursor: string): string;
}

export function edgePage(request: EdgePageRequest): EdgePage {
  const slice = paginate(request.rows, request);
  const page: EdgePage = { data: slice.data.map((row) => row(request.specs)) };
  const paging = pagingFor(slice, request.urlFor);
  if (paging) page.paging = paging;
  if (request.summary) page.summary = { total_count: request.rows.length };
  return page;
}

/** `adaccounts.limit(10){id,name}` inside `fields=`: a page of the edge, or nothing when it has no rows (GRAPH-API §1.2). */
function expandEdge<E>(type: NodeType<E>, entity: E, spec: FieldSpec, edge: EdgeDefinition<E>, ctx: GraphContext): EdgePage | undefined {
  const query: EdgeQuery = (name) => spec.modifiers[name];
  const rows = edge.rows(entity, ctx, query, spec.children);
  if (rows.length === 0) return undefined;
  const limit = Number(spec.modifiers.limit ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE;
  const page = edgePage({
    rows,
    specs: spec.children,
    limit,
    after: spec.modifiers.after,
    before: spec.modifiers.before,
    summary: spec.modifiers.summary === 'true',
    urlFor: (param, cursor) =>
      graphUrl(ctx, `/${type.id(entity)}/${spec.name}`, {
        access_token: ctx.token,
        fields: spec.children ? serializeFields(spec.children) : undefined,
        limit: String(limit),
        [param]: cursor,
      }),
  });
  return page.data.length > 0 ? page : undefined;
}
