import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SasarThemeProvider } from 'shared-ui';
import { MetricPicker } from './MetricPicker';

it('says so when the filter matches no metric, instead of an empty dialog', async () => {
  const user = userEvent.setup();
  render(
    <SasarThemeProvider>
      <MetricPicker open value={['spend']} onClose={jest.fn()} onSave={jest.fn()} />
    </SasarThemeProvider>,
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Find a metric' }), 'zzzz');
  expect(screen.getByRole('status')).toHaveTextContent('No metric matches “zzzz”. Try another word, such as “click” or “purchase”.');
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
});
