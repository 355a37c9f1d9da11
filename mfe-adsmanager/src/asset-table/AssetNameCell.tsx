import { Link, useLocation } from 'react-router-dom';
import type { Asset } from 'shared-graph';
import styled from 'styled-components';
import { TYPE_OF } from '../common/levels';

/** The asset's name, linking to its detail page with the page's query (its period and filters go along and back). */
export function AssetNameCell({ asset, accountId }: { asset: Asset; accountId: string }) {
  const { search } = useLocation();
  return (
    <NameLink to={`/adsmanager/${accountId}/${TYPE_OF[asset.level]}/${asset.id}${search}`} title={asset.name}>
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
