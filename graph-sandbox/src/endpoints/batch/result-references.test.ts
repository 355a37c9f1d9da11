import { BatchReferenceError, resolveReferences } from './result-references';

const results = new Map<string, unknown>([
  ['accounts', { data: [{ id: 'act_1', name: 'A' }, { id: 'act_2', name: 'B' }] }],
  ['me', { id: '100', name: 'Dewi' }],
]);

describe('resolveReferences', () => {
  it('joins wildcard selections with commas', () => {
    expect(resolveReferences('?ids={result=accounts:$.data.*.id}', results)).toBe('?ids=act_1,act_2');
  });

  it('reads single values and indexes', () => {
    expect(resolveReferences('{result=me:$.id}/adaccounts', results)).toBe('100/adaccounts');
    expect(resolveReferences('{result=accounts:$.data[1].name}', results)).toBe('B');
  });

  it('leaves text without references alone', () => {
    expect(resolveReferences('me?fields=id', results)).toBe('me?fields=id');
  });

  it('fails on unknown names and empty selections', () => {
    expect(() => resolveReferences('{result=nope:$.id}', results)).toThrow(BatchReferenceError);
    expect(() => resolveReferences('{result=me:$.missing}', results)).toThrow(BatchReferenceError);
  });
});
