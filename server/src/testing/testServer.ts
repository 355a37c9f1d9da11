import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { Role } from '../db/schema';
import { resetDatabase, type TestDatabase } from './databases';
import { addUser, login, testServer, type Session } from './server';

type Env = Record<string, string | undefined>;

export interface ServerUnderTest {
  /** The server (not listening; use `app.inject`). */
  readonly app: FastifyInstance;
  /** The migrated test database the server uses. */
  readonly db: Database;
  /** A user with a cheap password hash (`secret123` unless given). */
  addUser(login: string, password?: string, role?: Role): ReturnType<typeof addUser>;
  /** Logs in through `POST /api/user/login`: the session cookies and CSRF headers for later requests. */
  login(login: string, password?: string): Promise<Session>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Configuration beside the test defaults; a function when it depends on something started in a hook. */
  env?: Env | (() => Env);
  /** Empty every table before each test (the default), or leave the data to the suite. */
  reset?: 'each' | 'never';
}

/**
 * The set-up every server suite shares, as hooks of the enclosing describe: the database of `tdb` and a server on it
 * before the suite, the tables emptied before each test, the server closed after. Use inside
 * `describe.each(testDatabases())('… on $name', (tdb) => { const server = useTestServer(tdb); … })`.
 */
export function useTestServer(tdb: TestDatabase, options: TestServerOptions = {}): ServerUnderTest {
  let app: FastifyInstance | undefined;
  let db: Database | undefined;
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`useTestServer: ${name} is ready from the suite's beforeAll on`);
    return value;
  };

  beforeAll(async () => {
    db = await tdb.open();
    app = await testServer(db, typeof options.env === 'function' ? options.env() : options.env);
  });
  afterAll(async () => {
    await app?.close();
  });
  if (options.reset !== 'never') beforeEach(() => resetDatabase(ready(db, 'db')));

  return {
    get app() {
      return ready(app, 'app');
    },
    get db() {
      return ready(db, 'db');
    },
    addUser: (name, password = 'secret123', role = 'user') => addUser(ready(db, 'db'), name, password, role),
    login: (name, password = 'secret123') => login(ready(app, 'app'), name, password),
    close: async () => {
      await app?.close();
    },
  };
}
