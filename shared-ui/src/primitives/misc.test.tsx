import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render';
import { SasarThemeProvider } from '../theme/SasarThemeProvider';
import { Badge } from './Badge';
import { Card } from './Card';
import { isExternalHref, safeHref, SmartLink } from './SmartLink';
import { Inline, Stack } from './Stack';
import { Table, TableContainer, TBody, Td, Th, THead, Tr } from './Table';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('describes its trigger and shows on hover/focus, hides on leave/Escape', async () => {
    const user = userEvent.setup();
    renderUi(
      <Tooltip content="Estimated monthly active people">
        <button type="button">Reach</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Reach' });
    expect(trigger).toHaveAccessibleDescription('Estimated monthly active people');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(trigger);
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.unhover(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.tab();
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Estimated monthly active people');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('waits for the hover delay', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderUi(
      <Tooltip content="Later" delay={300}>
        <button type="button">Hover me</button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByRole('tooltip')).toBeVisible();
    jest.useRealTimers();
  });
});

describe('Card', () => {
  it('is a section labelled by its title, with actions and footer', () => {
    renderUi(
      <Card title="Spend" subtitle="Last 7 days" actions={<button type="button">Export</button>} footer="Updated now">
        IDR 1,000
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Spend' });
    expect(region).toHaveTextContent('Last 7 days');
    expect(region).toHaveTextContent('IDR 1,000');
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getByText('Updated now')).toBeInTheDocument();
  });
});

describe('Badge', () => {
  it('uses the status colour of its tone', () => {
    renderUi(
      <>
        <Badge tone="success">Active</Badge>
        <Badge tone="error" variant="solid">
          Error
        </Badge>
      </>,
    );
    expect(screen.getByText('Active')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText('Active')).toHaveStyle({ backgroundColor: '#e5f5ec' });
    expect(screen.getByText('Error')).toHaveStyle({ backgroundColor: '#d1373a' });
  });
});

describe('Table', () => {
  it('renders a sortable header with aria-sort', async () => {
    const onSort = jest.fn();
    renderUi(
      <TableContainer>
        <Table aria-label="Interests">
          <THead>
            <Tr>
              <Th>Name</Th>
              <Th numeric sortDirection="desc" onSort={onSort}>
                Audience size
              </Th>
              <Th numeric onSort={() => undefined}>
                Reach
              </Th>
            </Tr>
          </THead>
          <TBody>
            <Tr selected>
              <Td>Coffee</Td>
              <Td numeric>1.5M</Td>
              <Td numeric muted>
                -
              </Td>
            </Tr>
          </TBody>
        </Table>
      </TableContainer>,
    );
    const table = screen.getByRole('table', { name: 'Interests' });
    expect(table).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Audience size' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Reach' })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(screen.getByRole('button', { name: 'Audience size' }));
    expect(onSort).toHaveBeenCalled();
    expect(screen.getByRole('row', { name: /Coffee/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('cell', { name: '1.5M' })).toHaveStyle({ textAlign: 'right' });
  });
});

describe('SmartLink', () => {
  it('classifies and sanitises hrefs', () => {
    expect(isExternalHref('https://example.com')).toBe(true);
    expect(isExternalHref('//cdn.example.com/x')).toBe(true);
    expect(isExternalHref('/setup/extension')).toBe(false);
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' JaVa\tScRiPt:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('')).toBeNull();
    expect(safeHref('mailto:cs@sasar.id')).toBe('mailto:cs@sasar.id');
    expect(safeHref('/updates')).toBe('/updates');
  });

  it('opens external URLs in a new tab and routes in-app paths', () => {
    renderUi(
      <>
        <SmartLink href="https://example.com/affiliate">Program</SmartLink>
        <SmartLink href="/updates">Changelog</SmartLink>
        <SmartLink href="javascript:alert(1)">Bad</SmartLink>
      </>,
      { route: '/' },
    );
    const external = screen.getByRole('link', { name: 'Program' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Changelog' })).toHaveAttribute('href', '/updates');
    expect(screen.getByRole('link', { name: 'Changelog' })).not.toHaveAttribute('target');
    expect(screen.queryByRole('link', { name: 'Bad' })).not.toBeInTheDocument();
    expect(screen.getByText('Bad')).toBeInTheDocument();
  });

  it('works without a router', () => {
    render(
      <SasarThemeProvider>
        <SmartLink href="/updates">Changelog</SmartLink>
      </SasarThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'Changelog' })).toHaveAttribute('href', '/updates');
  });
});

describe('Stack / Inline', () => {
  it('lay out children with theme gaps', () => {
    renderUi(
      <Stack gap="lg" data-testid="stack">
        <Inline data-testid="inline" justify="space-between">
          <span>a</span>
        </Inline>
      </Stack>,
    );
    expect(screen.getByTestId('stack')).toHaveStyle({ display: 'flex', flexDirection: 'column', gap: '16px' });
    expect(screen.getByTestId('inline')).toHaveStyle({ flexWrap: 'wrap', justifyContent: 'space-between' });
  });
});
