import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Asset } from 'shared-graph';
import styled from 'styled-components';
import { TYPE_OF } from '../common/levels';
import { onDemand, OnDemand } from '../common/onDemand';
import { cellButton } from './cellButton';
import { useAssetRows } from './assetRows';
import { RowLink } from './RowLink';

const InlineRename = onDemand(() => import('../edit/InlineRename').then((m) => m.InlineRename));

/**
 * The asset's name, linking to its detail page with the page's query (its period and filters go along and back),
 * and a rename button (shown on the row's hover or focus) that turns the cell into the name's field.
 *
 * A list renders this cell for every row in view: inside a list (AssetRowsProvider) it is three plain elements styled
 * by their box — no router Link, no styled button of its own, no read of the location per cell.
 */
export function AssetNameCell({ asset, accountId }: { asset: Asset; accountId: string }) {
  const rows = useAssetRows();
  return rows ? <NameCell asset={asset} accountId={accountId} search={rows.search} /> : <NameCellAtLocation asset={asset} accountId={accountId} />;
}

function NameCellAtLocation({ asset, accountId }: { asset: Asset; accountId: string }) {
  return <NameCell asset={asset} accountId={accountId} search={useLocation().search} />;
}

function NameCell({ asset, accountId, search }: { asset: Asset; accountId: string; search: string }) {
  const [renaming, setRenaming] = useState(false);
  const name = (
    <Name>
      <RowLink to={`/adsmanager/${accountId}/${TYPE_OF[asset.level]}/${asset.id}${search}`} title={asset.name}>
        {asset.name || asset.id}
      </RowLink>
      {!renaming && (
        <button type="button" aria-label={`Rename ${asset.name}`} onClick={() => setRenaming(true)}>
          ✎
        </button>
      )}
    </Name>
  );
  if (!renaming) return name;
  return (
    <OnDemand onFailed={() => setRenaming(false)} fallback={name}>
      <InlineRename asset={asset} onDone={() => setRenaming(false)} />
    </OnDemand>
  );
}

/** The name link, and the rename button: out of sight until the row is hovered or the button focused; always there on touch screens. */
const Name = styled.span`
  display: flex;
  align-items: center;
  gap: 2px;
  min-width: 0;

  & > a {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
  }
  & > a:hover { text-decoration: underline; }

  ${cellButton}
  & > button { opacity: 0; }
  [data-row-id]:hover & > button, & > button:focus-visible { opacity: 1; }
  @media (hover: none) {
    & > button { opacity: 1; }
  }
`;
