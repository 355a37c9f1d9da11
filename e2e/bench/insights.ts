// Graph sandbox insights figure: one ad account × 120 days × breakdowns=age,gender, daily rows, timed over HTTP.
import { median } from './stats';

export interface InsightsFigures {
  account: string;
  days: number;
  rows: number;
  /** The first request (breakdown splits not yet warmed in the sandbox). */
  firstMs: number;
  medianMs: number;
  responseBytes: number;
}

const TOKEN = 'EAAsandbox-dewi';
const FIELDS = 'spend,impressions,reach,frequency,clicks,ctr,cpc,cpm,actions,action_values';

async function graph(sandboxUrl: string, path: string, params: Record<string, string>): Promise<{ ms: number; body: string }> {
  const query = new URLSearchParams({ ...params, access_token: TOKEN });
  const started = performance.now();
  const response = await fetch(`${sandboxUrl}/v21.0${path}?${query}`);
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${body.slice(0, 200)}`);
  return { ms, body };
}

/** Every row over every page of one query (limit 5000 keeps it to one page); time = all pages. */
async function allRows(sandboxUrl: string, account: string, since: string, until: string): Promise<{ ms: number; rows: number; bytes: number }> {
  const { ms, body } = await graph(sandboxUrl, `/${account}/insights`, {
    fields: FIELDS,
    time_range: JSON.stringify({ since, until }),
    time_increment: '1',
    breakdowns: 'age,gender',
    limit: '5000',
  });
  const page = JSON.parse(body) as { data: unknown[]; paging?: { next?: string } };
  if (page.paging?.next) throw new Error('expected one page');
  return { ms, rows: page.data.length, bytes: body.length };
}

export async function measureInsights(sandboxUrl: string, runs: number): Promise<InsightsFigures> {
  const accounts = JSON.parse((await graph(sandboxUrl, '/me/adaccounts', { fields: 'id,currency,account_status' })).body) as { data: Array<{ id: string; currency: string; account_status: number }> };
  const account = accounts.data.find((a) => a.currency === 'IDR' && a.account_status === 1)?.id;
  if (!account) throw new Error('no active IDR account for Dewi');
  const today = (JSON.parse((await graph(sandboxUrl, `/${account}/insights`, { date_preset: 'today', fields: 'spend' })).body) as { data: Array<{ date_stop: string }> }).data[0]?.date_stop;
  if (!today) throw new Error('no delivery today');
  const since = new Date(Date.parse(`${today}T00:00:00Z`) - 119 * 86_400_000).toISOString().slice(0, 10);
  const first = await allRows(sandboxUrl, account, since, today);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push((await allRows(sandboxUrl, account, since, today)).ms);
  return { account, days: 120, rows: first.rows, firstMs: Math.round(first.ms), medianMs: median(times), responseBytes: first.bytes };
}
