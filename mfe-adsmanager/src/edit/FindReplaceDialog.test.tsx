import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, toastsAtom } from 'shared-graph/host';
import type { GraphAnswer } from 'shared-graph/testing';
import { adsetRow, adsServer, answerWrites, batchOps, isBatch, ok, refused } from '../testing/adsServer';
import { renderAds } from '../testing/renderAds';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 5000 });

const ADSETS = [adsetRow('11', 'Jakarta | Broad'), adsetRow('12', 'Jakarta | Women 25-44'), adsetRow('13', 'Bandung | Broad')];

/** The account's ad sets, and each batch of renames answered with `answer()`. */
function platform(answer: () => GraphAnswer[]) {
  const api = adsServer();
  answerWrites(api.graph.on('GET', 'act_1/adsets', { data: ADSETS, paging: {} }), answer);
  return api;
}

async function selectAll() {
  for (const { name } of ADSETS) {
    const row = (await screen.findByRole('link', { name })).closest('[role="row"]') as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox'));
  }
  await userEvent.click(screen.getByRole('button', { name: 'Rename…' }));
  return screen.findByRole('dialog', { name: 'Rename 3 ad sets' });
}

test('find and replace previews every name before → after, sends one batch of the changed ones, and confirms with an Undo', async () => {
  const { requests: calls } = platform(() => [ok(), ok()]);
  renderAds('/adsmanager/act_1/adsets');
  const dialog = await selectAll();
  expect(within(dialog).getByRole('button', { name: 'Rename 0' })).toBeDisabled();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Find' }), 'jakarta');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Replace with/ }), 'Jabodetabek');
  const preview = within(dialog).getByRole('table', { name: 'Names before and after' });
  expect(within(preview).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
    ['Jakarta | Broad', 'Jabodetabek | Broad'],
    ['Jakarta | Women 25-44', 'Jabodetabek | Women 25-44'],
    ['Bandung | Broad', 'No “jakarta” in this name.'],
  ]);
  expect(within(dialog).getByRole('status')).toHaveTextContent('2 of 3 will be renamed.');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Match case' }));
  expect(within(dialog).getByRole('status')).toHaveTextContent('0 of 3 will be renamed.');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Match case' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Rename 2' }));
  expect(await within(dialog).findByText('All 2 done.')).toBeInTheDocument();
  const ops = batchOps(calls.find(isBatch)!);
  expect(ops.map((op) => [op.relative_url, new URLSearchParams(op.body).get('name'), JSON.parse(new URLSearchParams(op.body).get('__metadata')!).original])).toEqual([
    ['11', 'Jabodetabek | Broad', { name: 'Jakarta | Broad' }],
    ['12', 'Jabodetabek | Women 25-44', { name: 'Jakarta | Women 25-44' }],
  ]);
  await waitFor(() => expect(sessionStore.get(toastsAtom).at(-1)?.message).toBe('Rename 3 ad sets: 2 objects changed.'));
});

test('a name the platform refuses is named in the result list in its words', async () => {
  platform(() => [ok(), refused('Ad set names cannot contain emoji.')]);
  renderAds('/adsmanager/act_1/adsets');
  const dialog = await selectAll();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Find' }), ' | ');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Replace with/ }), ' · ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Rename 3' }));
  expect(await within(dialog).findByText('1 of 3 done, 2 not changed.')).toBeInTheDocument();
  expect(within(dialog).getByRole('list', { name: 'Result per item' })).toHaveTextContent('Jakarta | Women 25-44 — Ad set names cannot contain emoji.');
});
