// The team's collections: open one, rename or delete it, or check several for a batch delete.
import styled from 'styled-components';
import { Button, Checkbox, formatDateTime, Inline } from 'shared-ui';
import type { Group } from '../collections/groupsApi';

interface Props {
  groups: Group[];
  loading: boolean;
  checked: ReadonlySet<number>;
  onCheckedChange: (checked: ReadonlySet<number>) => void;
  onOpen: (group: Group) => void;
  onRename: (group: Group) => void;
  onDelete: (ids: number[]) => void;
}

export function CollectionList({ groups, loading, checked, onCheckedChange, onOpen, onRename, onDelete }: Props) {
  const allChecked = groups.length > 0 && groups.every((g) => checked.has(g.id));
  const toggle = (id: number) => {
    const next = new Set(checked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onCheckedChange(next);
  };
  return (
    <List aria-label="Collections" aria-busy={loading}>
      <li>
        <Checkbox
          label="Select all"
          checked={allChecked}
          indeterminate={!allChecked && checked.size > 0}
          onChange={() => onCheckedChange(allChecked ? new Set() : new Set(groups.map((g) => g.id)))}
        />
      </li>
      {groups.map((group) => (
        <li key={group.id} aria-label={group.name}>
          <Checkbox aria-label={`Select ${group.name}`} checked={checked.has(group.id)} onChange={() => toggle(group.id)} />
          <Name>
            <GroupLink type="button" onClick={() => onOpen(group)}>
              {group.name}
            </GroupLink>
            <Muted>
              {group.count} {group.count === 1 ? 'item' : 'items'} · updated {formatDateTime(group.updated_at)}
            </Muted>
          </Name>
          <Inline gap="xs">
            <Button size="sm" onClick={() => onRename(group)}>
              Rename
            </Button>
            <Button size="sm" variant="danger" onClick={() => onDelete([group.id])}>
              Delete
            </Button>
          </Inline>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  & > li {
    display: grid;
    grid-template-columns: 28px minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & > li:first-child { grid-template-columns: 1fr; }
  & > li:last-child { border-bottom: 0; }
`;

/** Long names wrap inside their cell instead of running under the buttons. */
const Name = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const GroupLink = styled.button`
  border: 0;
  background: none;
  padding: 0;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.brand};
  text-align: left;
  cursor: pointer;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
