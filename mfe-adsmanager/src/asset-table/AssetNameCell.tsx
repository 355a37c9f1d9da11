import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Asset } from 'shared-graph';
import { IconButton } from 'shared-ui';
import styled from 'styled-components';
import { TYPE_OF } from '../common/levels';
import { InlineRename } from '../edit/InlineRename';

/**
 * The asset's name, linking to its detail page with the page's query (its period and filters go along and back),
 * and a rename button (shown on the row's hover or focus) that turns the cell into the name's field.
 */
export function AssetNameCell({ asset, accountId }: { asset: Asset; accountId: string }) {
  const { search } = useLocation();
  const [renaming, setRenaming] = useState(false);
  if (renaming) return <InlineRename asset={asset} onDone={() => setRenaming(false)} />;
  return (
    <Name>
      <NameLink to={`/adsmanager/${accountId}/${TYPE_OF[asset.level]}/${asset.id}${search}`} title={asset.name}>
        {asset.name || asset.id}
      </NameLink>
      <Rename size="sm" variant="ghost" icon="✎" label={`Rename ${asset.name}`} onClick={() => setRenaming(true)} />
    </Name>
  );
}

const Name = styled.span`
  display: flex;
  align-items: center;
  gap: 2px;
  min-width: 0;
`;

/** Out of sight until the row is hovered or the button focused; always there on touch screens. */
const Rename = styled(IconButton)`
  flex: none;
  opacity: 0;
  [data-row-id]:hover &, &:focus-visible { opacity: 1; }
  @media (hover: none) { opacity: 1; }
`;

const NameLink = styled(Link)`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;
