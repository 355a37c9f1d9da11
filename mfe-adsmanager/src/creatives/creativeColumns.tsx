// The Creatives tab's columns: the asset (thumbnail, headline, kind), how many ads and ad sets run it, the summed
// figures, Results following the ad sets' goal, and the ad set where it does best and worst.
import { metric, metricGap, type MetricId } from 'shared-graph';
import { formatCount, formatMoney, formatPercent, NoValue } from 'shared-ui';
import { type ColumnDef } from 'shared-ui/table';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CreativeThumbnail } from '../asset-table/CreativeThumbnail';
import { formatMetric } from '../common/metricFormat';
import { groupMetric, type AdsetStanding, type CreativeGroup } from './groupCreatives';

type Column = ColumnDef<CreativeGroup, unknown>;

const KIND_LABEL: Record<CreativeGroup['kind'], string> = { image: 'Image', video: 'Video', creative: 'Creative' };

/** "Image · 3 ads", with the carousel / dynamic creative named where the group is one creative. */
function kindText(group: CreativeGroup): string {
  if (group.kind !== 'creative') return KIND_LABEL[group.kind];
  return group.creative?.object_type === 'SHARE' ? 'Carousel or link creative' : 'Dynamic or multi-asset creative';
}

function metricColumn(id: MetricId, currency: string): Column {
  const def = metric(id);
  return {
    id,
    header: def.label,
    size: 130,
    meta: { numeric: true, label: def.label },
    accessorFn: (g: CreativeGroup) => groupMetric(g, id),
    cell: ({ row }) => {
      const gap = metricGap(id, row.original.values);
      return gap ? <NoValue reason={gap} /> : formatMetric(id, groupMetric(row.original, id), currency);
    },
  } as Column;
}

function standingText(standing: AdsetStanding, rankedBy: CreativeGroup['rankedBy'], currency: string): string {
  if (!standing.hasResults) return `no results for ${formatMoney(standing.spend, currency)}`;
  return rankedBy === 'cost_per_result' ? `${formatMoney(standing.value, currency)} per result` : `${formatPercent(standing.value, 2)} CTR`;
}

function StandingCell({ standing, rankedBy, currency, none }: { standing: AdsetStanding | null; rankedBy: CreativeGroup['rankedBy']; currency: string; none: string }) {
  if (!standing) return <NoValue reason={none} />;
  const name = standing.campaignName ? `${standing.adsetName} · ${standing.campaignName}` : standing.adsetName;
  return (
    <Standing title={`${name} · ${standingText(standing, rankedBy, currency)}`}>
      <strong>{standing.adsetName}</strong>
      <small>
        {standing.campaignName ? `${standing.campaignName} · ` : ''}
        {standingText(standing, rankedBy, currency)}
      </small>
    </Standing>
  );
}

/** `previewOf(group)`: where the creative's name leads (the previews of an ad that runs it). */
export function creativeColumns(currency: string, previewOf: (group: CreativeGroup) => string): Column[] {
  return [
    {
      id: 'creative',
      header: 'Creative',
      size: 280,
      meta: { grow: true, required: true, label: 'Creative' },
      accessorFn: (g: CreativeGroup) => g.title,
      cell: ({ row }) => (
        <Asset>
          <CreativeThumbnail creative={row.original.creative} size={36} />
          <Name>
            <PreviewLink to={previewOf(row.original)} title={`${row.original.title}: see how it looks in each placement`}>
              <strong>{row.original.title}</strong>
            </PreviewLink>
            <small>{kindText(row.original)}</small>
          </Name>
        </Asset>
      ),
    } as Column,
    { id: 'ads', header: 'Ads', size: 70, meta: { numeric: true, label: 'Ads' }, accessorFn: (g: CreativeGroup) => g.ads.length, cell: ({ getValue }) => formatCount(getValue() as number) } as Column,
    {
      id: 'adsets',
      header: 'Ad sets',
      size: 90,
      meta: { numeric: true, label: 'Ad sets' },
      accessorFn: (g: CreativeGroup) => g.adsetIds.length,
      cell: ({ row }) => <span title={`In ${row.original.campaignIds.length} campaign${row.original.campaignIds.length === 1 ? '' : 's'}`}>{formatCount(row.original.adsetIds.length)}</span>,
    } as Column,
    metricColumn('spend', currency),
    {
      id: 'results',
      header: 'Results',
      size: 190,
      meta: { numeric: true, label: 'Results' },
      accessorFn: (g: CreativeGroup) => g.figures?.results ?? undefined,
      cell: ({ row }) => {
        const { result, figures } = row.original;
        if (result.kind === 'multiple') {
          // Ad sets with different goals: each result type's own count, as they do not add up.
          const counts = result.types.map((t) => `${formatCount(row.original.values[t.component] ?? 0)} ${t.label.toLowerCase()}`);
          return (
            <Result title={`Its ad sets count different results: ${counts.join(', ')}`}>
              <span>Multiple</span>
              <small>{counts.slice(0, 2).join(' · ')}</small>
            </Result>
          );
        }
        if (result.kind === 'none' || !figures) return <NoValue reason="Facebook reports no result for these ad sets' goal" />;
        return (
          <Result>
            {formatCount(figures.results)}
            <small title={result.type.label}>{result.type.label}</small>
          </Result>
        );
      },
    } as Column,
    {
      id: 'cost_per_result',
      header: 'Cost per result',
      size: 140,
      meta: { numeric: true, label: 'Cost per result' },
      accessorFn: (g: CreativeGroup) => g.figures?.cost ?? undefined,
      cell: ({ row }) => {
        const { result, figures } = row.original;
        if (result.kind !== 'one' || !figures) return <NoValue reason="No single result type to divide the spend by" />;
        if (figures.costWithoutResults) return <NoValue reason={`No ${result.type.label.toLowerCase()} in this period, so no cost per result`} />;
        return formatMoney(figures.cost, currency);
      },
    } as Column,
    metricColumn('impressions', currency),
    metricColumn('clicks', currency),
    metricColumn('ctr', currency),
    metricColumn('cpc', currency),
    metricColumn('purchases', currency),
    {
      id: 'best',
      header: 'Best ad set',
      size: 260,
      meta: { label: 'Best ad set' },
      accessorFn: (g: CreativeGroup) => g.best?.adsetName,
      cell: ({ row }) => <StandingCell standing={row.original.best} rankedBy={row.original.rankedBy} currency={currency} none="No ad set delivered it in this period" />,
    } as Column,
    {
      id: 'worst',
      header: 'Worst ad set',
      size: 260,
      meta: { label: 'Worst ad set' },
      accessorFn: (g: CreativeGroup) => g.worst?.adsetName,
      cell: ({ row }) => <StandingCell standing={row.original.worst} rankedBy={row.original.rankedBy} currency={currency} none="Only one ad set delivered it, so there is nothing to compare" />,
    } as Column,
  ];
}

const Asset = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Name = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  max-width: 100%;
  strong,
  small {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

/** The whole cell's width, so a long name ellipsizes instead of spilling out. */
const PreviewLink = styled(Link)`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Standing = styled(Name)`
  width: 100%;
`;

const Result = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  min-width: 0;
  max-width: 100%;
  small {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;
