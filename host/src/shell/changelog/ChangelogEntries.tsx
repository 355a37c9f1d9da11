import styled from 'styled-components';
import { Badge, formatDate } from 'shared-ui';
import { ITEM_TYPE_LABEL, ITEM_TYPE_TONE, type ChangelogEntry } from './changelog';

const Entry = styled.article`
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child { border-bottom: 0; }
`;

const Heading = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const When = styled.time`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Item = styled.li`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  & > span:first-child { flex: none; min-width: 84px; justify-content: center; }
`;

/** Release notes with module and item-type badges (dialog and /updates). */
export function ChangelogEntries({ entries }: { entries: readonly ChangelogEntry[] }) {
  return (
    <div>
      {entries.map((entry) => (
        <Entry key={entry.id} aria-labelledby={`changelog-${entry.id}`}>
          <Heading>
            <Title id={`changelog-${entry.id}`}>{entry.title}</Title>
            <Badge tone={entry.module === 'Web' ? 'brand' : 'neutral'} variant="outline">
              {entry.module}
            </Badge>
            <When dateTime={entry.date}>{formatDate(entry.date)}</When>
          </Heading>
          <Items>
            {entry.items.map((item, index) => (
              <Item key={index}>
                <Badge tone={ITEM_TYPE_TONE[item.type]}>{ITEM_TYPE_LABEL[item.type]}</Badge>
                <span>{item.description}</span>
              </Item>
            ))}
          </Items>
        </Entry>
      ))}
    </div>
  );
}
