import { graphErrors } from '../errors/error-catalog';
import { decodeCursor, encodeCursor } from './cursor';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 5000;

export interface PageRequest {
  limit: number;
  after?: string;
  before?: string;
}

export interface PageSlice<T> {
  data: T[];
  /** Offset of the first row of `data` in the whole list. */
  start: number;
  hasNext: boolean;
  hasPrevious: boolean;
}

export interface Paging {
  cursors?: { before: string; after: string };
  previous?: string;
  next?: string;
}

function offsetOf(cursor: string): number {
  const offset = decodeCursor(cursor);
  if (offset === null) throw graphErrors.invalidParameter('Invalid cursor');
  return offset;
}

/** One page of `items` for `after` / `before` / `limit`, cursor semantics as GRAPH-API §1.3. */
export function paginate<T>(items: readonly T[], request: PageRequest): PageSlice<T> {
  const limit = Math.max(1, Math.min(MAX_PAGE_SIZE, request.limit));
  let start = 0;
  let end: number;
  if (request.after !== undefined) {
    start = offsetOf(request.after) + 1;
    if (start > items.length) throw graphErrors.cursorTooDeep();
    end = Math.min(items.length, start + limit);
  } else if (request.before !== undefined) {
    end = Math.min(items.length, offsetOf(request.before));
    start = Math.max(0, end - limit);
  } else {
    end = Math.min(items.length, limit);
  }
  return { data: items.slice(start, end), start, hasNext: end < items.length, hasPrevious: start > 0 && items.length > 0 };
}

/** The `paging` object; `urlFor` builds the full `previous` / `next` URL for a cursor parameter. */
export function pagingFor(slice: PageSlice<unknown>, urlFor: (param: 'after' | 'before', cursor: string) => string): Paging | undefined {
  const paging: Paging = {};
  if (slice.data.length > 0) {
    paging.cursors = { before: encodeCursor(slice.start), after: encodeCursor(slice.start + slice.data.length - 1) };
  }
  if (slice.hasPrevious) paging.previous = urlFor('before', encodeCursor(slice.start));
  if (slice.hasNext && paging.cursors) paging.next = urlFor('after', paging.cursors.after);
  return Object.keys(paging).length > 0 ? paging : undefined;
}
