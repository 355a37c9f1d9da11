// The line under the totals when deleted or archived objects spent in the range: how much, and a way to include them.
import type { AssetLevel } from 'shared-graph';
import { Button, formatMoney } from 'shared-ui';
import styled from 'styled-components';
import { LEVEL_LABEL } from '../common/levels';
import type { HiddenSpend } from './useHiddenSpend';

export interface HiddenSpendNoteProps {
  /** One sentence per currency (a list over accounts in several currencies); money is never added across them. */
  items: ReadonlyArray<{ currency: string; hidden: HiddenSpend }>;
  level: AssetLevel;
  /** Which hidden statuses the words name: "deleted", "archived" or "deleted or archived". */
  statuses: ReadonlyArray<'DELETED' | 'ARCHIVED'>;
  onInclude: () => void;
}

export function HiddenSpendNote({ items, level, statuses, onInclude }: HiddenSpendNoteProps) {
  const kind = statuses.map((s) => s.toLowerCase()).join(' or ');
  const sentence = ({ currency, hidden }: { currency: string; hidden: HiddenSpend }) => {
    const noun = hidden.objects === 1 ? LEVEL_LABEL[level].one : LEVEL_LABEL[level].many;
    const count = hidden.capped ? `${hidden.objects.toLocaleString('en-US')} or more` : hidden.objects.toLocaleString('en-US');
    return (
      <span key={currency}>
        <strong>{formatMoney(hidden.spend, currency)}</strong> was spent by {count} {kind} {noun} in this period — not in these totals.
      </span>
    );
  };
  return (
    <Note role="note" aria-label="Spend not in these totals">
      <Sentences>{items.map(sentence)}</Sentences>
      <Button size="sm" variant="secondary" onClick={onInclude}>
        Include {kind === 'deleted or archived' ? 'deleted and archived' : kind}
      </Button>
    </Note>
  );
}

const Sentences = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Note = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
`;
