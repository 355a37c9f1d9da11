// The shell of every dashboard screen: title and tabs, the account / date / objective / metric controls, and the
// screen below. A guest sees what the dashboard offers and a way to log in instead (SPEC §2: the route is open).
import { useMemo, useState } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { dateRangeRules, normalizeGrouping, selectionFromParams, selectionOfChoice, selectionToParams, useFigureFreshness, useLoggedIn, useRefreshFigures } from 'shared-graph';
import { Button, DateRangePicker, EmptyState, FreshnessStamp, PageHeader, NavTabs, Select } from 'shared-ui';
import styled from 'styled-components';
import { accountKey, type DashboardAccount } from '../data/dashboardAccount';
import { useDashboardQuery } from '../data/dashboardQuery';
import { loadTimeZones } from '../data/insightsLoader';
import { GuestDashboard } from '../guest/GuestDashboard';
import { OBJECTIVE_PRESETS, objectivePreset, type ObjectivePresetId } from '../objectives/objectivePresets';
import { usePreferences } from '../preferences/usePreferences';
import { AccountPicker } from './AccountPicker';
import type { DashboardFilters } from './DashboardFilters';
import { MetricPicker } from './MetricPicker';
import { useAccountSelection } from './useAccountSelection';

const SCREENS = [
  { to: '/dashboard', label: 'Overview', end: true },
  { to: '/dashboard/funnel', label: 'Funnel' },
  { to: '/dashboard/breakdown', label: 'Breakdown' },
  { to: '/dashboard/daily-performance', label: 'Daily performance' },
];

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Stamp = styled(FreshnessStamp)`
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
`;

const Page = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

export function DashboardLayout() {
  const loggedIn = useLoggedIn();
  if (!loggedIn) return <GuestDashboard />;
  return <SignedInDashboard />;
}

function SignedInDashboard() {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { pickable, selected, setSelected } = useAccountSelection();
  const { preferences, save } = usePreferences(true);
  const [picking, setPicking] = useState(false);
  const selection = selectionFromParams(params);
  const grouping = normalizeGrouping(params.get('group'));
  const preset = objectivePreset(preferences.preset);

  const keys = selected.map(accountKey);
  // The stamp covers the figures of the screen below (its queries are the ones on screen) for the chosen accounts.
  const accountIds = selected.map((a) => a.id);
  const freshness = useFigureFreshness(accountIds);
  const { refresh, refreshing } = useRefreshFigures(accountIds);
  const zones = useDashboardQuery(['timezones', keys], (signal) => loadTimeZones(selected, signal), { enabled: selected.length > 0 });
  const accounts = useMemo<DashboardAccount[]>(
    () => selected.map((a) => ({ id: a.id, team: a.team, name: a.name, currency: a.currency, timeZone: zones.data?.[accountKey(a)] ?? null })),
    [selected, zones.data],
  );

  // The picker shows the days of the first account's zone (a preset means each account's own days).
  const rules = dateRangeRules(accounts[0]?.timeZone ?? null);

  const title = SCREENS.slice(1).find((s) => location.pathname.startsWith(s.to))?.label ?? 'Overview';
  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };

  if (pickable.length === 0) {
    return (
      <Page>
        <PageHeader title={title} />
        <EmptyState title="No ad account yet" message="Connect Facebook and choose an ad account in the setup to see its dashboard." />
      </Page>
    );
  }

  const filters: DashboardFilters = { accounts, selection, grouping, preset, metrics: preferences.metrics, ready: !zones.isPending };
  return (
    <Page>
      <PageHeader title={title} description="How your ad accounts did, against the period before.">
        <NavTabs aria-label="Dashboard screens" items={SCREENS} />
      </PageHeader>
      <Toolbar role="group" aria-label="Dashboard filters">
        <AccountPicker accounts={pickable} selected={selected} onChange={setSelected} />
        <DateRangePicker
          {...rules}
          description={`Presets are computed in each ad account's own time zone${accounts.length === 1 && accounts[0]?.timeZone ? ` (${accounts[0].timeZone})` : ''}.`}
          value={selection}
          onChange={(next) => setParams(selectionToParams(selectionOfChoice(next), params), { replace: true })}
        />
        <Select
          aria-label="Objective"
          width={220}
          options={OBJECTIVE_PRESETS.map((p) => ({ value: p.id, label: p.label }))}
          value={preset.id}
          onChange={(event) => {
            const next = objectivePreset(event.target.value as ObjectivePresetId);
            save({ preset: next.id, metrics: [...next.arr] });
          }}
        />
        <Select
          aria-label="Chart grouping"
          width={130}
          options={[
            { value: 'daily', label: 'Daily' },
            { value: 'weekly', label: 'Weekly' },
          ]}
          value={grouping}
          onChange={(event) => setParam('group', event.target.value === 'weekly' ? 'weekly' : null)}
        />
        <Button onClick={() => setPicking(true)}>Metrics ({preferences.metrics.length})</Button>
      </Toolbar>
      <Stamp freshness={freshness} onRefresh={refresh} refreshing={refreshing} />
      <MetricPicker
        open={picking}
        value={preferences.metrics}
        onClose={() => setPicking(false)}
        onSave={(metrics) => {
          save({ preset: preset.id, metrics });
          setPicking(false);
        }}
      />
      <Outlet context={filters} />
    </Page>
  );
}
