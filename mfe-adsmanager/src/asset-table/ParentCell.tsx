import type { Asset } from 'shared-graph';
import styled from 'styled-components';
import { RowLink } from './RowLink';

/** The account an asset's detail lives under: its own when known (lists spanning accounts), else the list's. */
export function accountOf(asset: Asset, fallback: string): string {
  return asset.account_id ? `act_${asset.account_id.replace(/^act_/, '')}` : fallback;
}

/** A row's campaign or ad set by name, linking to its detail. */
export function ParentCell({ asset, parent, accountId }: { asset: Asset; parent: 'campaign' | 'adset'; accountId: string }) {
  const id = parent === 'campaign' ? asset.campaign_id : asset.adset_id;
  const name = parent === 'campaign' ? asset.campaign_name : asset.adset_name;
  if (!id) return <>—</>;
  return (
    <ParentLink to={`/adsmanager/${accountOf(asset, accountId)}/${parent === 'campaign' ? 'campaigns' : 'adsets'}/${id}`} title={name ?? id}>
      {name || id}
    </ParentLink>
  );
}

const ParentLink = styled(RowLink)`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;
