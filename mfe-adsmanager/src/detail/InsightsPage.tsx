// Insights of one object by breakdown (age, gender, country, region, placement, device, hour of day): a chart of
// spend and the objective's main result per slice, and the table of every metric of the objective's preset.
import { Link } from 'react-router-dom';
import { metric, requestErrorText, RESULT_INSIGHTS_FIELDS, rowMetricGap, rowMetrics, useInsightsQuery, type Asset, type DateRange, type MetricId } from 'shared-graph';
import { BarChart, EmptyState, ErrorState, formatCount, formatMoney, NoValue, Spinner, Table, TBody, Td, Th, THead, Tr } from 'shared-ui';
import styled from 'styled-components';
import { figuresOf, rowResultType } from '../asset-table/assetResult';
import { PRESET_METRICS, presetForObjective } from '../asset-table/columnPresets';
import { useCustomConversionNames } from '../asset-table/useCustomConversionNames';
import { chartFormat, formatMetric } from '../common/metricFormat';
import { BREAKDOWN_TABS, metricsFor, sliceName, type BreakdownTab } from './breakdownTabs';

const labelOf = (id: MetricId) => metric(id).label;

export interface InsightsPageProps {
  asset: Asset;
  currency: string;
  range: DateRange;
  tab: BreakdownTab;
  /** The page's URL without the tab, e.g. /adsmanager/act_1/adsets/12/insights. */
  basePath: string;
  search: string;
}

export function InsightsPage({ asset, currency, range, tab, basePath, search }: InsightsPageProps) {
  const preset = PRESET_METRICS[presetForObjective(asset.objective)];
  const metrics = metricsFor(tab, preset.metrics) as MetricId[];
  const result = metrics.find((m) => m !== 'spend' && !m.startsWith('cost_per') && m !== 'cpm') ?? 'impressions';
  const breakdowns = BREAKDOWN_TABS.find((t) => t.id === tab)!.breakdowns;
  // Each slice's Results follow the object's goal, as the list's Results column does.
  const names = useCustomConversionNames(`act_${asset.account_id}`, [asset]);
  const goal = rowResultType(asset, names);
  const resultType = goal.kind === 'one' ? goal.type : null;
  const query = useInsightsQuery({ objectId: asset.id, metrics, fields: resultType ? RESULT_INSIGHTS_FIELDS : undefined, timeRange: range, breakdowns, limit: 1000 });
  // A breakdown has at most a few hundred slices: computing them each render costs nothing worth memoizing.
  const rows = (query.data ?? [])
    .map((row) => ({ name: sliceName(tab, row), row, values: rowMetrics(row, metrics), result: resultType ? figuresOf(resultType, row) : undefined }))
    .sort((a, b) => (tab === 'hour' || tab === 'age' ? a.name.localeCompare(b.name) : (b.values.spend ?? 0) - (a.values.spend ?? 0)));
  return (
    <Stack>
      <nav aria-label="Breakdowns">
        <TabList>
          {BREAKDOWN_TABS.map((t) => (
            <li key={t.id}>
              <Tab to={`${basePath}/${t.id}${search}`} aria-current={t.id === tab ? 'page' : undefined}>
                {t.label}
              </Tab>
            </li>
          ))}
        </TabList>
      </nav>
      {query.isLoading ? (
        <Spinner label="Loading insights" />
      ) : query.error ? (
        <ErrorState message={requestErrorText(query.error, 'The breakdown could not be loaded.')} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title="No delivery in this period" message="Choose a longer date range to see this breakdown." />
      ) : (
        <>
          <Charts>
            <BarChart
              title={`Amount spent by ${BREAKDOWN_TABS.find((t) => t.id === tab)!.label.toLowerCase()}`}
              categories={rows.map((r) => r.name)}
              series={[{ name: 'Amount spent', values: rows.map((r) => r.values.spend ?? 0) }]}
              format={chartFormat('spend', currency)}
              horizontal={tab !== 'hour'}
            />
            {resultType ? (
              <BarChart
                title={`${resultType.label} by ${BREAKDOWN_TABS.find((t) => t.id === tab)!.label.toLowerCase()}`}
                categories={rows.map((r) => r.name)}
                series={[{ name: resultType.label, values: rows.map((r) => r.result?.results ?? 0) }]}
                format="count"
                horizontal={tab !== 'hour'}
              />
            ) : (
              <BarChart
                title={`${labelOf(result)} by ${BREAKDOWN_TABS.find((t) => t.id === tab)!.label.toLowerCase()}`}
                categories={rows.map((r) => r.name)}
                series={[{ name: labelOf(result), values: rows.map((r) => r.values[result] ?? 0) }]}
                format={chartFormat(result, currency)}
                horizontal={tab !== 'hour'}
              />
            )}
          </Charts>
          <Scroll tabIndex={0} role="region" aria-label={`Insights by ${tab}, scrolls sideways`}>
            <Table aria-label={`Insights by ${tab}`}>
              <THead>
                <Tr>
                  <Th scope="col">{BREAKDOWN_TABS.find((t) => t.id === tab)!.label}</Th>
                  {resultType && (
                    <>
                      <Th scope="col" align="right">
                        Results: {resultType.label}
                      </Th>
                      <Th scope="col" align="right">
                        Cost per {resultType.costLabel}
                      </Th>
                    </>
                  )}
                  {metrics.map((m) => (
                    <Th key={m} scope="col" align="right">
                      {labelOf(m)}
                    </Th>
                  ))}
                </Tr>
              </THead>
              <TBody>
                {rows.map((row) => (
                  <Tr key={row.name}>
                    <Td>{row.name}</Td>
                    {resultType && row.result && (
                      <>
                        <Td align="right">{formatCount(row.result.results)}</Td>
                        <Td align="right">
                          {row.result.costWithoutResults ? (
                            <NoValue reason="No results in this slice, so no cost per result" />
                          ) : (
                            formatMoney(row.result.cost, currency)
                          )}
                        </Td>
                      </>
                    )}
                    {metrics.map((m) => {
                      const gap = rowMetricGap(row.row, m);
                      return (
                        <Td key={m} align="right">
                          {gap ? <NoValue reason={gap} /> : formatMetric(m, row.values[m], currency)}
                        </Td>
                      );
                    })}
                  </Tr>
                ))}
              </TBody>
            </Table>
          </Scroll>
        </>
      )}
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const TabList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Tab = styled(Link)`
  display: inline-block;
  padding: 4px 10px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &[aria-current='page'] { background: ${({ theme }) => theme.colors.brand}; border-color: ${({ theme }) => theme.colors.brand}; color: ${({ theme }) => theme.colors.onBrand}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.brand}; outline-offset: 2px; }
`;

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 380px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Scroll = styled.div`
  overflow-x: auto;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.brand}; outline-offset: 2px; }
`;
