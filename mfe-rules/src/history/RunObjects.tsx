// One run, object by object: the metric values the conditions read, their results, and old → new (or the error);
// above them, "Revert this run" or which run reverted it (a revert run: what it restored and what it left).
import styled from 'styled-components';
import { Badge, Card, CardBody, CardTitle, Stack } from 'shared-ui';
import type { RunDetail } from '../api/rulesApi';
import { metricWords, OPERATOR_WORDS, valueWords, WINDOW_WORDS } from '../builder/ruleWords';
import { RevertRun } from './RevertRun';
import { revertedWords } from './revertWords';

const Line = styled.p`
  margin: 0;
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`;

export function RunObjects({ run, currency }: { run: RunDetail; currency: string | null }) {
  const shown = run.objects.filter((o) => o.matched || o.actions.length > 0);
  return (
    <Stack gap="sm" aria-label="Objects of the run">
      <RevertRun run={run} currency={currency} />
      {run.error ? <Badge tone="error">{run.error}</Badge> : null}
      {shown.length === 0 ? <Line>{run.trigger === 'revert' ? 'Nothing was restored in this run.' : `No object matched in this run (${run.objects_checked} checked).`}</Line> : null}
      {shown.map((object) => (
        <Card key={object.object_id}>
          <CardBody>
            <CardTitle as="h3">{object.object_name || object.object_id}</CardTitle>
            {object.conditions.map((c) => (
              <Line key={c.path}>
                {metricWords(c.metric)}
                {c.window ? ` (${WINDOW_WORDS[c.window]})` : ''}: {c.left === null ? '—' : valueWords(c.metric, c.left, currency)} {OPERATOR_WORDS[c.operator]}{' '}
                {c.right === null ? '—' : valueWords(c.metric, c.right, currency)} — {c.result ? 'true' : 'false'}
              </Line>
            ))}
            {object.skipped ? <Line>Left alone: {object.skipped}</Line> : null}
            {object.actions.map((action, i) => run.trigger === 'revert' ? (
              <Line key={i}>
                <Badge tone={action.status === 'done' ? 'success' : action.status === 'failed' ? 'error' : 'neutral'}>{action.status === 'done' ? 'restored' : action.status === 'failed' ? 'failed' : 'left'}</Badge>{' '}
                {revertedWords(action, currency)}
              </Line>
            ) : (
              <Line key={i}>
                <Badge tone={action.status === 'done' ? 'success' : action.status === 'failed' ? 'error' : 'neutral'}>{action.status}</Badge> {action.type.replace('_', ' ')}
                {action.field && (action.old !== undefined || action.new !== undefined) ? ` ${action.field}: ${String(action.old)} → ${String(action.new)}` : ''}
                {action.error ? ` — ${action.error}` : ''}
              </Line>
            ))}
          </CardBody>
        </Card>
      ))}
    </Stack>
  );
}
