import { csvField } from 'shared-ui';
import { reachRange } from '../interests/reachFormat';
import type { ResearchRow } from './rows';

/** The displayed range of an estimate (SPEC §5) and the estimate itself, as three CSV fields. */
const reachFields = (name: string, read: (row: ResearchRow) => number | undefined): Array<[string, (row: ResearchRow) => unknown]> => [
  [`${name}_lower_bound`, (r) => (read(r) === undefined ? undefined : reachRange(read(r)!).lower)],
  [`${name}_upper_bound`, (r) => (read(r) === undefined ? undefined : reachRange(read(r)!).upper)],
  [`${name}_estimate`, read],
];

/** The selection as users paste it into Ads Manager: names, comma-separated. */
export function copyText(rows: readonly Pick<ResearchRow, 'name'>[]): string {
  return rows.map((row) => row.name).join(', ');
}

const COLUMNS: Array<[string, (row: ResearchRow) => unknown]> = [
  ['id', (r) => r.id],
  ['name', (r) => r.name],
  ['type', (r) => r.type],
  ['path', (r) => r.path.join(' > ')],
  ['audience_size', (r) => r.audience_size],
  ['audience_size_lower_bound', (r) => r.audience_size_lower_bound],
  ['audience_size_upper_bound', (r) => r.audience_size_upper_bound],
  ...reachFields('monthly_reach', (r) => r.reach?.estimate_mau),
  ...reachFields('daily_reach', (r) => r.reach?.estimate_dau),
  ['overlap', (r) => r.overlap],
  ['percent_comparison', (r) => r.percent_comparison],
  ['percent_selected', (r) => r.percent_selected],
  ['page_id', (r) => r.page?.id],
  ['likes', (r) => r.page?.fan_count],
  ['talking_about', (r) => r.page?.talking_about_count],
  ['engagement_rate', (r) => r.page?.eng_rate],
  ['category', (r) => r.page?.category],
  ['keyword', (r) => r.keyword],
  ['platform_status', (r) => r.status?.platformStatus],
  ['replacement_id', (r) => r.status?.replacement?.id],
  ['replacement_name', (r) => r.status?.replacement?.name],
  ['description', (r) => r.description],
];

/** RFC 4180 CSV (CRLF rows) of the rows with every column the table knows. */
export function toCsv(rows: readonly ResearchRow[]): string {
  const lines = [COLUMNS.map(([name]) => name).join(',')];
  for (const row of rows) lines.push(COLUMNS.map(([, read]) => csvField(read(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The file download lives in shared-ui with the CSV field (every area's exports use the same guarded CSV). */
export { downloadText } from 'shared-ui';
