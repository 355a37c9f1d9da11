import Type from 'typebox';
import { checkedSerializer, closedSchema } from './response-check';

const route = { method: 'GET', url: '/api/thing', httpStatus: '200' };
const schema = Type.Object({ data: Type.Array(Type.Object({ id: Type.Integer(), name: Type.Union([Type.String(), Type.Null()]) })) });

test('an answer the schema describes is sent as JSON.stringify writes it', () => {
  const serialize = checkedSerializer({ ...route, schema });
  expect(serialize({ data: [{ id: 1, name: null }] })).toBe('{"data":[{"id":1,"name":null}]}');
});

test('a field the schema does not name, a missing one or a wrong type is refused with the route named', () => {
  const serialize = checkedSerializer({ ...route, schema });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => serialize({ data: [{ id: 1, name: 'a', extra: true }] })).toThrow(/GET \/api\/thing answered 200 .*\/data\/0/);
  expect(() => serialize({ data: [{ id: 1 }] })).toThrow(/name/);
  expect(() => serialize({ data: [{ id: '1', name: 'a' }] })).toThrow(/\/data\/0\/id/);
});

test('closing leaves objects that allow other properties as they are', () => {
  const open = Type.Object({ a: Type.Record(Type.String(), Type.Number()) }, { additionalProperties: true });
  expect(closedSchema(open)).toMatchObject({ additionalProperties: true });
  expect((closedSchema(schema) as { properties: { data: { items: { additionalProperties: boolean } } } }).properties.data.items.additionalProperties).toBe(false);
});
