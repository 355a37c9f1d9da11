import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { findRepoRoot } from '../config';
import { buildOpenApiDocument } from './document';

/** Where the client's types live: shared-graph's product-API client is typed from this file. */
export const API_TYPES_FILE = path.join(findRepoRoot(process.cwd()), 'shared-graph', 'src', 'api', 'schema.gen.ts');

const HEADER = `/**
 * Generated from the server's OpenAPI document (server/src/docs) by \`pnpm --filter server api:types\`; do not edit.
 * server/src/docs/api-types.test.ts fails while this file differs from what the route schemas produce.
 */

`;

/** The TypeScript description of the product API, as checked in at API_TYPES_FILE. */
export async function generateApiTypes(): Promise<string> {
  const document = await buildOpenApiDocument();
  const ast = await openapiTS(document as never, { alphabetize: true, exportType: true });
  return HEADER + astToString(ast);
}
