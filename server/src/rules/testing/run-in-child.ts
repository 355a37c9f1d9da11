/**
 * Runs one rule run in a process of its own, as another server process would (for the exactly-once test that kills
 * it with SIGKILL mid-write). Env: DATABASE_URL (PostgreSQL), GRAPH_BASE_URL, RUN_ID, TOKEN_SECRET.
 */
import { deriveKeys } from '../../crypto/secrets';
import { openDatabase } from '../../db/database';
import { createGraphClient } from '../../platform/graph-client';
import { executeRun } from '../run-rule';

const database = await openDatabase({ url: process.env.DATABASE_URL!, dataDir: '' });
const graph = createGraphClient({ baseUrl: process.env.GRAPH_BASE_URL!, timeoutMs: 60_000, appId: '1234567890', appSecret: 'sandbox-app-secret' });
process.stdout.write('started\n');
await executeRun({ database, graph, tokenKey: deriveKeys(process.env.TOKEN_SECRET!).tokenKey, leaseOwner: 'child-process' }, Number(process.env.RUN_ID));
await graph.close();
await database.close();
