// The dry run beside the builder: which objects match now, the numbers the conditions read, and what would change.
import styled from 'styled-components';
import { Badge, Card, CardBody, CardTitle, EmptyState, Stack } from 'shared-ui';
import type { RunReport } from '../api/rulesApi';
import { metricWords, OPERATOR_WORDS, valueWords } from './ruleWords';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Small = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

function changeWords(action: RunReport['objects'][number]['actions'][number]): string {
  if (action.type === 'notify') return 'would notify';
  if (action.type === 'duplicate') return 'would make a paused copy';
  if (action.status === 'skipped') return `${action.type.replace('_', ' ')} skipped: ${action.error}`;
  return `${action.field}: ${String(action.old)} → ${String(action.new)}`;
}

export function DryRunPreview({ report, currency }: { report: RunReport | null; currency: string | null }) {
  if (!report) return <EmptyState title="Preview" message="Press “Preview” to see which objects match now and what the rule would change. Nothing is changed." />;
  const matched = report.objects.filter((o) => o.matched);
  return (
    <Card>
      <CardBody>
        <Stack gap="sm">
          <CardTitle>Preview: {matched.length} of {report.objects_checked} would be acted on</CardTitle>
          {report.error ? <Badge tone="error">{report.error}</Badge> : null}
          <List aria-label="Matching objects">
            {matched.map((object) => (
              <li key={object.object_id}>
                <strong>{object.object_name || object.object_id}</strong>
                {object.conditions.map((c) => (
                  <Small key={c.path}>
                    {metricWords(c.metric)} {c.left === null ? '—' : valueWords(c.metric, c.left, currency)} {OPERATOR_WORDS[c.operator]}{' '}
                    {c.right === null ? '—' : valueWords(c.metric, c.right, currency)} {c.result ? '✓' : '✗'}
                  </Small>
                ))}
                {object.actions.map((action, i) => (
                  <Small key={i}>{changeWords(action)}</Small>
                ))}
              </li>
            ))}
          </List>
          {matched.length === 0 && !report.error ? <Small>Nothing matches right now.</Small> : null}
        </Stack>
      </CardBody>
    </Card>
  );
}
