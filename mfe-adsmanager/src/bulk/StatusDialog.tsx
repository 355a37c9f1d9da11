import type { Asset } from 'shared-graph';
import { countOf } from '../common/levels';
import { AssetNameList } from './AssetNameList';
import { BulkWriteDialog } from './BulkWriteDialog';

/** Turn the selection on or off in one batch. */
export function StatusDialog({ assets, status, onClose }: { assets: readonly Asset[]; status: 'ACTIVE' | 'PAUSED'; onClose: (changed: boolean) => void }) {
  const level = assets[0]?.level ?? 'campaign';
  const changing = assets.filter((a) => a.status !== status && (a.status === 'ACTIVE' || a.status === 'PAUSED'));
  const verb = status === 'ACTIVE' ? 'on' : 'off';
  return (
    <BulkWriteDialog
      title={`Turn ${verb} ${countOf(level, assets.length)}`}
      confirmLabel={`Turn ${verb} ${changing.length}`}
      writes={changing.map((asset) => ({ asset, change: { kind: 'status', status, previous: asset.status } }))}
      onClose={onClose}
    >
      <p>
        {changing.length === assets.length
          ? `All ${assets.length} will be turned ${verb}.`
          : `${changing.length} will be turned ${verb}; ${assets.length - changing.length} ${assets.length - changing.length === 1 ? 'is' : 'are'} already ${verb} or cannot be changed.`}
      </p>
      {changing.length > 0 && <AssetNameList assets={changing} label={`To turn ${verb}`} />}
    </BulkWriteDialog>
  );
}
