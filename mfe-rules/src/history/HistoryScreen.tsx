// /rules/history: the execution log across the team's rules, filterable by outcome and trigger.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { requestErrorText } from 'shared-graph';
import { Button, ErrorState, Field, Inline, Select } from 'shared-ui';
import { useRuleHistory, useRulesTeam } from '../api/useRulesQueries';
import { RulesPage } from '../layout/RulesPage';
import { OUTCOME } from '../list/runOutcome';
import { RUN_TRIGGER_WORDS } from './revertWords';
import { RunHistoryTable } from './RunHistoryTable';

export function HistoryFilters({ status, trigger, onChange }: { status: string; trigger: string; onChange: (next: { status: string; trigger: string }) => void }) {
  return (
    <Inline gap="md" align="end">
      <Field label="Outcome">
        <Select value={status} onChange={(e) => onChange({ status: e.target.value, trigger })} options={[{ value: '', label: 'Every outcome' }, ...Object.entries(OUTCOME).map(([value, o]) => ({ value, label: o.label }))]} />
      </Field>
      <Field label="Trigger">
        <Select value={trigger} onChange={(e) => onChange({ status, trigger: e.target.value })} options={[{ value: '', label: 'Every trigger' }, ...Object.entries(RUN_TRIGGER_WORDS).filter(([v]) => v !== 'dry_run').map(([value, label]) => ({ value, label }))]} />
      </Field>
    </Inline>
  );
}

export function HistoryScreen() {
  const navigate = useNavigate();
  const { teamId } = useRulesTeam();
  const [filter, setFilter] = useState({ status: '', trigger: '' });
  const [page, setPage] = useState(1);
  const query = useRuleHistory(teamId, { ...(filter.status ? { status: filter.status } : {}), ...(filter.trigger ? { trigger: filter.trigger } : {}), page });
  return (
    <RulesPage title="Execution log" description="Every run of every rule, kept for 90 days.">
      <HistoryFilters {...filter} onChange={(next) => { setFilter(next); setPage(1); }} />
      {query.error ? (
        <ErrorState message={requestErrorText(query.error, 'The log could not be loaded.')} onRetry={() => void query.refetch()} />
      ) : (
        <RunHistoryTable runs={query.data?.data ?? []} loading={query.isPending} onOpen={(run) => void navigate(`/rules/${run.rule_id}/history?run=${run.id}`)} />
      )}
      <Inline>
        {page > 1 ? <Button onClick={() => setPage(page - 1)}>Newer runs</Button> : null}
        {query.data?.has_more ? <Button onClick={() => setPage(page + 1)}>Older runs</Button> : null}
      </Inline>
    </RulesPage>
  );
}
