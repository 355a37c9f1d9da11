import type { NodeType } from '../graph/fields/node-type';
import type { ReportRun } from '../world/insights/report-run';

export type ReportRunStatus = 'Job Not Started' | 'Job Started' | 'Job Running' | 'Job Completed';

/** Where a report stands at `now`: waiting, started, running with a percentage, or completed (GRAPH-API §7.4). */
export function reportProgress(run: ReportRun, now: number): { status: ReportRunStatus; percent: number } {
  if (now >= run.completeAt) return { status: 'Job Completed', percent: 100 };
  if (now < run.startAt) return { status: 'Job Not Started', percent: 0 };
  const percent = Math.min(99, Math.floor(((now - run.startAt) / Math.max(1, run.completeAt - run.startAt)) * 100));
  return { status: percent < 15 ? 'Job Started' : 'Job Running', percent };
}

const seconds = (epochMs: number): number => Math.floor(epochMs / 1000);

/** Meta's `AdReportRun`; its rows are read at `/{report_run_id}/insights`. */
export const reportRunNode: NodeType<ReportRun> = {
  name: 'AdReportRun',
  defaultFields: ['id', 'account_id', 'time_ref', 'time_completed', 'async_status', 'async_percent_completion', 'date_start', 'date_stop'],
  id: (run) => run.id,
  fields: {
    id: (run) => run.id,
    account_id: (run) => run.accountId.replace(/^act_/, ''),
    time_ref: (run) => seconds(run.createdAt),
    time_completed: (run, _spec, ctx) => (ctx.now >= run.completeAt ? seconds(run.completeAt) : undefined),
    async_status: (run, _spec, ctx) => reportProgress(run, ctx.now).status,
    async_percent_completion: (run, _spec, ctx) => reportProgress(run, ctx.now).percent,
    date_start: (run) => run.dateStart,
    date_stop: (run) => run.dateStop,
    is_running: (run, _spec, ctx) => ctx.now < run.completeAt,
    is_bookmarked: () => false,
    emails: () => [],
    friendly_name: () => '',
    schedule_id: () => '0',
  },
};
