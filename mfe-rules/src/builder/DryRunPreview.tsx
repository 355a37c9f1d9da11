// The dry run beside the builder: how many objects match now and what would change (changes and notifications
// apart); the table of every object evaluated is shown under the form (EvaluatedObjects).
import styled from 'styled-components';
import { Badge, Card, CardBody, CardTitle, EmptyState, Stack } from 'shared-ui';
import type { RunReport } from '../api/rulesApi';
import { changeWords, objectName, parentWords, plannedChanges, plannedNotices } from '../run/reportWords';

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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function DryRunPreview({ report, currency }: { report: RunReport | null; currency: string | null }) {
  if (!report) return <EmptyState title="Preview" message="Press “Preview” to see every object the rule checks, its numbers, and what the rule would change. Nothing is changed." />;
  const changes = plannedChanges(report);
  const notices = plannedNotices(report);
  return (
    <Card>
      <CardBody>
        <Stack gap="sm">
          <CardTitle>
            Preview: {report.objects_matched} of {report.objects_checked} match
          </CardTitle>
          {report.error ? <Badge tone="error">{report.error}</Badge> : null}
          {!report.error ? (
            <Small>
              {plural(changes.length, 'change', 'changes')} would be made{notices.length > 0 ? `; a notification about ${plural(notices.length, 'object', 'objects')} would be sent` : ''}. Every object is in the table below.
            </Small>
          ) : null}
          {changes.length > 0 ? (
            <List aria-label="What would change">
              {changes.map(({ object, action }, index) => (
                <li key={`${object.object_id}-${index}`}>
                  <strong>{objectName(object)}</strong>
                  {parentWords(object) ? <Small>{parentWords(object)}</Small> : null}
                  <Small>{changeWords(action, currency)}</Small>
                </li>
              ))}
            </List>
          ) : null}
        </Stack>
      </CardBody>
    </Card>
  );
}
