import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SasarThemeProvider } from 'shared-ui';
import { DateRangePicker } from './DateRangePicker';

it('refuses a custom range older than Meta keeps, in words, keeping the dates typed', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(
    <SasarThemeProvider>
      <DateRangePicker value={{ kind: 'preset', preset: 'last_7d' }} onChange={onChange} />
    </SasarThemeProvider>,
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'custom');
  await user.type(screen.getByLabelText('Start date'), '2019-01-01');
  await user.type(screen.getByLabelText('End date'), '2019-06-30');
  await user.click(screen.getByRole('button', { name: 'Apply' }));

  expect(screen.getByRole('alert')).toHaveTextContent(/^Insights go back 37 months, including the period compared before the range: pick a start date on or after \d{4}-\d{2}-\d{2}\.$/);
  expect(screen.getByLabelText('Start date')).toHaveValue('2019-01-01');
  expect(screen.getByLabelText('Start date')).toHaveAttribute('aria-invalid', 'true');
  expect(onChange).not.toHaveBeenCalled();
});
