import type { Asset } from 'shared-graph';
import styled from 'styled-components';
import { describeAsset } from '../asset-table/assetContext';
import { AssetWithParent } from '../asset-table/AssetWithParent';
import { countOf } from '../common/levels';
import { BulkWriteDialog } from './BulkWriteDialog';

const CHILDREN_GO: Record<string, string> = {
  campaign: 'Their ad sets and ads stop and are deleted with them.',
  adset: 'Their ads stop and are deleted with them.',
  ad: 'They stop delivering.',
};

/** Delete with a confirmation that names what goes. */
export function DeleteDialog({ assets, onClose }: { assets: readonly Asset[]; onClose: (changed: boolean) => void }) {
  const level = assets[0]?.level ?? 'campaign';
  const title = assets.length === 1 ? `Delete ${describeAsset(assets[0]!)}?` : `Delete ${countOf(level, assets.length)}?`;
  return (
    <BulkWriteDialog title={title} danger confirmLabel="Delete" writes={assets.map((asset) => ({ asset, change: { kind: 'delete' } }))} onClose={onClose}>
      {assets.length > 1 && (
        <Names>
          {assets.map((a) => (
            <li key={a.id}>
              <AssetWithParent asset={a} />
            </li>
          ))}
        </Names>
      )}
      <p>
        {CHILDREN_GO[level]} Deleted items leave the list (choose "Deleted" in the status filter to see them again); what they spent stays
        in the account's figures, and a line under the list's totals says how much, with a button to include them. This cannot be undone.
      </p>
    </BulkWriteDialog>
  );
}

const Names = styled.ul`
  max-height: 160px;
  overflow: auto;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding-left: 20px;
  overflow-wrap: anywhere;
`;
