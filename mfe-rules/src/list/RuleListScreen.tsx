// /rules: the team's rules with their scope, schedule, status toggle, last run and next run; search and filter.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { notify, requestErrorText } from 'shared-graph';
import { Badge, ErrorState, Field, formatDateTime, Inline, Select, Switch, TextInput } from 'shared-ui';
import { createColumnHelper, DataTable, useDataTable } from 'shared-ui/table';
import type { Rule } from '../api/rulesApi';
import { useRuleList, useRulesTeam, useRuleWrites } from '../api/useRulesQueries';
import { scheduleWords, scopeWords } from '../builder/ruleWords';
import { RulesPage } from '../layout/RulesPage';
import { OUTCOME } from './runOutcome';

const column = createColumnHelper<Rule>();

function StatusToggle({ rule, teamId }: { rule: Rule; teamId: number }) {
  const { setEnabled } = useRuleWrites(teamId);
  return (
    <Switch
      checked={rule.enabled}
      busy={setEnabled.isPending}
      aria-label={`${rule.name} is ${rule.enabled ? 'on' : 'off'}`}
      onChange={(enabled) =>
        setEnabled.mutate(
          { id: rule.id, enabled },
          { onError: (error) => notify.error(requestErrorText(error, 'The rule could not be switched.') ?? 'The rule could not be switched.') },
        )
      }
    />
  );
}

export function RuleListScreen() {
  const navigate = useNavigate();
  const { teamId, accountName } = useRulesTeam();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const filter = { ...(q.trim() ? { q: q.trim() } : {}), ...(status ? { status } : {}) };
  const query = useRuleList(teamId, filter);
  const columns = [
    column.accessor('name', { header: 'Name', size: 220, meta: { grow: true }, cell: (c) => <Link to={`/rules/${c.row.original.id}`}>{c.getValue()}</Link> }),
    column.display({ id: 'scope', header: 'Scope', size: 220, cell: (c) => `${scopeWords(c.row.original)} · ${accountName(c.row.original.account_id)}` }),
    column.display({ id: 'schedule', header: 'Schedule', size: 160, cell: (c) => scheduleWords(c.row.original.schedule) }),
    column.accessor('enabled', { header: 'Status', size: 90, cell: (c) => <StatusToggle rule={c.row.original} teamId={teamId} /> }),
    column.display({
      id: 'last_run',
      header: 'Last run',
      size: 200,
      cell: (c) => {
        const run = c.row.original.last_run;
        if (!run) return 'Not run yet';
        const outcome = OUTCOME[run.status];
        return (
          <Inline gap="xs">
            <Badge tone={outcome.tone}>{outcome.label}</Badge>
            <span>{formatDateTime(run.finished_at ?? run.created_at)}</span>
          </Inline>
        );
      },
    }),
    column.accessor('next_run_at', {
      header: 'Next run',
      size: 170,
      cell: (c) => (c.row.original.disabled_reason ? <Badge tone="error">Turned off</Badge> : c.getValue() ? formatDateTime(c.getValue()!) : 'Off'),
    }),
  ];
  const state = useDataTable({ data: query.data ?? [], columns, getRowId: (rule) => String(rule.id) });
  return (
    <RulesPage title="Rules" description="Rules watch your campaigns, ad sets and ads on a schedule and act for you.">
      <Inline gap="md" align="end">
        <Field label="Search rules">
          <TextInput type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Rule name" />
        </Field>
        <Field label="Status">
          <Select
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            options={[
              { value: '', label: 'All rules' },
              { value: 'enabled', label: 'On' },
              { value: 'disabled', label: 'Off' },
            ]}
          />
        </Field>
      </Inline>
      {query.error ? (
        <ErrorState message={requestErrorText(query.error, 'The rules could not be loaded.')} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          state={state}
          label="Rules"
          loading={query.isPending}
          emptyMessage={Object.keys(filter).length ? 'No rule matches the search.' : 'No rules yet. Start from a template or create one.'}
          onRowActivate={(rule) => void navigate(`/rules/${rule.id}`)}
        />
      )}
    </RulesPage>
  );
}
