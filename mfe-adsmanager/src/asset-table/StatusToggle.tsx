// The on/off switch of a row: the new status shows at once, then the server's status and effective status replace
// it; a refused change flips back and says why.
import { notify, type Asset } from 'shared-graph';
import { notifyWritten } from '../writes/undoToast';
import { useAssetWrites } from '../writes/useAssetMutations';
import { Switch } from 'shared-ui';
import { isNoAnswer, requestFailureText, writeErrorText } from '../common/writeErrors';
import { describeAsset } from './assetContext';

export function StatusToggle({ asset }: { asset: Asset }) {
  const writes = useAssetWrites();
  const on = asset.status === 'ACTIVE';
  const pending = writes.isPending;
  const editable = asset.status === 'ACTIVE' || asset.status === 'PAUSED';
  const toggle = async (next: boolean) => {
    const status = next ? 'ACTIVE' : 'PAUSED';
    const what = describeAsset(asset);
    try {
      const [result] = await writes.mutateAsync([{ asset, change: { kind: 'status', status, previous: asset.status } }]);
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
  };
  return <Switch size="sm" checked={on} busy={pending} disabled={!editable} aria-label={`Status of ${asset.name}`} onChange={(next) => void toggle(next)} />;
}
