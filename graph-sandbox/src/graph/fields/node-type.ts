import type { GraphContext } from '../graph-context';
import type { FieldSpec } from './field-spec';

/** Computes one field; `undefined` leaves the key out, `null` returns it as null. */
export type FieldResolver<E> = (entity: E, spec: FieldSpec, ctx: GraphContext) => unknown;

/** Reads edge parameters: from the query string on `/{id}/{edge}`, from modifiers inside `fields=`. */
export type EdgeQuery = (name: string) => string | undefined;

/** A row of an edge that can project itself with the caller's field selection. */
export type EdgeRow = (specs: FieldSpec[] | undefined) => Record<string, unknown>;

export interface EdgeDefinition<E> {
  /** `specs`: the fields asked of the rows, for edges whose rows depend on them (insights). */
  rows(entity: E, ctx: GraphContext, query: EdgeQuery, specs?: FieldSpec[]): EdgeRow[];
}

export interface NodeType<E> {
  /** The name Meta's errors use, e.g. `AdAccount`, `AdCampaignGroup` (campaign), `AdCampaign` (ad set), `Adgroup` (ad). */
  name: string;
  defaultFields: readonly string[];
  id(entity: E): string;
  fields: Readonly<Record<string, FieldResolver<E>>>;
  /** Connections that can be read at `/{id}/{edge}` and expanded inside `fields=`. */
  edges?: Readonly<Record<string, EdgeDefinition<E>>>;
}
