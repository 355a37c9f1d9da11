import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '../theme/theme';
import { renderUi } from '../testing/render';
import { Banner } from './Banner';
import { Ribbon } from './Ribbon';
import { FullPageSpinner, Spinner } from './Spinner';
import { EmptyState, ErrorState, ProgressBar } from './states';
import { DEFAULT_TOAST_TIMEOUT_MS, ToastStack, type ToastItem } from './ToastStack';

describe('ToastStack', () => {
  const toasts: ToastItem[] = [
    { id: 1, type: 'success', message: 'Collection saved' },
    { id: 'w', type: 'warning', title: 'Heads up', message: 'Budget below minimum' },
    { id: 3, type: 'error', message: 'Search failed', action: { label: 'Retry', onClick: jest.fn() } },
  ];

  it('exports the default timeout of 5 seconds', () => {
    expect(DEFAULT_TOAST_TIMEOUT_MS).toBe(5000);
  });

  it('is a labelled aria-live region that exists even when empty', () => {
    renderUi(<ToastStack toasts={[]} onDismiss={() => undefined} />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
  });

  it('gives each type its role and colour', () => {
    renderUi(<ToastStack toasts={toasts} onDismiss={() => undefined} />);
    const success = screen.getByText('Collection saved').closest('li')!;
    const warning = screen.getByText('Budget below minimum').closest('li')!;
    const error = screen.getByText('Search failed').closest('li')!;
    expect(success).toHaveAttribute('role', 'status');
    expect(warning).toHaveAttribute('role', 'status');
    expect(screen.getByRole('alert')).toBe(error);
    expect(success).toHaveAttribute('data-type', 'success');
    expect(success).toHaveStyle({ backgroundColor: theme.colors.success });
    expect(warning).toHaveStyle({ backgroundColor: theme.colors.warning });
    expect(error).toHaveStyle({ backgroundColor: theme.colors.error });
    expect(warning).toHaveTextContent('Heads up');
  });

  it('each toast is dismissible: the close button calls onDismiss with its id', async () => {
    const onDismiss = jest.fn();
    renderUi(<ToastStack toasts={toasts} onDismiss={onDismiss} />);
    const warning = screen.getByText('Budget below minimum').closest('li')!;
    await userEvent.click(within(warning).getByRole('button', { name: 'Dismiss notification' }));
    expect(onDismiss).toHaveBeenCalledWith('w');
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss notification' }));
    expect(onDismiss).toHaveBeenLastCalledWith(3);
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(3);
  });

  it('runs the toast action', async () => {
    const onClick = jest.fn();
    renderUi(<ToastStack toasts={[{ id: 9, type: 'error', message: 'Failed', action: { label: 'Retry', onClick } }]} onDismiss={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('ToastStack time-out held for the reader', () => {
  it('an action says what it acts on, and the toast asks to wait while hovered or focused', async () => {
    const onPause = jest.fn();
    const onResume = jest.fn();
    const onClick = jest.fn();
    renderUi(
      <>
        <button type="button">Elsewhere</button>
        <ToastStack
          toasts={[{ id: 't1', type: 'success', message: 'Paused 2 ad sets.', action: { label: 'Undo', ariaLabel: 'Undo pausing 2 ad sets', onClick } }]}
          onDismiss={() => undefined}
          onPause={onPause}
          onResume={onResume}
        />
      </>,
    );
    const undo = screen.getByRole('button', { name: 'Undo pausing 2 ad sets' });
    await userEvent.hover(screen.getByText('Paused 2 ad sets.'));
    expect(onPause).toHaveBeenLastCalledWith('t1');
    await userEvent.unhover(screen.getByText('Paused 2 ad sets.'));
    expect(onResume).toHaveBeenLastCalledWith('t1');
    onPause.mockClear();
    undo.focus();
    expect(onPause).toHaveBeenCalledWith('t1');
    onResume.mockClear();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    expect(onResume).toHaveBeenCalledWith('t1');
    await userEvent.click(undo);
    expect(onClick).toHaveBeenCalled();
  });
});

describe('Banner', () => {
  it('warning is a yellow status with an action link', () => {
    renderUi(
      <Banner type="warning" action={{ label: 'Install extension', href: '/setup/extension' }}>
        This page requires the Sasar extension.
      </Banner>,
      { route: '/search' },
    );
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('This page requires the Sasar extension.');
    expect(banner).toHaveStyle({ backgroundColor: theme.colors.warningSoft });
    expect(within(banner).getByRole('link', { name: 'Install extension' })).toHaveAttribute('href', '/setup/extension');
  });

  it('error is an alert; the close button calls onClose', async () => {
    const onClose = jest.fn();
    renderUi(
      <Banner type="error" title="Facebook session expired." onClose={onClose}>
        Ask the team owner to reconnect.
      </Banner>,
    );
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Facebook session expired. Ask the team owner to reconnect.');
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no close button without onClose, supports a button action and a custom background', async () => {
    const onClick = jest.fn();
    renderUi(
      <Banner type="success" background="#0f5132" message="Saved" action={{ label: 'Undo', onClick }} />,
    );
    const banner = screen.getByRole('status');
    expect(within(banner).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    expect(banner).toHaveStyle({ backgroundColor: '#0f5132', color: '#ffffff' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Undo' }));
    expect(onClick).toHaveBeenCalled();
  });

  it.each(['info', 'success', 'warning', 'error'] as const)('renders type %s', (type) => {
    renderUi(<Banner type={type}>msg</Banner>);
    expect(screen.getByText('msg').closest('[data-type]')).toHaveAttribute('data-type', type);
  });
});

describe('Ribbon', () => {
  it('is pale yellow by default and the close button calls onDismiss', async () => {
    const onDismiss = jest.fn();
    renderUi(<Ribbon message="New: overlap tool" extraTitle="Read more" extraLink="/updates" onDismiss={onDismiss} />, {
      route: '/',
    });
    const ribbon = screen.getByRole('complementary', { name: 'Announcement' });
    expect(ribbon).toHaveStyle({ backgroundColor: '#fff8c5' });
    expect(ribbon).toHaveTextContent('New: overlap tool');
    expect(within(ribbon).getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/updates');
    await userEvent.click(within(ribbon).getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('takes a custom colour with readable text, and opens external links in a new tab', () => {
    renderUi(<Ribbon message="Maintenance tonight" background="#b42318" extraTitle="Status" extraLink="https://status.example.com" />);
    const ribbon = screen.getByRole('complementary', { name: 'Announcement' });
    expect(ribbon).toHaveStyle({ backgroundColor: '#b42318', color: '#ffffff' });
    expect(within(ribbon).getByRole('link', { name: 'Status' })).toHaveAttribute('target', '_blank');
    // No onDismiss → no close button.
    expect(within(ribbon).queryByRole('button')).not.toBeInTheDocument();
  });

  it('hides the close button when not dismissable and never links unsafe URLs', () => {
    renderUi(<Ribbon message="Hi" dismissable={false} onDismiss={() => undefined} extraTitle="Click" extraLink="javascript:alert(1)" />);
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Click')).toBeInTheDocument();
  });

  it('shows the extra title without a link as text', () => {
    renderUi(<Ribbon message="Promo" extraTitle="50% off" />);
    expect(screen.getByText('50% off')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('Spinner / FullPageSpinner', () => {
  it('has a status role with a label', () => {
    renderUi(<Spinner label="Loading interests" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading interests');
  });
  it('decorative spinners are hidden from assistive tech', () => {
    renderUi(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
  it('FullPageSpinner announces its label', () => {
    renderUi(<FullPageSpinner label="Loading Dashboard…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Dashboard…');
  });
});

describe('ProgressBar', () => {
  it('exposes its value', () => {
    const { rerender } = renderUi(<ProgressBar value={42.4} label="Duplicating campaign" showValue />);
    const bar = screen.getByRole('progressbar', { name: 'Duplicating campaign' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '42%');
    expect(screen.getByText('42%')).toBeInTheDocument();
    rerender(<ProgressBar value={150} label="Duplicating campaign" />);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    rerender(<ProgressBar value={-5} label="Duplicating campaign" />);
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    rerender(<ProgressBar value={Number.NaN} label="Duplicating campaign" />);
    expect(bar).toHaveAttribute('aria-valuenow', '0');
  });
});

describe('EmptyState / ErrorState', () => {
  it('EmptyState shows title, message and action', () => {
    renderUi(<EmptyState title="No collections yet" message="Save interests to a collection." action={<button type="button">Create</button>} />);
    expect(screen.getByRole('heading', { name: 'No collections yet' })).toBeInTheDocument();
    expect(screen.getByText('Save interests to a collection.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });

  it('ErrorState is an alert whose Retry button calls onRetry', async () => {
    const onRetry = jest.fn();
    renderUi(<ErrorState title="The dashboard could not be loaded" message="Network error" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The dashboard could not be loaded');
    expect(alert).toHaveTextContent('Network error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ErrorState has sensible defaults and a busy retry', () => {
    const { rerender } = renderUi(<ErrorState />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<ErrorState onRetry={() => undefined} retrying />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();
  });
});
