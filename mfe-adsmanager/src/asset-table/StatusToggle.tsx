// The on/off switch of a row: the new status shows at once, then the server's status and effective status replace
// it; a refused change flips back and says why. The switch is busy while its asset's change is on the way, whichever
// row element shows the asset by then.
import { notify, type Asset } from 'shared-graph';
import { Switch } from 'shared-ui';
import { isNoAnswer, requestFailureText, writeErrorText } from '../common/writeErrors';
import type { AssetWrite, WriteResult } from '../writes/assetWrites';
import { useStatusWriting, whileStatusWriting } from '../writes/statusWriting';
import { notifyWritten } from '../writes/undoToast';
import { describeAsset } from './assetContext';
import { AssetRowsProvider, useAssetRows } from './assetRows';

export function StatusToggle({ asset }: { asset: Asset }) {
  const rows = useAssetRows();
  // Outside a list (an asset's detail) the switch brings its own writer.
  if (!rows) {
    return (
      <AssetRowsProvider>
        <StatusToggle asset={asset} />
      </AssetRowsProvider>
    );
  }
  return <StatusSwitch asset={asset} write={rows.write} />;
}

async function toggle(asset: Asset, next: boolean, write: (writes: AssetWrite[]) => Promise<WriteResult[]>) {
  const status = next ? 'ACTIVE' : 'PAUSED';
  const what = describeAsset(asset);
  try {
    const [result] = await whileStatusWriting(asset.id, write([{ asset, change: { kind: 'status', status, previous: asset.status } }]));
    const error = writeErrorText(result);
    if (error) notify.error(`Could not turn ${next ? 'on' : 'off'} the ${what}: ${error}`, { timeoutMs: 10_000 });
    else if (result) notifyWritten(`Turned ${next ? 'on' : 'off'} the ${what}.`, [result], `turning ${next ? 'on' : 'off'} the ${what}`);
  } catch (err) {
    const turn = `turn ${next ? 'on' : 'off'} the ${what}`;
    notify.error(
      isNoAnswer(err)
        ? `Sasar could not reach the server, so it is not known whether the ${what} was turned ${next ? 'on' : 'off'}. Check your connection, then check the list before you try again.`
        : `Could not ${turn}: ${requestFailureText(err)}`,
      { timeoutMs: 10_000 },
    );
  }
}

function StatusSwitch({ asset, write }: { asset: Asset; write: (writes: AssetWrite[]) => Promise<WriteResult[]> }) {
  const busy = useStatusWriting(asset.id);
  const editable = asset.status === 'ACTIVE' || asset.status === 'PAUSED';
  return <Switch size="sm" checked={asset.status === 'ACTIVE'} busy={busy} disabled={!editable} aria-label={`Status of ${asset.name}`} onChange={(next) => void toggle(asset, next, write)} />;
}
