// What the writes of this process (and, through a CacheChannel, of every process on the same PostgreSQL) changed,
// so the read caches drop exactly the entries made of it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

/**
 * The names a write gives what it changed and a cached read gives what it is made of. Each covers the rows named
 * beside it; a write to one of CACHED_TABLES names every name its rows belong to.
 */
export const changed = {
  /** The user's row and their sessions. */
  user: (userId: number) => `user:${userId}`,
  /** The team's row and its members. */
  team: (teamId: number) => `team:${teamId}`,
  /** One session's row. */
  session: (sessionId: number) => `session:${sessionId}`,
  /** The platform connection the user owns (it powers their own team 0 and every team they created) and its ad accounts. */
  connection: (ownerId: number) => `connection:${ownerId}`,
};

/** Names, or everything (a write nobody named, a channel that missed notifications). */
export type Changes = readonly string[] | 'everything';

/**
 * The tables cached reads are made of (graph_throttles: the open throttles each process keeps, graph-budget/throttles.ts).
 * A write to any other table (collections, rules, the graph store) drops nothing.
 */
export const CACHED_TABLES: ReadonlySet<string> = new Set(['users', 'sessions', 'teams', 'team_members', 'platform_connections', 'ad_accounts', 'graph_throttles']);

/** How other processes hear of this one's changes and it of theirs (cache-channel.ts: PostgreSQL LISTEN/NOTIFY). */
export interface ChangePublisher {
  publish(changes: Changes): Promise<void>;
}

const READ_ONLY = /^\s*(select|show|begin|commit|rollback|savepoint|release|set|listen|unlisten|notify|lock|values|explain)\b/i;
const DEFINITION = /^\s*(alter|drop|create|comment|grant|revoke|reindex|vacuum|cluster|copy|do|call|import|security|refresh)\b/i;
const WRITE_TARGET =
  /\b(?:insert\s+into|update|delete\s+from|merge\s+into|truncate(?:\s+table)?)\s+(?:only\s+)?((?:(?:"[^"]+"|\w+)(?:\.(?:"[^"]+"|\w+))?\s*,\s*)*(?:"[^"]+"|\w+)(?:\.(?:"[^"]+"|\w+))?)/gi;

const tableName = (qualified: string) => qualified.trim().split('.').pop()!.replace(/"/g, '').toLowerCase();

/**
 * The tables a statement (or a script of several) writes: empty for reads; 'unknown' for a definition (migrations,
 * DO blocks) whose effect cannot be told from its text.
 */
export function writtenTables(sql: string): string[] | 'unknown' {
  if (READ_ONLY.test(sql) && !sql.includes(';')) return [];
  const tables: string[] = [];
  for (const statement of sql.includes(';') ? sql.split(';') : [sql]) {
    if (statement.trim() === '' || READ_ONLY.test(statement)) continue;
    if (DEFINITION.test(statement)) return 'unknown';
    for (const match of statement.matchAll(WRITE_TARGET)) tables.push(...match[1]!.split(',').map(tableName));
  }
  return tables;
}

interface Scope {
  names: Set<string>;
  everything: boolean;
}

interface Logged {
  sequence: number;
  changes: Changes;
}

/** How many changes a cache that has not looked for a while can catch up on; further behind, it starts empty. */
const KEPT_CHANGES = 1_000;

/**
 * Sees every statement (drizzle's query log, and the raw sessions) and keeps a numbered log of what changed.
 *
 * A write to one of CACHED_TABLES runs inside `changing(names, work)`, which says what it changes: once `work` is
 * done (committed, when it wraps the transaction) those names are logged here and published to the other
 * processes. A write to those tables outside such a scope was not named: everything is dropped, here and
 * elsewhere, and again when the transaction or write request around it ends (`touch`), when it has committed.
 * Caches compare sequence numbers: a read that began before a change of its names is not kept.
 */
export class WriteTracker implements Logger {
  private current = 0;
  private readonly logged: Logged[] = [];
  private readonly scopes = new AsyncLocalStorage<Scope>();
  private unsettled = false;
  private publisher: ChangePublisher | undefined;
  private trusted = true;

  /** Numbers every change; a cache remembers the one it has caught up to. */
  get sequence(): number {
    return this.current;
  }

  /** False while changes made elsewhere may go unheard (the channel is reconnecting): caches then keep nothing. */
  get caching(): boolean {
    return this.trusted;
  }

  /**
   * Runs `work`, a write to cached tables, and then drops what `names` name (here and in every other process):
   * wrap the transaction, so they are dropped once it has committed. `work` may name more with `alsoChanged`.
   */
  async changing<T>(names: Changes, work: () => Promise<T>): Promise<T> {
    const outer = this.scopes.getStore();
    const scope: Scope = { names: new Set(names === 'everything' ? [] : names), everything: names === 'everything' };
    try {
      return await this.scopes.run(scope, work);
    } finally {
      if (outer) {
        for (const name of scope.names) outer.names.add(name);
        outer.everything ||= scope.everything;
      } else {
        await this.changed(scope.everything ? 'everything' : [...scope.names]);
      }
    }
  }

  /** Inside `changing`: more names (known only once the work has read them). Outside: dropped at once. */
  alsoChanged(...names: string[]): void {
    const scope = this.scopes.getStore();
    if (scope) for (const name of names) scope.names.add(name);
    else void this.changed(names);
  }

  /** Drops `changes` here and tells the other processes; resolves once they can have heard (see CacheChannel). */
  async changed(changes: Changes): Promise<void> {
    if (changes !== 'everything' && changes.length === 0) return;
    this.record(changes);
    await this.publisher?.publish(changes).catch(() => undefined);
  }

  /** What other processes changed (from the channel). */
  receive(changes: Changes): void {
    this.record(changes);
  }

  /** A channel to the other processes: `publisher` tells them, `receive` hears them; `listening` says whether it can. */
  connect(publisher: ChangePublisher): void {
    this.publisher = publisher;
  }

  /**
   * The channel stopped or started listening: either way, changes may have been missed, so everything is dropped;
   * while it does not listen, nothing is kept.
   */
  listening(on: boolean): void {
    this.trusted = on;
    this.record('everything');
  }

  /** The names changed after `sequence`, 'everything' when that includes everything or is no longer in the log. */
  changedSince(sequence: number): Set<string> | 'everything' {
    if (sequence === this.current) return new Set();
    const first = this.logged[0];
    if (!first || first.sequence > sequence + 1) return 'everything';
    const names = new Set<string>();
    for (let i = this.logged.length - 1; i >= 0 && this.logged[i]!.sequence > sequence; i -= 1) {
      const { changes } = this.logged[i]!;
      if (changes === 'everything') return 'everything';
      for (const name of changes) names.add(name);
    }
    return names;
  }

  logQuery(query: string): void {
    const tables = writtenTables(query);
    if (tables !== 'unknown' && !tables.some((table) => CACHED_TABLES.has(table))) return;
    if (this.scopes.getStore()) return;
    // Nobody said what this write changed: everything may have.
    this.unsettled = true;
    void this.changed('everything');
  }

  /**
   * A transaction or a write request begins or ends: an unnamed write seen before it has committed now, so
   * everything read beside it is dropped once more.
   */
  touch(): void {
    if (!this.unsettled) return;
    this.unsettled = false;
    void this.changed('everything');
  }

  private record(changes: Changes) {
    this.current += 1;
    this.logged.push({ sequence: this.current, changes });
    if (this.logged.length > 2 * KEPT_CHANGES) this.logged.splice(0, this.logged.length - KEPT_CHANGES);
  }
}
