// What every dashboard screen reads from the shell: the accounts (with time zones), the dates, the grouping and
// the chosen metrics. The layout provides it through the router outlet's context.
import { useOutletContext } from 'react-router-dom';
import type { Grouping } from 'shared-graph';
import type { DashboardAccount } from '../data/dashboardAccount';
import type { DateSelection } from '../data/period';
import type { ObjectivePreset } from '../objectives/objectivePresets';

export interface DashboardFilters {
  accounts: DashboardAccount[];
  selection: DateSelection;
  grouping: Grouping;
  preset: ObjectivePreset;
  metrics: string[];
  /** False while the accounts' time zones are still being read (queries wait for them). */
  ready: boolean;
}

export function useDashboardFilters(): DashboardFilters {
  return useOutletContext<DashboardFilters>();
}
