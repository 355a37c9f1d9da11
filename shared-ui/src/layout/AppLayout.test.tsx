import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { mockMatchMedia, renderUi } from '../testing/render';
import { AppLayout, type NavItem } from './AppLayout';
import { PageHeader } from './PageHeader';

const items: NavItem[] = [
  { to: '/search', label: 'Search', section: 'Research' },
  { to: '/explore', label: 'Explore', section: 'Research' },
  { to: '/dashboard', label: 'Dashboard', section: 'Manage', badge: '3' },
  { to: '/', label: 'Home', end: true },
];

function Page({ name }: { name: string }) {
  return <h1>{name} page</h1>;
}

function ProgrammaticNav() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/explore')}>
      go explore
    </button>
  );
}

function Shell({ forceMobile }: { forceMobile?: boolean }) {
  return (
    <AppLayout
      navItems={items}
      brand="Sasar"
      header={<ProgrammaticNav />}
      banners={<div role="note">Ribbon here</div>}
      sidebarFooter="v1.0"
      forceMobile={forceMobile}
    >
      <Routes>
        <Route path="/" element={<Page name="Home" />} />
        <Route path="/search" element={<Page name="Search" />} />
        <Route path="/explore" element={<Page name="Explore" />} />
        <Route path="/dashboard" element={<Page name="Dashboard" />} />
      </Routes>
    </AppLayout>
  );
}

describe('AppLayout (desktop)', () => {
  it('renders header, banners, grouped navigation and content', () => {
    renderUi(<Shell forceMobile={false} />, { route: '/search' });
    expect(screen.getByRole('banner')).toHaveTextContent('Sasar');
    expect(screen.getByRole('note')).toHaveTextContent('Ribbon here');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('list', { name: 'Research' })).toBeInTheDocument();
    expect(within(nav).getByRole('list', { name: 'Manage' })).toBeInTheDocument();
    // Items without a section come first.
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Home', 'Search', 'Explore', 'Dashboard3']);
    expect(screen.getByRole('main')).toHaveTextContent('Search page');
    expect(screen.getByText('v1.0')).toBeInTheDocument();
  });

  it('marks the active link and follows navigation', async () => {
    const user = userEvent.setup();
    renderUi(<Shell forceMobile={false} />, { route: '/search' });
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('link', { name: /Dashboard/ }));
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Dashboard/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Search' })).not.toHaveAttribute('aria-current');
  });

  it('shows the sidebar without a menu button', () => {
    renderUi(<Shell forceMobile={false} />, { route: '/' });
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });
});

describe('AppLayout (mobile drawer)', () => {
  it('hides the sidebar until the menu button opens it', async () => {
    const user = userEvent.setup();
    renderUi(<Shell forceMobile />, { route: '/search' });
    const menu = screen.getByRole('button', { name: 'Open menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAccessibleName('Close menu');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav).toBeVisible();
    expect(menu).toHaveAttribute('aria-controls', nav.id);
    // Focus moves into the drawer.
    expect(within(nav).getAllByRole('link')[0]).toHaveFocus();

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('closes on navigation through a sidebar link', async () => {
    const user = userEvent.setup();
    renderUi(<Shell forceMobile />, { route: '/search' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('link', { name: 'Explore' }));
    expect(screen.getByRole('heading', { name: 'Explore page' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on navigation to the page already shown', async () => {
    const user = userEvent.setup();
    renderUi(<Shell forceMobile />, { route: '/search' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('link', { name: 'Search' }));
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('closes on any location change (programmatic navigation)', async () => {
    const user = userEvent.setup();
    renderUi(<Shell forceMobile />, { route: '/search' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'go explore' }));
    expect(screen.getByRole('heading', { name: 'Explore page' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('closes on Escape (focus back on the menu button) and on the backdrop', async () => {
    const user = userEvent.setup();
    renderUi(<Shell forceMobile />, { route: '/search' });
    const menu = screen.getByRole('button', { name: 'Open menu' });
    await user.click(menu);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(menu).toHaveFocus();

    await user.click(menu);
    await user.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  describe('following the viewport (matchMedia)', () => {
    let media: ReturnType<typeof mockMatchMedia>;
    afterEach(() => media.restore());

    it('uses the drawer at phone widths and closes it on navigation', async () => {
      media = mockMatchMedia(true);
      const user = userEvent.setup();
      renderUi(<Shell />, { route: '/search' });
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      await user.click(screen.getByRole('link', { name: /Dashboard/ }));
      expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    });

    it('switches layouts when the viewport changes', () => {
      media = mockMatchMedia(false);
      renderUi(<Shell />, { route: '/search' });
      expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
      act(() => media.setMobile(true));
      expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      act(() => media.setMobile(false));
      expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    });
  });
});

describe('PageHeader', () => {
  it('renders the title as h1 with description and actions', () => {
    renderUi(<PageHeader title="Cari Interest" description="Temukan interest" actions={<button type="button">Export</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cari Interest' })).toBeInTheDocument();
    expect(screen.getByText('Temukan interest')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });
});
