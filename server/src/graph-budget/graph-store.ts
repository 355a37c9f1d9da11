// The store of the platform's answers to Graph reads, and the hand-off of reads in flight: one row per read key.
// Whoever claims a key asks the platform; everyone else who wants the same read meanwhile — another tab, another
// member of the team, another server process on the same database — waits for that answer instead of asking again.
import type { RawSession } from '../db/database';
import type { ReadPlan } from './read-plan';

/** What the platform (or the store) answered to one read. */
export interface Answer {
  status: number;
  text: string;
  /** The headers worth keeping (content type, usage headers), by lower-case name. */
  headers: Record<string, string>;
}

export interface ServedAnswer extends Answer {
  /** When the platform produced it (epoch ms). */
  asOf: number;
  source: 'platform' | 'store';
}

export interface StoreOptions {
  /** Names this process's claims. */
  processId: string;
  now: () => number;
  /** How long a claim holds before another process may take the read over (the platform time-out plus a margin). */
  claimMs: number;
  /** How often a waiter looks for the answer. */
  pollMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

interface ReadRow extends Record<string, unknown> {
  status: number | null;
  body: string | null;
  headers: Record<string, string> | null;
  fetched_at: Date | string | null;
  settled: boolean;
  invalidated: boolean;
  error_status: number | null;
  error_body: string | null;
  error_headers: Record<string, string> | null;
  error_at: Date | string | null;
  claimed_at: Date | string | null;
  claim_until: Date | string | null;
}

const time = (value: Date | string | null): number | null => (value === null ? null : new Date(value).getTime());
const iso = (ms: number) => new Date(ms).toISOString();

/** Meta's rule for a good answer: 2xx and no error object. */
export function isGoodAnswer(answer: Pick<Answer, 'status' | 'text'>): boolean {
  if (answer.status < 200 || answer.status >= 300) return false;
  return !/^\s*\{\s*"error"\s*:/.test(answer.text);
}

const settlingKey = (ownerId: number, accountId: string | null) => `settling:${ownerId}:${accountId ?? '*'}`;

export type Claim = { leader: true; claimedAt: number } | { leader: false; claimedAt: number };

export class GraphReadStore {
  private readonly pollMs: number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly raw: RawSession,
    private readonly options: StoreOptions,
  ) {
    this.pollMs = options.pollMs ?? 40;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  private async row(key: string): Promise<ReadRow | undefined> {
    const rows = await this.raw.query<ReadRow>(
      `select status, body, headers, fetched_at, settled, invalidated, error_status, error_body, error_headers, error_at, claimed_at, claim_until
         from graph_reads where key = $1`,
      [key],
    );
    return rows[0];
  }

  private static stored(row: ReadRow | undefined): ServedAnswer | null {
    if (!row || row.body === null || row.status === null || row.fetched_at === null) return null;
    return { status: row.status, text: row.body, headers: row.headers ?? {}, asOf: time(row.fetched_at)!, source: 'store' };
  }

  /**
   * The stored answer when it is settled, or younger than `maxAgeMs`, not invalidated by a write and not of an
   * account whose writes are still settling.
   */
  async fresh(plan: ReadPlan, maxAgeMs: number): Promise<ServedAnswer | null> {
    const now = this.options.now();
    const rows = await this.raw.query<ReadRow & { settling: boolean }>(
      `select status, body, headers, fetched_at, settled, invalidated, error_status, error_body, error_headers, error_at, claimed_at, claim_until,
              exists (select 1 from graph_reads s where s.key in ($2, $3) and s.claim_until > $4) as settling
         from graph_reads where key = $1`,
      [plan.key, settlingKey(plan.ownerId, plan.accountId), settlingKey(plan.ownerId, null), iso(now)],
    );
    const row = rows[0];
    const answer = GraphReadStore.stored(row);
    if (!answer || !row) return null;
    if (row.settled) return answer;
    return !row.invalidated && !row.settling && now - answer.asOf <= maxAgeMs ? answer : null;
  }

  /** Marks an owner's account (or all of the owner's, without one) as changing for `forMs`. */
  async settling(ownerId: number, accountId: string | null, forMs: number): Promise<void> {
    const now = this.options.now();
    await this.invalidate(ownerId, accountId);
    await this.raw.query(
      `insert into graph_reads (key, owner_id, account_id, path, claimed_at, claim_until) values ($1, $2, $3, 'settling', $4, $5)
       on conflict (key) do update set claimed_at = excluded.claimed_at, claim_until = greatest(graph_reads.claim_until, excluded.claim_until)`,
      [settlingKey(ownerId, accountId), ownerId, accountId, iso(now), iso(now + forMs)],
    );
  }

  /** The last good answer, however old (for a throttled account). */
  async last(plan: ReadPlan): Promise<ServedAnswer | null> {
    return GraphReadStore.stored(await this.row(plan.key));
  }

  /** Takes the read, unless a live claim of another caller holds it. */
  async claim(plan: ReadPlan): Promise<Claim> {
    const now = this.options.now();
    const taken = await this.raw.query<{ claimed_at: Date | string }>(
      `insert into graph_reads (key, owner_id, account_id, path, claimed_by, claimed_at, claim_until) values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (key) do update set claimed_by = excluded.claimed_by, claimed_at = excluded.claimed_at, claim_until = excluded.claim_until
         where graph_reads.claim_until is null or graph_reads.claim_until < excluded.claimed_at
       returning claimed_at`,
      [plan.key, plan.ownerId, plan.accountId, plan.path.slice(0, 1024), this.options.processId, iso(now), iso(now + this.options.claimMs)],
    );
    if (taken[0]) return { leader: true, claimedAt: time(taken[0].claimed_at)! };
    const row = await this.row(plan.key);
    return { leader: false, claimedAt: time(row?.claimed_at ?? null) ?? now };
  }

  /** Records the platform's answer to a claimed read and lets the waiters have it. */
  async complete(plan: ReadPlan, answer: Answer): Promise<ServedAnswer> {
    const now = this.options.now();
    if (isGoodAnswer(answer)) {
      await this.raw.query(
        `update graph_reads set status = $2, body = $3, headers = $4, fetched_at = $5, settled = $6, invalidated = false,
            claimed_by = null, claimed_at = null, claim_until = null where key = $1`,
        [plan.key, answer.status, answer.text, JSON.stringify(answer.headers), iso(now), plan.settled],
      );
    } else {
      await this.raw.query(
        `update graph_reads set error_status = $2, error_body = $3, error_headers = $4, error_at = $5,
            claimed_by = null, claimed_at = null, claim_until = null where key = $1`,
        [plan.key, answer.status, answer.text, JSON.stringify(answer.headers), iso(now)],
      );
    }
    return { ...answer, asOf: now, source: 'platform' };
  }

  /** Gives a claimed read up without an answer (the platform could not be reached): a waiter may try itself. */
  async release(plan: ReadPlan): Promise<void> {
    await this.raw.query(`update graph_reads set claimed_by = null, claimed_at = null, claim_until = null where key = $1 and claimed_by = $2`, [
      plan.key,
      this.options.processId,
    ]);
  }

  /** The answer of the claim made at `claimedAt`; null once that claim ended (or died) without one. */
  async waitFor(plan: ReadPlan, claimedAt: number): Promise<ServedAnswer | null> {
    for (;;) {
      const row = await this.row(plan.key);
      if (!row) return null;
      const fetchedAt = time(row.fetched_at);
      if (fetchedAt !== null && fetchedAt >= claimedAt) return { ...GraphReadStore.stored(row)!, source: 'platform' };
      const errorAt = time(row.error_at);
      if (errorAt !== null && errorAt >= claimedAt && row.error_status !== null) {
        return { status: row.error_status, text: row.error_body ?? '', headers: row.error_headers ?? {}, asOf: errorAt, source: 'platform' };
      }
      const until = time(row.claim_until);
      if (until === null || until < this.options.now()) return null;
      await this.sleep(this.pollMs);
    }
  }

  /** After a write through Sasar: nothing of this owner's (for this account, when known) is served as fresh again. */
  async invalidate(ownerId: number, accountId: string | null): Promise<void> {
    if (accountId) {
      await this.raw.query(`update graph_reads set invalidated = true where owner_id = $1 and not settled and (account_id = $2 or account_id is null)`, [
        ownerId,
        accountId,
      ]);
    } else {
      await this.raw.query(`update graph_reads set invalidated = true where owner_id = $1 and not settled`, [ownerId]);
    }
  }

  /** Forgets answers nobody will be served again: open periods older than a week, settled ones after 60 days. */
  async prune(): Promise<void> {
    const now = this.options.now();
    await this.raw.query(
      `delete from graph_reads where (claim_until is null or claim_until < $1)
         and coalesce(fetched_at, error_at, claimed_at, $1) < case when settled then $3::timestamptz else $2::timestamptz end`,
      [iso(now), iso(now - 7 * 86_400_000), iso(now - 60 * 86_400_000)],
    );
  }
}
