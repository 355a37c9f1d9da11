/** An async insights report (`POST /{obj}/insights`, GRAPH-API §7.4); times in epoch ms. */
export interface ReportRun {
  id: string;
  /** `act_…` of the object the report is about. */
  accountId: string;
  /** Whose token started it; only they can read it. */
  userId: string;
  createdAt: number;
  /** When the job leaves "Job Not Started" and when it completes. */
  startAt: number;
  completeAt: number;
  dateStart: string;
  dateStop: string;
  /** The report, computed when it was asked for (its rows do not change while it runs). */
  rows: Array<Record<string, unknown>>;
  summary?: Record<string, unknown>;
}
