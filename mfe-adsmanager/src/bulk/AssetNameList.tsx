import type { Asset } from 'shared-graph';
import styled from 'styled-components';
import { AssetWithParent } from '../asset-table/AssetWithParent';

/** The objects a bulk change touches, each with its campaign (and ad set). */
export function AssetNameList({ assets, label }: { assets: readonly Asset[]; label: string }) {
  return (
    <Names aria-label={label}>
      {assets.map((a) => (
        <li key={a.id}>
          <AssetWithParent asset={a} />
        </li>
      ))}
    </Names>
  );
}

const Names = styled.ul`
  max-height: 160px;
  overflow: auto;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding-left: 20px;
  overflow-wrap: anywhere;
`;
