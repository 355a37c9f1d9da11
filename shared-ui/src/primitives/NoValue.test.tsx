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

test('each dash is one element, its own button, and dashes with the same reason share one description', () => {
  const reasons = ['No clicks in this period, so no CPC', 'No impressions in this period, so no CTR'];
  const { container } = renderUi(
    <div>
      {Array.from({ length: 200 }, (_, i) => (
        <NoValue key={i} reason={reasons[i % 2]!} />
      ))}
    </div>,
  );
  const dashes = [...container.querySelectorAll('button')];
  expect(container.querySelectorAll('*')).toHaveLength(1 + 200);
  expect(dashes[0]).toHaveAccessibleName('No value');
  expect(new Set(dashes.map((dash) => dash.getAttribute('aria-describedby'))).size).toBe(2);
  expect(dashes[0]).toHaveAccessibleDescription(reasons[0]!);
  expect(dashes[1]).toHaveAccessibleDescription(reasons[1]!);
  expect(dashes[199]).toHaveAccessibleDescription(reasons[1]!);
});

test('a reason added later gets its own description; one already given keeps its element', () => {
  renderUi(<NoValue reason="No reach in this period, so no CPM" />);
  const first = screen.getByRole('button', { name: 'No value' }).getAttribute('aria-describedby');
  renderUi(<NoValue reason="No reach in this period, so no CPM" label="No total" />);
  renderUi(<NoValue reason="No link clicks in this period, so no cost per link click" label="No figure" />);
  expect(screen.getByRole('button', { name: 'No total' }).getAttribute('aria-describedby')).toBe(first);
  expect(screen.getByRole('button', { name: 'No figure' })).toHaveAccessibleDescription('No link clicks in this period, so no cost per link click');
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
