import { GraphError } from './errors/graph-error';
import { GraphParams } from './params';

describe('GraphParams', () => {
  const params = GraphParams.merge({ limit: '10', fields: 'id', q: 'query' }, { q: 'body', effective_status: ['ACTIVE', 'PAUSED'], batch: '[1]' });

  it('lets the body win over the query string', () => {
    expect(params.string('q')).toBe('body');
  });

  it('gives JSON values from JSON bodies as JSON text, and parses JSON text', () => {
    expect(JSON.parse(params.string('effective_status') as string)).toEqual(['ACTIVE', 'PAUSED']);
    expect(params.json('batch')).toEqual([1]);
    expect(params.json('effective_status')).toEqual(['ACTIVE', 'PAUSED']);
  });

  it('reads bounded integers and explains bad ones', () => {
    expect(params.int('limit', 25, { max: 5 })).toBe(5);
    expect(params.int('missing', 25)).toBe(25);
    expect(() => GraphParams.merge({ limit: 'ten' }, {}).int('limit', 25)).toThrow(GraphError);
  });

  it('names a missing required parameter', () => {
    expect(() => params.required('input_token')).toThrow('(#100) The parameter input_token is required');
  });
});
