// /adsmanager/timeline/:id — the object's chosen metrics day by day (or week by week) over the chosen range, beside
// the previous period of the same length.
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  bucketDays,
  comparisonRange,
  type DateRange,
  metric,
  normalizeGrouping,
  requestErrorText,
  trendRange,
  useActiveAdAccount,
  useGraphQuery,
  useInsightsQuery,
  type AssetLevel,
  type MetricId,
} from 'shared-graph';
import { ErrorState, LinkButton, PageHeader, Select, Spinner, Table, TBody, Td, TFoot, Th, THead, Tr, TrendChart } from 'shared-ui';
import styled from 'styled-components';
import { PRESET_IDS, PRESET_METRICS, isPresetId, presetForObjective, type PresetId } from '../asset-table/columnPresets';
import { LEVEL_LABEL, TYPE_OF } from '../common/levels';
import { PeriodPicker } from '../common/PeriodPicker';
import { changeOf, chartFormat, formatMetric } from '../common/metricFormat';
import { useAdsAccount, type AdsAccount } from '../common/useAdsAccount';
import { usePeriod } from '../common/usePeriod';
import { isUnknownObject } from '../common/objectRefusals';
import { timelinePoints, timelineTotals } from './timelineSeries';
import { AccountUnavailable } from '../health/AccountUnavailable';

export function TimelineScreen() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const active = useActiveAdAccount();
  const state = useAdsAccount(params.get('account') ?? active.accountId ?? undefined);
  if (!id || !/^\d{1,24}$/.test(id)) return <ErrorState title="Not found" message="This address does not name a campaign, ad set or ad." />;
  if (state.unknown) return <AccountUnavailable accountId={params.get('account') ?? undefined} pickHint={false} />;
  if (!state.account) return <Spinner label="Loading the ad account" />;
  return <Timeline id={id} account={state.account} />;
}

interface NodeName {
  id: string;
  name?: string;
  objective?: string;
  campaign?: { objective?: string };
}

