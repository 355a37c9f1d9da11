import { GraphError } from '../errors/graph-error';
import { serializeFields } from './field-spec';
import { parseFields } from './parse-fields';

describe('parseFields', () => {
  it('reads plain lists', () => {
    expect(parseFields('id, name ,currency')?.map((f) => f.name)).toEqual(['id', 'name', 'currency']);
  });

  it('treats a blank value as "use the defaults"', () => {
    expect(parseFields(undefined)).toBeUndefined();
    expect(parseFields('  ')).toBeUndefined();
  });

  it('reads modifiers and nested fields', () => {
    const [picture, accounts] = parseFields('picture.width(200).height(200),adaccounts.limit(1000){id,name,campaigns.limit(2){name}}') ?? [];
    expect(picture).toEqual({ name: 'picture', modifiers: { width: '200', height: '200' } });
    expect(accounts?.modifiers).toEqual({ limit: '1000' });
    expect(accounts?.children?.map((c) => c.name)).toEqual(['id', 'name', 'campaigns']);
    expect(accounts?.children?.[2]?.children?.[0]?.name).toBe('name');
  });

  it('keeps JSON arguments with commas and braces intact', () => {
    const [insights] = parseFields('insights.time_ranges([{"since":"2024-11-01","until":"2024-11-07"},{"since":"2024-10-25","until":"2024-10-31"}]){spend}') ?? [];
    expect(JSON.parse(insights?.modifiers.time_ranges ?? '')).toHaveLength(2);
    expect(insights?.children?.[0]?.name).toBe('spend');
  });

  it('supports aliases', () => {
    expect(parseFields('insights.as(last_week)')?.[0]?.alias).toBe('last_week');
  });

  it('rejects unbalanced input with a Graph syntax error', () => {
    for (const bad of ['id,name}', 'adaccounts{id', 'picture.width(200']) {
      try {
        parseFields(bad);
        throw new Error(`accepted ${bad}`);
      } catch (error) {
        expect(error).toBeInstanceOf(GraphError);
        expect((error as GraphError).payload.code).toBe(2500);
        expect((error as GraphError).payload.message).toMatch(/^Syntax error/);
      }
    }
  });

  it('serializes back to an equivalent string', () => {
    const text = 'id,adaccounts.limit(5){id,name},insights.as(x)';
    expect(parseFields(serializeFields(parseFields(text) ?? []))).toEqual(parseFields(text));
  });
});
