// /rules/:id/:history?: one rule — its sentence, status, run now, edit, delete — and its own execution log.
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isNotFound, notify, recordIdFromAddress, requestErrorText } from 'shared-graph';
import { Badge, Banner, Button, Card, CardBody, CardTitle, ErrorState, formatDateTime, Inline, LinkButton, NavTabs, Stack } from 'shared-ui';
import type { RunReport } from '../api/rulesApi';
import { useRule, useRuleHistory, useRulesTeam, useRuleWrites, useRun } from '../api/useRulesQueries';
import { ruleSentence } from '../builder/ruleWords';
import { HistoryFilters } from '../history/HistoryScreen';
import { RunHistoryTable } from '../history/RunHistoryTable';
import { RunObjects } from '../history/RunObjects';
import { RuleNotFound } from '../layout/RuleNotFound';
import { RulesPage } from '../layout/RulesPage';
import { EvaluatedObjects } from '../run/EvaluatedObjects';
import { runCounts, runCountsWords } from '../run/reportWords';
import { RunNowDialog } from '../run/RunNowDialog';

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
  // Run now asks first: the dialog holds the saved rule's dry run (null while it is read).
  const [confirm, setConfirm] = useState<{ report: RunReport | null; error: unknown } | null>(null);
  const [dryRun, setDryRun] = useState<{ report: RunReport | null; error: unknown } | null>(null);
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

  async function askToRun() {
    setConfirm({ report: null, error: null });
    try {
      const report = await writes.dryRunSaved.mutateAsync(r.id);
      setConfirm((open) => (open ? { report, error: null } : open));
    } catch (error) {
      setConfirm((open) => (open ? { report: null, error } : open));
    }
  }

  async function runNow() {
    try {
      const report = await writes.runNow.mutateAsync(r.id);
      setConfirm(null);
      notify.success(runCountsWords(runCounts(report)));
      void navigate(`/rules/${r.id}/history?run=${report.run_id}${teamQuery}`);
    } catch (error) {
      setConfirm(null);
      notify.error(requestErrorText(error, 'The rule could not run.') ?? 'The rule could not run.');
    }
  }

  async function previewNow() {
    setDryRun({ report: null, error: null });
    try {
      setDryRun({ report: await writes.dryRunSaved.mutateAsync(r.id), error: null });
    } catch (error) {
      setDryRun({ report: null, error });
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
          <Button variant="primary" onClick={() => void askToRun()} loading={confirm !== null && confirm.report === null && !confirm.error}>
            Run now
          </Button>
          <Button onClick={() => void previewNow()} loading={dryRun !== null && dryRun.report === null && !dryRun.error}>
            Dry run
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
        <Stack gap="md">
          <p>Cool-down {r.cooldown_hours} h per object{r.max_executions_per_object ? `, at most ${r.max_executions_per_object} runs per object` : ''}.</p>
          {dryRun?.error ? <Banner type="error">{requestErrorText(dryRun.error, 'The dry run could not be read. Try again.')}</Banner> : null}
          {dryRun?.report ? (
            <Card>
              <CardBody>
                <Stack gap="sm">
                  <CardTitle as="h2">
                    Dry run: {dryRun.report.objects_matched} of {dryRun.report.objects_checked} match now
                  </CardTitle>
                  <p>Nothing was changed. Every object in the rule’s scope is listed with the numbers its conditions read.</p>
                  {dryRun.report.error ? <Banner type="error">{dryRun.report.error}</Banner> : null}
                  <EvaluatedObjects report={dryRun.report} currency={currency} fileName={`${r.name.replace(/[^\w-]+/g, '-')}-dry-run.csv`} />
                </Stack>
              </CardBody>
            </Card>
          ) : null}
        </Stack>
      )}
      <RunNowDialog
        open={confirm !== null}
        ruleName={r.name}
        level={r.scope.level}
        currency={currency}
        report={confirm?.report ?? null}
        error={confirm?.error ?? null}
        running={writes.runNow.isPending}
        onRun={() => void runNow()}
        onCancel={() => setConfirm(null)}
      />
    </RulesPage>
  );
}
