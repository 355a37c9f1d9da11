import { waitFor } from '@testing-library/react';
import type { ApiData } from 'shared-graph';
import { apiError, graphReply, shownToasts, type ApiAnswer } from 'shared-graph/testing';
import { adsServer } from '../testing/adsServer';
import { writeAssets, type AssetWrite } from './assetWrites';
import { notifyWritten } from './undoToast';

const BATCH = '0b7e5a52-4d5f-4f8e-9a43-2a1c8f1e9c11';
const campaign = { id: '1203', level: 'campaign' as const, name: 'Sales | Broad', account_id: 'act_70' };
const pause: AssetWrite = { asset: campaign, change: { kind: 'status', status: 'PAUSED', previous: 'ACTIVE' } };

type UndoPath = '/api/user/team/{teamId}/activity/batches/{batchId}/undo';
type UndoResult = ApiData<UndoPath, 'post'>['results'][number];
const undoAnswer = (result: UndoResult['result'], message: string): ApiData<UndoPath, 'post'> => ({
  batch_id: null,
  results: [{ activity_id: 9, object_id: '1203', object_type: 'campaign', object_name: 'Sales | Broad', result, message, earlier: false }],
});

/** The proxy logs each write batch in BATCH; the undo of a batch answers `answer()`. */
function platform(answer: () => ApiAnswer<UndoPath, 'post'>) {
  const api = adsServer().on('post', '/api/user/team/{teamId}/activity/batches/{batchId}/undo', answer);
  api.graph.on('POST', 'batch', graphReply([{ code: 200, body: '{"success":true}' }], { headers: { 'x-sasar-activity-batch': BATCH } }));
  return { calls: api.requests };
}
const toasts = shownToasts;

test('a write through the proxy knows its activity batch; its toast’s Undo takes it back and says so', async () => {
  const rt = platform(() => undoAnswer('restored', 'Status back to active.'));
  const results = await writeAssets([pause]);
  expect(results).toEqual([{ ok: true, activity: { teamId: 0, batchId: BATCH } }]);

  notifyWritten('Turned off the campaign "Sales | Broad".', results, 'turning off the campaign "Sales | Broad"');
  const [toast] = toasts();
  expect(toast).toMatchObject({ type: 'success', timeoutMs: 5000, action: { label: 'Undo', ariaLabel: 'Undo turning off the campaign "Sales | Broad"' } });
  toast!.action!.onClick();
  expect(toasts()[0]).toMatchObject({ id: toast!.id, message: 'Undoing…' });
  await waitFor(() => expect(toasts()[0]).toMatchObject({ id: toast!.id, type: 'success', message: 'Undone: 1 object back as before.' }));
  const undo = rt.calls.at(-1)!;
  expect([undo.method, undo.url.pathname]).toEqual(['POST', `/api/user/team/0/activity/batches/${BATCH}/undo`]);
});

test('a conflict stays on screen in words; a refused undo says why; a write without a batch offers no Undo', async () => {
  let answer: () => ApiAnswer<UndoPath, 'post'> = () => undoAnswer('conflict', 'Status is now active, not the paused this change set: left as it is.');
  platform(() => answer());
  const results = await writeAssets([pause]);
  notifyWritten('Paused.', results);
  toasts()[0]!.action!.onClick();
  await waitFor(() =>
    expect(toasts()[0]).toMatchObject({
      type: 'warning',
      timeoutMs: 1_000_000,
      message: 'Nothing was undone. Sales | Broad: Status is now active, not the paused this change set: left as it is.',
    }),
  );

  answer = () => apiError(401, 'no_adstoken', 'The owner of this team has not connected a Facebook account');
  notifyWritten('Paused again.', results);
  toasts().at(-1)!.action!.onClick();
  await waitFor(() => expect(toasts().at(-1)).toMatchObject({ type: 'error', message: expect.stringMatching(/^Not undone: /) }));

  notifyWritten('Paused.', [{ ok: true }]);
  expect(toasts().at(-1)!.action).toBeUndefined();
});
