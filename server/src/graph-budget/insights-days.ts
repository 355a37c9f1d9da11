// Daily insights rows by day: a query with `time_increment=1` over a range asks the platform only for the days the
// store does not hold or holds stale, and answers the rest from here.
import type { RawSession } from '../db/database';
import type { DailyShape } from './read-plan';
import type { IsoDay } from './settled-days';

export interface StoredDay {
  rows: unknown[];
  fetchedAt: number;
  settled: boolean;
}

interface DayRow extends Record<string, unknown> {
  day: string | Date;
  rows: unknown[] | string;
  fetched_at: Date | string;
  settled: boolean;
}

const dayText = (value: string | Date): IsoDay => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

export class InsightsDayStore {
  constructor(private readonly raw: RawSession) {}

  async load(shape: DailyShape): Promise<Map<IsoDay, StoredDay>> {
    const rows = await this.raw.query<DayRow>(
      `select day::text as day, rows, fetched_at, settled from insights_days where scope_key = $1 and day between $2 and $3`,
      [shape.scopeKey, shape.since, shape.until],
    );
    return new Map(
      rows.map((row) => [
        dayText(row.day),
        { rows: typeof row.rows === 'string' ? (JSON.parse(row.rows) as unknown[]) : row.rows, fetchedAt: new Date(row.fetched_at).getTime(), settled: row.settled },
      ]),
    );
  }

  /** Stores every day of a fetched span, the days without delivery as empty lists (they are not asked again either). */
  async save(shape: DailyShape, accountId: string | null, days: readonly { day: IsoDay; rows: unknown[]; settled: boolean }[], fetchedAt: number): Promise<void> {
    if (days.length === 0) return;
    await this.raw.query(
      `insert into insights_days (scope_key, day, account_id, object_id, level, breakdowns, action_breakdowns, attribution, rows, fetched_at, settled)
       select $1, d.day, $2, $3, $4, $5, $6, $7, d.rows, $8, d.settled
         from jsonb_to_recordset($9::jsonb) as d(day date, rows jsonb, settled boolean)
       on conflict (scope_key, day) do update set rows = excluded.rows, fetched_at = excluded.fetched_at, settled = excluded.settled`,
      [
        shape.scopeKey,
        accountId,
        shape.objectId,
        shape.level,
        shape.breakdowns,
        shape.actionBreakdowns,
        shape.attribution,
        new Date(fetchedAt).toISOString(),
        JSON.stringify(days),
      ],
    );
  }

  async prune(now: number): Promise<void> {
    await this.raw.query(`delete from insights_days where fetched_at < $1`, [new Date(now - 400 * 86_400_000).toISOString()]);
  }
}
