// The settings of a campaign, ad set or ad: targeting told in words, placements, budget and schedule, bid.
import { fromMinorUnits, type Asset } from 'shared-graph';
import type { ResultNames } from '../common/resultTypes';
import { Card, formatDateTime, formatMoney } from 'shared-ui';
import styled from 'styled-components';
import { rowAttribution, rowResultType } from '../asset-table/assetResult';
import { useCustomConversionNames } from '../asset-table/useCustomConversionNames';
import type { AssetNode } from './useAssetNode';
import { targetingInWords } from './targetingInWords';

const human = (text: unknown) => (typeof text === 'string' && text ? text.replace(/^OUTCOME_/, '').replace(/_/g, ' ').toLowerCase().replace(/^\w/, (c) => c.toUpperCase()) : '—');

function budgetText(asset: Asset, currency: string): string {
  if (asset.budget === null) return asset.level === 'adset' ? 'On the campaign (Advantage campaign budget)' : asset.level === 'campaign' ? 'On the ad sets' : '—';
  return `${formatMoney(asset.budget, currency)} ${asset.budget_type === 'daily' ? 'a day' : 'in total (lifetime)'}`;
}

/** What the Results column counts for this object, as the list shows it. */
function resultText(asset: Asset, names: ResultNames): string {
  const result = rowResultType(asset, names);
  if (result.kind === 'one') return result.type.label;
  if (result.kind === 'multiple') return `Multiple conversions: ${result.types.map((t) => t.label).join(', ')}`;
  return '—';
}

export function SettingsPage({ node, currency }: { node: AssetNode; currency: string }) {
  const { asset, raw } = node;
  const names = useCustomConversionNames(`act_${asset.account_id}`, [asset]);
  const adset = (raw.adset ?? {}) as Record<string, unknown>;
  const lines = targetingInWords(node.targeting);
  const bidAmount = asset.bid_amount ?? (typeof adset.bid_amount === 'number' ? adset.bid_amount : null);
  const remaining = fromMinorUnits((raw.budget_remaining as string | undefined) ?? null, currency);
  return (
    <Grid>
      {node.targeting && (
        <Card title="Audience and placements">
            <Facts>
              {lines.map((line) => (
                <div key={line.label}>
                  <dt>{line.label}</dt>
                  <dd>{line.text}</dd>
                </div>
              ))}
            </Facts>
          </Card>
      )}
      <Card title="Budget and schedule">
          <Facts>
            <div>
              <dt>Budget</dt>
              <dd>{asset.level === 'ad' ? 'On the ad set' : budgetText(asset, currency)}</dd>
            </div>
            {remaining !== null && asset.budget !== null && (
              <div>
                <dt>Budget left</dt>
                <dd>{formatMoney(remaining, currency)}</dd>
              </div>
            )}
            <div>
              <dt>Starts</dt>
              <dd>{asset.start_time ? formatDateTime(asset.start_time) : '—'}</dd>
            </div>
            <div>
              <dt>Ends</dt>
              <dd>{asset.end_time ? formatDateTime(asset.end_time) : 'Ongoing'}</dd>
            </div>
          </Facts>
        </Card>
      <Card title="Objective and bidding">
          <Facts>
            <div>
              <dt>Objective</dt>
              <dd>{human(asset.objective)}</dd>
            </div>
            <div>
              <dt>Buying type</dt>
              <dd>{human(asset.buying_type)}</dd>
            </div>
            <div>
              <dt>Bid strategy</dt>
              <dd>{human(asset.bid_strategy ?? adset.bid_strategy)}</dd>
            </div>
            {bidAmount !== null && (
              <div>
                <dt>Bid cap</dt>
                <dd>{formatMoney(fromMinorUnits(bidAmount, currency), currency)}</dd>
              </div>
            )}
            {Boolean(raw.optimization_goal || adset.optimization_goal) && (
              <div>
                <dt>Optimised for</dt>
                <dd>{human(raw.optimization_goal ?? adset.optimization_goal)}</dd>
              </div>
            )}
            <div>
              <dt>Results counted</dt>
              <dd>{resultText(asset, names)}</dd>
            </div>
            <div>
              <dt>Attribution setting</dt>
              <dd>{rowAttribution(asset) ?? '—'}</dd>
            </div>
            {Array.isArray(raw.special_ad_categories) && (
              <div>
                <dt>Special ad categories</dt>
                <dd>{(raw.special_ad_categories as string[]).filter((c) => c !== 'NONE').map(human).join(', ') || 'None'}</dd>
              </div>
            )}
            <div>
              <dt>Tags</dt>
              <dd>{asset.adlabels.map((l) => l.name).join(', ') || 'None'}</dd>
            </div>
            <div>
              <dt>Created</dt>
              <dd>{asset.created_time ? formatDateTime(asset.created_time) : '—'}</dd>
            </div>
          </Facts>
        </Card>
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  & > div { display: grid; grid-template-columns: minmax(110px, 35%) 1fr; gap: ${({ theme }) => theme.space.sm}; }
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;
