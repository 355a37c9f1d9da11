import { GraphError } from '../errors/graph-error';
import { decodeCursor, encodeCursor } from './cursor';
import { paginate, pagingFor } from './paginate';

const rows = Array.from({ length: 60 }, (_, i) => i);
const url = (param: string, cursor: string): string => `http://x/v21.0/act_1/ads?limit=25&${param}=${cursor}`;

describe('cursors', () => {
  it('match the examples in Meta docs', () => {
    expect(encodeCursor(0)).toBe('MAZDZD');
    expect(encodeCursor(1)).toBe('MQZDZD');
    expect(encodeCursor(24)).toBe('MjQZD');
    expect(decodeCursor('MjQZD')).toBe(24);
    expect(decodeCursor('not a cursor!')).toBeNull();
  });
});

describe('paginate', () => {
  it('walks forward with after cursors until there is no next', () => {
    const first = paginate(rows, { limit: 25 });
    expect(first.data).toEqual(rows.slice(0, 25));
    const firstPaging = pagingFor(first, url);
    expect(firstPaging?.cursors).toEqual({ before: 'MAZDZD', after: 'MjQZD' });
    expect(firstPaging?.previous).toBeUndefined();
    expect(firstPaging?.next).toContain('after=MjQZD');

    const second = paginate(rows, { limit: 25, after: firstPaging?.cursors?.after });
    expect(second.data[0]).toBe(25);
    const third = paginate(rows, { limit: 25, after: pagingFor(second, url)?.cursors?.after });
    expect(third.data).toEqual(rows.slice(50));
    const lastPaging = pagingFor(third, url);
    expect(lastPaging?.next).toBeUndefined();
    expect(lastPaging?.cursors?.after).toBe(encodeCursor(59));
    expect(lastPaging?.previous).toContain(`before=${encodeCursor(50)}`);
  });

  it('walks back with before cursors', () => {
    const page = paginate(rows, { limit: 25, before: encodeCursor(50) });
    expect(page.data).toEqual(rows.slice(25, 50));
  });

  it('rejects cursors past the end and garbage cursors', () => {
    expect(() => paginate(rows, { limit: 25, after: encodeCursor(500) })).toThrow(GraphError);
    expect(() => paginate(rows, { limit: 25, after: '%%%' })).toThrow(/Invalid cursor/);
  });

  it('has no paging for an empty list', () => {
    expect(pagingFor(paginate([], { limit: 25 }), url)).toBeUndefined();
  });
});
