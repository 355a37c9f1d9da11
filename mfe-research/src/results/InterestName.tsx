// The name cell of the research table: the name is the row's identity and always gets the room; type, path and
// the platform's deprecation note sit on a second, smaller line.
import styled from 'styled-components';
import { Badge } from 'shared-ui';
import type { ResearchRow } from './rows';

const TYPE_LABELS: Record<string, string> = { interests: 'interest', behaviors: 'behaviour', page: 'page' };

export function statusLabel(row: Pick<ResearchRow, 'status'>): string | null {
  if (!row.status) return null;
  return row.status.state === 'unavailable' ? 'No longer accepted' : 'Deprecated';
}

export function InterestName({ row }: { row: ResearchRow }) {
  const path = row.path.slice(0, -1).join(' › ');
  const status = statusLabel(row);
  const replacement = row.status?.replacement;
  const title = [row.name, row.path.join(' › '), row.description, status && `${status}${replacement ? ` — use ${replacement.name}` : ''}`].filter(Boolean).join('\n');
  return (
    <Box title={title}>
      <Name data-interest-name="">{row.name}</Name>
      <Secondary>
        {status && (
          <Badge tone={row.status!.state === 'unavailable' ? 'error' : 'warning'} variant="soft">
            {status}
          </Badge>
        )}
        {replacement ? <span>use {replacement.name}</span> : null}
        <span>{TYPE_LABELS[row.type] ?? row.type.replace(/_/g, ' ')}</span>
        {path && <span>{path}</span>}
      </Secondary>
    </Box>
  );
}

const Box = styled.span`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-width: 0;
  width: 100%;
  line-height: 1.25;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Secondary = styled.span`
  display: flex;
  align-items: center;
  gap: 6px;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  & > span:last-child { overflow: hidden; text-overflow: ellipsis; }
  & > span { flex: none; }
  & > span:last-child:not(:first-child) { flex: 1 1 auto; }
`;
