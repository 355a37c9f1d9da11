import type { Asset } from 'shared-graph';
import { describeAsset } from '../asset-table/assetContext';
import { countOf } from '../common/levels';
import { AssetNameList } from './AssetNameList';
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
      {assets.length > 1 && <AssetNameList assets={assets} label="To delete" />}
      <p>
        {CHILDREN_GO[level]} Deleted items leave the list (choose "Deleted" in the status filter to see them again); what they spent stays
        in the account's figures, and a line under the list's totals says how much, with a button to include them. This cannot be undone.
      </p>
    </BulkWriteDialog>
  );
}
