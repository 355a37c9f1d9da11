import type { Asset } from 'shared-graph';
import styled from 'styled-components';
import { parentLine } from './assetContext';

/** An object's name with its campaign (and ad set) under it, so same-named ad sets can be told apart. */
export function AssetWithParent({ asset, name = asset.name, strong = false }: { asset: Asset; name?: string; strong?: boolean }) {
  const parent = parentLine(asset);
  return (
    <Wrap>
      {strong ? <strong>{name}</strong> : <span>{name}</span>}
      {parent && <Parent>{parent}</Parent>}
    </Wrap>
  );
}

const Wrap = styled.span`
  display: inline-flex;
  flex-direction: column;
  min-width: 0;
`;

const Parent = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;
