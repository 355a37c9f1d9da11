// The dashboard's date range: shared-ui's picker with shared-graph's rules (Meta's 37 months), as DashboardLayout wires them.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dateRangeRules } from 'shared-graph';
import { DateRangePicker, SasarThemeProvider } from 'shared-ui';

it('refuses a custom range older than Meta keeps, in words, keeping the dates typed', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(
    <SasarThemeProvider>
      <DateRangePicker {...dateRangeRules(null)} value={{ kind: 'preset', preset: 'last_7d' }} onChange={onChange} />
    </SasarThemeProvider>,
  );
  await user.click(screen.getByRole('button', { name: /^Date range: Last 7 Days/ }));
  await user.click(screen.getByRole('radio', { name: 'Custom range' }));
  await user.clear(screen.getByLabelText('Start date'));
  await user.type(screen.getByLabelText('Start date'), '2019-01-01');
  await user.clear(screen.getByLabelText('End date'));
  await user.type(screen.getByLabelText('End date'), '2019-06-30');
  await user.click(screen.getByRole('button', { name: 'Apply' }));

  expect(screen.getByRole('alert')).toHaveTextContent(/^Insights go back 37 months, including the period compared before the range: pick a start date on or after \d{4}-\d{2}-\d{2}\.$/);
  expect(screen.getByLabelText('Start date')).toHaveValue('2019-01-01');
  expect(screen.getByLabelText('Start date')).toHaveAttribute('aria-invalid', 'true');
  expect(onChange).not.toHaveBeenCalled();
});
