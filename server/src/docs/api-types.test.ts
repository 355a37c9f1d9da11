import { readFileSync } from 'node:fs';
import { API_TYPES_FILE, generateApiTypes } from './api-types';

// The client's types are generated from the route schemas and checked in; a route change that is not regenerated
// (and so not type-checked against its callers) fails here.
test('shared-graph/src/api/schema.gen.ts is what the route schemas produce (else run `pnpm --filter server api:types`)', async () => {
  const generated = await generateApiTypes();
  expect(generated).toContain('"/api/rules/{id}"');
  expect(readFileSync(API_TYPES_FILE, 'utf8')).toBe(generated);
});