function Timeline({ id, account }: { id: string; account: AdsAccount }) {
  const [params, setParams] = useSearchParams();
  const period = usePeriod(account.timeZone);
  const grouping = normalizeGrouping(params.get('group'));
  const level = params.get('level');
  // Only a campaign has an objective field; ad sets and ads read their campaign's (Meta refuses unknown fields).
  const levelKnown = level === 'campaign' || level === 'adset' || level === 'ad';
  const fields = level === 'campaign' ? 'id,name,objective' : levelKnown ? 'id,name,campaign{objective}' : 'id,name';
  const node = useGraphQuery<NodeName>(id, { fields });
  const presetParam = params.get('preset');
  // A link without the object's level (a bookmark, a rule's notice) learns the objective from the object's insights,
  // which carry it at every level.
  const objectiveFromInsights = useGraphQuery<{ data: Array<{ objective?: string }> }>(
    `${id}/insights`,
    { fields: 'objective', date_preset: 'maximum' },
    { enabled: !isPresetId(presetParam) && !levelKnown },
  );
  const objectiveKnown = levelKnown ? node.data || node.error : objectiveFromInsights.data || objectiveFromInsights.error;
  const objective = node.data?.objective ?? node.data?.campaign?.objective ?? objectiveFromInsights.data?.data[0]?.objective;
  // The metrics of the object's objective unless the user chose others (the detail page's link names them at once).
  const preset: PresetId | null = isPresetId(presetParam) ? presetParam : objectiveKnown ? presetForObjective(objective) : null;
  const metrics = PRESET_METRICS[preset ?? 'sales'].metrics;
  const [chartMetric, setChartMetric] = [
    (metrics.includes(params.get('metric') as MetricId) ? params.get('metric') : metrics[1] ?? 'spend') as MetricId,
    (value: string) => setParams((p) => new URLSearchParams({ ...Object.fromEntries(p), metric: value }), { replace: true }),
  ];
  const range = trendRange(period.range, grouping);
  const previousRange = comparedTrend(range, period.comparison.kind === 'custom' ? period.previous : period.comparison.kind === 'none' ? null : comparisonRange(range), grouping);
  const size = bucketDays(range, grouping);
  const current = useInsightsQuery(preset ? { objectId: id, metrics, timeRange: range, timeIncrement: size } : null);
  const previous = useInsightsQuery(preset && previousRange ? { objectId: id, metrics, timeRange: previousRange, timeIncrement: size } : null);
  const set = (key: string, value: string) => setParams((p) => new URLSearchParams({ ...Object.fromEntries(p), [key]: value }), { replace: true });

  const error = current.error ?? (previousRange ? previous.error : null);
  // Compared with nothing, the previous rows are none at all (and nothing is drawn or totalled for them).
  const previousRows = previousRange ? previous.data : [];
  const points = current.data && previousRows ? timelinePoints(range, previousRange, size, current.data, previousRows, metrics) : [];
  const totals = current.data && previousRows ? timelineTotals(current.data, previousRows, metrics) : null;
  const label = (p: { since: string; until: string }) => (p.since === p.until ? p.since : `${p.since} – ${p.until}`);

  const type = levelKnown ? TYPE_OF[level] : null;
  const backQuery = queryWithout(params, TIMELINE_PARAMS);
  const back = type ? (
    <Link to={`/adsmanager/${account.id}/${type}/${id}${backQuery}`}>← {node.data?.name ?? LEVEL_LABEL[level as AssetLevel].one}</Link>
  ) : (
    <Link to={`/adsmanager/${account.id}/campaigns${backQuery}`}>← Ads manager</Link>
  );
  return (
    <Page>
      <PageHeader
        breadcrumbs={back}
        title={`Daily performance${node.data?.name ? `: ${node.data.name}` : ''}`}
        description={`${label(range)}, ${previousRange ? `compared with ${label(previousRange)}` : 'not compared'} · ${size === 1 ? 'by day' : `${size} days per point`}`}
      />
      <Controls>
        <PeriodPicker period={period} />
        <Select aria-label="Grouping" controlSize="sm" width={120} value={grouping} onChange={(e) => set('group', e.target.value)} options={[{ value: 'daily', label: 'Daily' }, { value: 'weekly', label: 'Weekly' }]} />
        <Select aria-label="Metrics" controlSize="sm" width={190} value={preset ?? 'sales'} onChange={(e) => set('preset', e.target.value)} options={PRESET_IDS.map((p) => ({ value: p, label: PRESET_METRICS[p].label }))} />
        <Select aria-label="Chart metric" controlSize="sm" width={220} value={chartMetric} onChange={(e) => setChartMetric(e.target.value)} options={metrics.map((m) => ({ value: m, label: metric(m).label }))} />
      </Controls>
      {isUnknownObject(node.error ?? error) ? (
        <ErrorState
          title="Not found"
          message="This campaign, ad set or ad does not exist, was deleted, or is not in an ad account you can use."
          actions={<LinkButton to={`/adsmanager/${account.id}/campaigns`}>All campaigns</LinkButton>}
        />
      ) : error ? (
        <ErrorState message={requestErrorText(error, 'The daily figures could not be loaded.')} onRetry={() => void Promise.all([current.refetch(), previous.refetch()])} />
      ) : !totals ? (
        <Spinner label="Loading daily figures" />
      ) : (
        <>
          <TrendChart
            title={metric(chartMetric).label}
            labels={points.map((p) => p.range.since)}
            series={[
              { name: label(range), values: points.map((p) => p.values[chartMetric] ?? null) },
              ...(previousRange
                ? [{ name: label(previousRange), values: points.map((p) => (p.previousRange ? (p.previous[chartMetric] ?? null) : null)), comparison: true, pointLabels: points.map((p) => p.previousRange?.since ?? '') }]
                : []),
            ]}
            format={chartFormat(chartMetric, account.currency)}
            area
          />
          {/* Keyboard users scroll a table wider than the screen from here (it takes the focus). */}
          <Scroll tabIndex={0} role="region" aria-label="Daily figures, scrolls sideways">
            <Table aria-label="Daily figures">
              <THead>
                <Tr>
                  <Th scope="col">{size === 1 ? 'Day' : 'Days'}</Th>
                  {metrics.map((m) => (
                    <Th key={m} scope="col" align="right">
                      {metric(m).label}
                    </Th>
                  ))}
                </Tr>
              </THead>
              <TBody>
                {points.map((p) => (
                  <Tr key={p.range.since}>
                    <Td nowrap>{label(p.range)}</Td>
                    {metrics.map((m) => (
                      <Td key={m} align="right">
                        {formatMetric(m, p.values[m], account.currency)}
                      </Td>
                    ))}
                  </Tr>
                ))}
              </TBody>
              <TFoot>
                <Tr>
                  <Td>Total</Td>
                  {metrics.map((m) => (
                    <Td key={m} align="right">
                      {metric(m).additive ? formatMetric(m, totals.current[m], account.currency) : '—'}
                    </Td>
                  ))}
                </Tr>
                {previousRange ? (
                  <Tr>
                    <Td>{period.comparison.kind === 'custom' ? `Compared period (${label(previousRange)})` : 'Previous period'}</Td>
                    {metrics.map((m) => {
                      const change = changeOf(totals.current[m], totals.previous[m]);
                      return (
                        <Td key={m} align="right">
                          {metric(m).additive ? `${formatMetric(m, totals.previous[m], account.currency)}${change === null ? '' : ` (${change > 0 ? '+' : ''}${change.toFixed(1)}%)`}` : '—'}
                        </Td>
                      );
                    })}
                  </Tr>
                ) : null}
              </TFoot>
            </Table>
          </Scroll>
        </>
      )}
    </Page>
  );
}

/** The timeline's own parameters; the rest (the period, the list's filters) go back with the back link. */
const TIMELINE_PARAMS = ['account', 'level', 'preset', 'group', 'metric'];

function queryWithout(params: URLSearchParams, names: readonly string[]): string {
  const rest = new URLSearchParams(params);
  for (const name of names) rest.delete(name);
  const text = rest.toString();
  return text ? `?${text}` : '';
}

/**
 * The compared series' window: the previous period as the chart's window moved back, or a chosen period laid out
 * like the chart's (its last 35 days when weekly), or nothing.
 */
function comparedTrend(range: DateRange, compared: DateRange | null, grouping: string): DateRange | null {
  return compared ? trendRange(compared, grouping) : null;
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Scroll = styled.div`
  overflow-x: auto;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.brand}; outline-offset: 2px; }
`;
