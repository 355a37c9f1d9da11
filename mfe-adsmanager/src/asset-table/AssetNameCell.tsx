import { Link } from 'react-router-dom';
import type { Asset } from 'shared-graph';
import styled from 'styled-components';
import { TYPE_OF } from '../common/levels';

/** The asset's name, linking to its detail page. */
export function AssetNameCell({ asset, accountId }: { asset: Asset; accountId: string }) {
  return (
    <NameLink to={`/adsmanager/${accountId}/${TYPE_OF[asset.level]}/${asset.id}`} title={asset.name}>
      {asset.name || asset.id}
    </NameLink>
  );
}

const NameLink = styled(Link)`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;
