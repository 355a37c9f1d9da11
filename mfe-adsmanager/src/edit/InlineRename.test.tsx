import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, toastsAtom } from 'shared-graph/host';
import type { GraphAnswer } from 'shared-graph/testing';
import { adsetRow, adsServer, answerWrites, batchOps, isBatch, ok, refused } from '../testing/adsServer';
import { renderAds } from '../testing/renderAds';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 5000 });

/** The account's ad set, and each batch of renames answered with the next list. */
function platform(answers: GraphAnswer[][]) {
  const api = adsServer();
  answerWrites(api.graph.on('GET', 'act_1/adsets', { data: [adsetRow('11', 'Jakarta women')], paging: {} }), answers);
  return api;
}

test('renames in the cell: Enter saves through the logged batch and confirms with an Undo', async () => {
  const { requests: calls } = platform([[ok()]]);
  renderAds('/adsmanager/act_1/adsets');
  await userEvent.click(await screen.findByRole('button', { name: 'Rename Jakarta women' }));
  const input = await screen.findByRole('textbox', { name: 'New name of Jakarta women' });
  expect(input).toHaveFocus();
  await userEvent.clear(input);
  await userEvent.type(input, 'Jakarta women 25-44{Enter}');
  await waitFor(() => expect(screen.queryByRole('textbox', { name: 'New name of Jakarta women' })).not.toBeInTheDocument());
  const [op] = batchOps(calls.find(isBatch)!);
  const body = new URLSearchParams(op!.body);
  expect([op!.relative_url, body.get('name'), JSON.parse(body.get('__metadata')!).original]).toEqual(['11', 'Jakarta women 25-44', { name: 'Jakarta women' }]);
  expect(sessionStore.get(toastsAtom).at(-1)?.message).toBe('Renamed ad set "Jakarta women" to “Jakarta women 25-44”.');
});

test("the platform's refusal shows under the field and the name typed stays; Escape leaves the name as it was", async () => {
  platform([[refused('Ad set names cannot be longer than 400 characters.')]]);
  renderAds('/adsmanager/act_1/adsets');
  await userEvent.click(await screen.findByRole('button', { name: 'Rename Jakarta women' }));
  const input = await screen.findByRole('textbox', { name: 'New name of Jakarta women' });
  await userEvent.type(input, ' (old){Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Ad set names cannot be longer than 400 characters.');
  expect(input).toHaveAccessibleDescription('Ad set names cannot be longer than 400 characters.');
  expect(input).toHaveValue('Jakarta women (old)');
  await userEvent.clear(input);
  await userEvent.click(screen.getByRole('button', { name: /^Save the name/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Give it a name.');
  await userEvent.type(input, '{Escape}');
  expect(await screen.findByRole('link', { name: 'Jakarta women' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  const row = screen.getByRole('link', { name: 'Jakarta women' }).closest('[role="row"]') as HTMLElement;
  expect(within(row).getByRole('button', { name: 'Rename Jakarta women' })).toBeInTheDocument();
});
