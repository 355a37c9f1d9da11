import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { renderUi } from '../testing/render';
import { NavTabs, Tabs } from './Tabs';

function Demo() {
  const [tab, setTab] = useState<'campaigns' | 'adsets' | 'ads'>('campaigns');
  return (
    <Tabs
      aria-label="Assets"
      value={tab}
      onChange={setTab}
      items={[
        { value: 'campaigns', label: 'Campaigns', badge: 12 },
        { value: 'adsets', label: 'Ad sets' },
        { value: 'ads', label: 'Ads' },
      ]}
    >
      Showing {tab}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('selects on click and shows the panel labelled by the tab', async () => {
    renderUi(<Demo />);
    expect(screen.getByRole('tablist', { name: 'Assets' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Campaigns/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Ad sets' }));
    expect(screen.getByRole('tab', { name: 'Ad sets' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Ad sets' })).toHaveTextContent('Showing adsets');
  });

  it('moves with arrow keys, Home and End (roving tabindex)', async () => {
    const user = userEvent.setup();
    renderUi(<Demo />);
    await user.tab();
    expect(screen.getByRole('tab', { name: /Campaigns/ })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Ads' })).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Ad sets' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Ad sets' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Ads' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Campaigns/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Ads' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: /Campaigns/ })).toHaveFocus();
  });
});

describe('NavTabs', () => {
  it('renders route links and marks the current one', async () => {
    renderUi(
      <>
        <NavTabs
          aria-label="Dashboard sections"
          items={[
            { to: '/dashboard', label: 'Overview', end: true },
            { to: '/dashboard/funnel', label: 'Funnel' },
          ]}
        />
        <Routes>
          <Route path="/dashboard" element={<p>overview</p>} />
          <Route path="/dashboard/funnel" element={<p>funnel</p>} />
        </Routes>
      </>,
      { route: '/dashboard' },
    );
    expect(screen.getByRole('navigation', { name: 'Dashboard sections' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Funnel' }));
    expect(screen.getByText('funnel')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Funnel' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });
});

/** The style rules that apply to an element's own classes (styled-components' generated ones), as CSS text. */
function rulesOf(element: Element): string[] {
  const classes = Array.from(element.classList);
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .map((rule) => rule.cssText.replace(/\s+/g, ' '))
    .filter((text) => classes.some((name) => text.startsWith(`.${name}`)));
}

describe('the tab strip has no scrollbar of its own', () => {
  it.each([
    ['NavTabs', () => renderUi(<NavTabs aria-label="Settings" items={[{ to: '/', label: 'Account', end: true }, { to: '/team', label: 'Team' }]} />, { route: '/team' })],
    ['Tabs', () => renderUi(<Demo />)],
  ])('%s: scrolls sideways with the scrollbar hidden, nothing overflowing downwards', (_name, render) => {
    render();
    const list = screen.queryByRole('tablist') ?? screen.getByRole('navigation').firstElementChild!;
    const rules = rulesOf(list);
    const own = rules.find((text) => /^\.[\w-]+ \{/.test(text)) ?? '';
    expect(own).toContain('overflow-x: auto');
    expect(own).toContain('overflow-y: hidden');
    expect(own).toContain('scrollbar-width: none');
    expect(rules.some((text) => /::-webkit-scrollbar \{ ?display: none/.test(text))).toBe(true);
    // The tabs do not reach below the strip (that pixel made a vertical scrollbar).
    for (const tab of Array.from(list.children)) expect(getComputedStyle(tab).marginBottom).not.toMatch(/^-/);
  });
});
