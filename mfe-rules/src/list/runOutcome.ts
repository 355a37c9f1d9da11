// A run's outcome in words and tone, for the list, the log and the detail.
import type { RunStatus } from '../api/rulesApi';

export const OUTCOME: Record<RunStatus, { label: string; tone: 'success' | 'warning' | 'error' | 'info' | 'neutral' }> = {
  succeeded: { label: 'Acted', tone: 'success' },
  no_match: { label: 'Nothing matched', tone: 'neutral' },
  partial: { label: 'Partly failed', tone: 'warning' },
  failed: { label: 'Failed', tone: 'error' },
  queued: { label: 'Queued', tone: 'info' },
  running: { label: 'Running', tone: 'info' },
};

export const TRIGGER_WORDS = { schedule: 'Schedule', manual: 'Run now', dry_run: 'Dry run' } as const;
