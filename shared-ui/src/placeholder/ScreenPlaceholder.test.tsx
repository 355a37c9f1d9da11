import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { ScreenPlaceholder } from './ScreenPlaceholder';

it('names the route it stands in for', () => {
  render(
    <ThemeProvider theme={theme}>
      <ScreenPlaceholder name="dashboard-funnel" title="Funnel analytics" />
    </ThemeProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Funnel analytics' })).toBeInTheDocument();
  expect(screen.getByText('dashboard-funnel')).toBeInTheDocument();
});
