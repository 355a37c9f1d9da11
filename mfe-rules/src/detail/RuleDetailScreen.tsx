// /rules/:id/:history?: one rule — its sentence, status, run now, edit, delete — and its own execution log.
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isNotFound, notify, recordIdFromAddress, requestErrorText } from 'shared-graph';
import { Badge, Banner, Button, Card, CardBody, ErrorState, formatDateTime, Inline, LinkButton, NavTabs, Stack } from 'shared-ui';
import { useRule, useRuleHistory, useRulesTeam, useRuleWrites, useRun } from '../api/useRulesQueries';
import { ruleSentence } from '../builder/ruleWords';
import { HistoryFilters } from '../history/HistoryScreen';
import { RunHistoryTable } from '../history/RunHistoryTable';
import { RunObjects } from '../history/RunObjects';
import { RuleNotFound } from '../layout/RuleNotFound';
import { RulesPage } from '../layout/RulesPage';

export function RuleDetailScreen() {
  const params = useParams();
  const id = recordIdFromAddress(params.id);
  const showHistory = params.history === 'history';
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const linkedTeam = /^\d{1,9}$/.test(search.get('team') ?? '') ? Number(search.get('team')) : null;
  // A link into another team's rule keeps naming that team as the screen moves between runs.
  const teamQuery = linkedTeam === null ? '' : `&team=${linkedTeam}`;
  const { teamId, accountName, currencyOf } = useRulesTeam(linkedTeam);
  const rule = useRule(teamId, id);
  const writes = useRuleWrites(teamId);
  const [filter, setFilter] = useState({ status: '', trigger: '' });
  const history = useRuleHistory(
    teamId,
    { rule: id ?? 0, ...(filter.status ? { status: filter.status } : {}), ...(filter.trigger ? { trigger: filter.trigger } : {}) },
    { enabled: id !== null },
  );
  const linkedRun = search.get('run');
  const openRun = linkedRun ? recordIdFromAddress(linkedRun) : (history.data?.data[0]?.id ?? null);
  const run = useRun(teamId, id ?? 0, showHistory && id !== null ? openRun : null);
  // A run link that names nothing, or a run that is gone (the log keeps 90 days), cannot be opened.
  const runMissing = Boolean(linkedRun) && (openRun === null || (isNotFound(run.error)));

  if (id === null || rule.error) {
    return (
      <RulesPage title="Rule">
        {id === null || isNotFound(rule.error) ? (
          <RuleNotFound error={rule.error} />
        ) : (
          <ErrorState message={requestErrorText(rule.error, 'This rule could not be loaded.')} onRetry={() => void rule.refetch()} />
        )}
      </RulesPage>
    );
  }
  if (!rule.data) return <RulesPage title="Rule">Loading…</RulesPage>;
  const r = rule.data;
  const currency = currencyOf(r.account_id);

  async function runNow() {
    try {
      const report = await writes.runNow.mutateAsync(r.id);
      notify.success(`Run finished: ${report.objects_matched} matched, ${report.actions_done} changed${report.actions_failed ? `, ${report.actions_failed} failed` : ''}.`);
      void navigate(`/rules/${r.id}/history?run=${report.run_id}${teamQuery}`);
    } catch (error) {
      notify.error(requestErrorText(error, 'The rule could not run.') ?? 'The rule could not run.');
    }
  }

  async function remove() {
    if (!window.confirm(`Delete “${r.name}”? Its history goes with it.`)) return;
    await writes.remove.mutateAsync(r.id);
    notify.success(`“${r.name}” is deleted.`);
    void navigate('/rules');
  }

  return (
    <RulesPage
      title={r.name}
      actions={
        <Inline>
          <Button variant="primary" onClick={() => void runNow()} loading={writes.runNow.isPending}>
            Run now
          </Button>
          <LinkButton to={`/rules/create?edit=${r.id}`}>Edit</LinkButton>
          <Button variant="danger" onClick={() => void remove()}>
            Delete
          </Button>
        </Inline>
      }
    >
      <Card>
        <CardBody>
          <Stack gap="sm">
            <p>{ruleSentence(r, accountName(r.account_id), currency)}</p>
            <Inline gap="sm">
              <Badge tone={r.enabled ? 'success' : 'neutral'}>{r.enabled ? 'On' : 'Off'}</Badge>
              {r.next_run_at ? <span>Next run {formatDateTime(r.next_run_at)}</span> : null}
              {r.disabled_reason ? <Badge tone="error">{r.disabled_reason}</Badge> : null}
            </Inline>
          </Stack>
        </CardBody>
      </Card>
      <NavTabs
        aria-label="Rule sections"
        items={[
          { to: `/rules/${r.id}`, label: 'Overview', end: true },
          { to: `/rules/${r.id}/history`, label: 'History' },
        ]}
      />
      {showHistory ? (
        <Stack gap="md">
          <HistoryFilters {...filter} onChange={setFilter} />
          <RunHistoryTable runs={history.data?.data ?? []} loading={history.isPending} onOpen={(one) => void navigate(`/rules/${r.id}/history?run=${one.id}${teamQuery}`)} />
          {runMissing ? <Banner type="info">The run in this link was not found: the execution log keeps runs for 90 days. Open one from the list.</Banner> : null}
          {run.data ? <RunObjects run={run.data} currency={currency} /> : null}
        </Stack>
      ) : (
        <p>Cool-down {r.cooldown_hours} h per object{r.max_executions_per_object ? `, at most ${r.max_executions_per_object} runs per object` : ''}.</p>
      )}
    </RulesPage>
  );
}
