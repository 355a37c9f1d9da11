// "Revert this run" on a run's details: the button (for a finished run that changed something and was not reverted),
// a dialog listing what would be put back (object, field, what the run set → what was there before), and afterwards
// what the revert did per object with a link to the revert run. A reverted run links to its revert, a revert to its run.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { notify, requestErrorText } from 'shared-graph';
import { Banner, Button, Modal, Stack } from 'shared-ui';
import type { RunDetail } from '../api/rulesApi';
import { useRulesTeam, useRunRevert } from '../api/useRulesQueries';
import { objectLabel, restoreWords, revertedWords, revertItems, revertSummary } from './revertWords';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
  &:last-child {
    border-bottom: 0;
  }
`;

const Line = styled.span`
  display: block;
`;

const Text = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

function useRunLinks() {
  const [search] = useSearchParams();
  const linkedTeam = /^\d{1,9}$/.test(search.get('team') ?? '') ? Number(search.get('team')) : null;
  const { teamId } = useRulesTeam(linkedTeam);
  const teamQuery = linkedTeam === null ? '' : `&team=${linkedTeam}`;
  return { teamId, runLink: (ruleId: number, runId: number) => `/rules/${ruleId}/history?run=${runId}${teamQuery}` };
}

/** What a revert run did, object by object. */
function RevertResult({ revert, currency, runLink }: { revert: RunDetail; currency: string | null; runLink: string }) {
  return (
    <Banner type={revert.status === 'failed' ? 'error' : revert.status === 'partial' ? 'warning' : 'success'} title={`Revert finished: ${revertSummary(revert)}`}>
      <Stack gap="sm">
        {revert.error ? <Text>{revert.error}</Text> : null}
        {revert.objects.length > 0 ? (
          <List aria-label="What the revert did">
            {revert.objects.map((object) => (
              <Item key={object.object_id}>
                <strong>{objectLabel(object)}</strong>
                {object.actions.map((action, index) => (
                  <Line key={index}>{revertedWords(action, currency)}</Line>
                ))}
              </Item>
            ))}
          </List>
        ) : null}
        <Link to={runLink}>Open the revert (run #{revert.id})</Link>
      </Stack>
    </Banner>
  );
}

export function RevertRun({ run, currency }: { run: RunDetail; currency: string | null }) {
  const { teamId, runLink } = useRunLinks();
  const revert = useRunRevert(teamId);
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<RunDetail | null>(null);
  const [error, setError] = useState<unknown>(null);
  const items = revertItems(run);
  const shownResult = result && result.reverts_run_id === run.id ? result : null;

  async function confirm() {
    setError(null);
    try {
      const done = await revert.mutateAsync({ ruleId: run.rule_id, runId: run.id });
      setResult(done);
      setOpen(false);
      notify.success(`Run #${run.id} reverted: ${revertSummary(done)}.`);
    } catch (caught) {
      setError(caught);
    }
  }

  return (
    <Stack gap="sm">
      {run.trigger === 'revert' && run.reverts_run_id ? (
        <Text>
          This run reverted <Link to={runLink(run.rule_id, run.reverts_run_id)}>run #{run.reverts_run_id}</Link>: {revertSummary(run)}.
        </Text>
      ) : null}
      {shownResult ? <RevertResult revert={shownResult} currency={currency} runLink={runLink(run.rule_id, shownResult.id)} /> : null}
      {run.reverted_by_run_id && !shownResult ? (
        <Text>
          Reverted by <Link to={runLink(run.rule_id, run.reverted_by_run_id)}>run #{run.reverted_by_run_id}</Link>.
        </Text>
      ) : null}
      {run.revertable && !shownResult ? (
        <div>
          <Button onClick={() => { setError(null); setOpen(true); }}>Revert this run</Button>
        </div>
      ) : null}
      <Modal
        open={open}
        onClose={() => {
          if (!revert.isPending) setOpen(false);
        }}
        closeOnBackdrop={!revert.isPending}
        closeOnEscape={!revert.isPending}
        size="lg"
        title={`Revert run #${run.id}?`}
        description="Each value goes back to what it was before the run, unless someone changed it since: that one is left as it is."
        data-testid="revert-run-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={revert.isPending}>
              Cancel
            </Button>
            <Button variant="primary" onClick={() => void confirm()} loading={revert.isPending}>
              Revert run
            </Button>
          </>
        }
      >
        <Stack gap="md">
          {error ? <Banner type="error">{requestErrorText(error, 'The run could not be reverted. Try again.')}</Banner> : null}
          <section aria-labelledby="revert-changes">
            <h3 id="revert-changes">
              {items.length} {items.length === 1 ? 'change' : 'changes'} to put back on Facebook
            </h3>
            <List aria-labelledby="revert-changes">
              {items.map(({ object, action }, index) => (
                <Item key={`${object.object_id}-${index}`}>
                  <strong>{objectLabel(object)}</strong>
                  <Line>{restoreWords(action, currency)}</Line>
                </Item>
              ))}
            </List>
          </section>
        </Stack>
      </Modal>
    </Stack>
  );
}
