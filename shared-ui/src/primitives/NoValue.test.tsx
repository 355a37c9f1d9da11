import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render';
import { NoValue } from './NoValue';

test('reads "—" on screen, says "No value" to a screen reader with the reason as its description, and shows the reason on focus and hover', async () => {
  const user = userEvent.setup();
  renderUi(<NoValue reason="No clicks in this period, so no CPC" />);
  const dash = screen.getByRole('button', { name: 'No value' });
  expect(dash).toHaveTextContent('—');
  expect(dash).toHaveAccessibleDescription('No clicks in this period, so no CPC');
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  await user.tab();
  expect(dash).toHaveFocus();
  expect(screen.getByRole('tooltip')).toHaveTextContent('No clicks in this period, so no CPC');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  await user.hover(dash);
  expect(screen.getByRole('tooltip')).toBeVisible();
  await user.unhover(dash);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

test('takes another spoken label', () => {
  renderUi(<NoValue reason="The rows count different results" label="No total" />);
  expect(screen.getByRole('button', { name: 'No total' })).toHaveAccessibleDescription('The rows count different results');
});

test('stays open while the table scrolls to the focused dash (the bubble follows it)', async () => {
  const user = userEvent.setup();
  renderUi(<NoValue reason="No impressions in this period, so no CTR" />);
  await user.tab();
  fireEvent.scroll(window);
  expect(screen.getByRole('tooltip')).toHaveTextContent('No impressions in this period, so no CTR');
});
