// Status overview and drill-down: counts per level and bucket over the chosen accounts; each account's row links
// to that list in the ads manager.
import { Link } from 'react-router-dom';
import { Card } from 'shared-ui';
import styled from 'styled-components';
import type { ObjectivePreset } from '../objectives/objectivePresets';
import { countStatuses, LEVEL_LABELS, STATUS_LABELS } from './statusCounts';
import type { AccountAssets } from './useAssetOverview';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
  }

  th:first-child,
  td:first-child {
    text-align: left;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const EDGE: Record<string, string> = { campaign: 'campaigns', adset: 'adsets', ad: 'ads' };

export function StatusOverview({ preset, assets }: { preset: ObjectivePreset; assets: AccountAssets[] }) {
  return (
    <Card title="Status overview" subtitle="Campaigns, ad sets and ads by delivery status; open a list in the ads manager.">
      {/* Scrolls sideways on a phone: focusable, so a keyboard user can scroll it too (axe scrollable-region-focusable). */}
      <Scroll tabIndex={0} role="region" aria-label="Status overview by level">
        <Table>
          <thead>
            <tr>
              <th scope="col">Level</th>
              {preset.status_overview.map((bucket) => (
                <th key={bucket} scope="col">
                  {STATUS_LABELS[bucket]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preset.status_drilldown.map((level) => {
              const total = countStatuses(assets.flatMap((a) => a.levels[level]));
              return [
                <tr key={level} data-level={level}>
                  <th scope="row">{LEVEL_LABELS[level]}</th>
                  {preset.status_overview.map((bucket) => (
                    <td key={bucket}>{total[bucket]}</td>
                  ))}
                </tr>,
                ...(assets.length > 1
                  ? assets.map(({ account, levels }) => {
                      const counts = countStatuses(levels[level]);
                      return (
                        <tr key={`${level}-${account.team}-${account.id}`}>
                          <td>
                            <Link to={`/adsmanager/${account.id}/${EDGE[level]}`}>{`${LEVEL_LABELS[level]} of ${account.name}`}</Link>
                          </td>
                          {preset.status_overview.map((bucket) => (
                            <td key={bucket}>{counts[bucket]}</td>
                          ))}
                        </tr>
                      );
                    })
                  : []),
              ];
            })}
          </tbody>
        </Table>
      </Scroll>
      {assets.length === 1 ? (
        <p>
          {preset.status_drilldown.map((level, i) => (
            <span key={level}>
              {i > 0 ? ' · ' : ''}
              <Link to={`/adsmanager/${assets[0]!.account.id}/${EDGE[level]}`}>{`Open ${LEVEL_LABELS[level].toLowerCase()} in the ads manager`}</Link>
            </span>
          ))}
        </p>
      ) : null}
    </Card>
  );
}
