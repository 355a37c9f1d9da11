// Every server process on one PostgreSQL hears what the others' writes changed (LISTEN/NOTIFY on a connection of
// its own), so a read cache drops an entry everywhere at once — a user removed from a team or disabled on one
// process is refused by all of them on their next request.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Changes, WriteTracker } from './write-tracker';

export const CACHE_CHANNEL = 'sasar_read_cache';
const LISTEN = `LISTEN ${CACHE_CHANNEL}`;
/** NOTIFY refuses payloads of 8000 bytes and more: more names go in several notifications. */
const MAX_PAYLOAD = 7_000;
/** How long a writer waits for the other processes to say they dropped what it changed (a stuck one cannot hold it). */
const ACK_WAIT_MS = 500;
const RECONNECT_AFTER_MS = [100, 250, 500, 1_000, 2_000, 5_000];
const EVERYTHING = '*';

export interface CacheChannelOptions {
  /** The server's pool: NOTIFYs go through it, as the listening connection may be reconnecting. */
  pool: pg.Pool;
  /** Told when the channel stops or starts listening (it drops every cached read either way). */
  onStateChange?(listening: boolean, error?: Error): void;
}

export interface CacheChannel {
  /** Resolves once the channel listens (again). */
  listening(): Promise<void>;
  /** The listening connection's backend process id, while it listens (tests end it to see the channel come back). */
  readonly backendPid: number | undefined;
  close(): Promise<void>;
}

function chunks(changes: Changes): string[] {
  if (changes === 'everything') return [EVERYTHING];
  const lists: string[][] = [[]];
  let size = 0;
  for (const name of changes) {
    if (size + name.length + 1 > MAX_PAYLOAD && lists.at(-1)!.length > 0) {
      lists.push([]);
      size = 0;
    }
    lists.at(-1)!.push(name);
    size += name.length + 1;
  }
  return lists.map((names) => names.join(','));
}

/**
 * Listens on CACHE_CHANNEL for `writes` and publishes its changes: `c|<from>|<id>|<names>`, which every other
 * listener applies and acknowledges (`a|<to>|<id>|<from>`). A writer waits (at most ACK_WAIT_MS) until every other
 * listener on the database has acknowledged, so the request that wrote answers only once no process serves what it
 * changed. A dropped connection is reconnected (backing off up to 5 s); while it is down, and once it is back
 * (notifications may have been missed), `writes` drops every cached read and keeps none until it listens again.
 */
export async function openCacheChannel(url: string, writes: WriteTracker, { pool, onStateChange }: CacheChannelOptions): Promise<CacheChannel> {
  const origin = randomUUID();
  let sent = 0;
  const waiting = new Map<number, { from: Set<string>; expected: number; done: () => void }>();
  let client: pg.Client | undefined;
  let closed = false;
  let attempts = 0;
  let retry: NodeJS.Timeout | undefined;
  let becameReady!: () => void;
  let ready = new Promise<void>((resolve) => (becameReady = resolve));

  const notify = (payload: string) => pool.query('select pg_notify($1, $2)', [CACHE_CHANNEL, payload]);

  function onNotification(message: pg.Notification) {
    if (message.channel !== CACHE_CHANNEL || !message.payload) return;
    const [kind, first, id, rest] = message.payload.split('|');
    if (kind === 'c' && first !== origin && rest !== undefined) {
      writes.receive(rest === EVERYTHING ? 'everything' : rest.split(','));
      notify(`a|${first}|${id}|${origin}`).catch(() => undefined);
    } else if (kind === 'a' && first === origin && rest !== undefined) {
      const wait = waiting.get(Number(id));
      wait?.from.add(rest);
      if (wait && wait.from.size >= wait.expected) wait.done();
    }
  }

  const lost = new WeakSet<pg.Client>();
  function dropped(which: pg.Client, error?: Error) {
    if (lost.has(which)) return;
    lost.add(which);
    which.end().catch(() => undefined);
    if (client === which) {
      client = undefined;
      writes.listening(false);
      ready = new Promise<void>((resolve) => (becameReady = resolve));
      onStateChange?.(false, error);
    }
    if (closed) return;
    const wait = RECONNECT_AFTER_MS[Math.min(attempts, RECONNECT_AFTER_MS.length - 1)]!;
    attempts += 1;
    retry = setTimeout(() => void connect(), wait);
    retry.unref();
  }

  async function connect() {
    retry = undefined;
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on('notification', onNotification);
    next.on('error', (error) => dropped(next, error));
    next.on('end', () => dropped(next));
    try {
      await next.connect();
      await next.query(LISTEN);
    } catch (error) {
      dropped(next, error as Error);
      return;
    }
    if (closed || lost.has(next)) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    attempts = 0;
    writes.listening(true);
    becameReady();
    onStateChange?.(true);
  }

  /** The other processes listening on this database (a listening connection runs nothing after its LISTEN). */
  async function otherListeners(): Promise<number> {
    const { rows } = await pool.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and query = $1 and pid <> $2',
      [LISTEN, (client as (pg.Client & { processID?: number }) | undefined)?.processID ?? 0],
    );
    return rows[0]?.n ?? 0;
  }

  async function publish(changes: Changes) {
    const expected = client ? await otherListeners() : 0;
    for (const names of chunks(changes)) {
      const id = (sent += 1);
      const acknowledged =
        expected > 0
          ? new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, ACK_WAIT_MS);
              timer.unref();
              waiting.set(id, { from: new Set(), expected, done: () => (clearTimeout(timer), resolve()) });
            })
          : undefined;
      try {
        await notify(`c|${origin}|${id}|${names}`);
        await acknowledged;
      } finally {
        waiting.delete(id);
      }
    }
  }

  writes.listening(false);
  writes.connect({ publish });
  await connect();

  return {
    listening: () => ready,
    get backendPid() {
      return (client as (pg.Client & { processID?: number }) | undefined)?.processID;
    },
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      if (current) {
        lost.add(current);
        await current.end().catch(() => undefined);
      }
    },
  };
}
